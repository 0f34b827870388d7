import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveTutorDefaultPairRateMutation, SaveTutorDefaultPairRateMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_RATES_FIELDS } from './admin-pair-fields';

/** A user's default fee percentage on one side, with a reason: their pairs without fees of their own apply it. */
export const SAVE_TUTOR_DEFAULT_PAIR_RATE: TypedDocumentNode<SaveTutorDefaultPairRateMutation, SaveTutorDefaultPairRateMutationVariables> = gql`
  mutation saveTutorDefaultPairRate($userId: ID!, $tutorDefaultPairRate: Float!, $reason: String!) {
    saveTutorDefaultPairRate(userId: $userId, tutorDefaultPairRate: $tutorDefaultPairRate, reason: $reason) {
      ${ADMIN_USER_RATES_FIELDS}
    }
  }
`;

export function useSaveTutorDefaultPairRateMutation() {
  return useMutation(SAVE_TUTOR_DEFAULT_PAIR_RATE, { refetchQueries: ['getAdminPaginatedPairsSearch'] });
}

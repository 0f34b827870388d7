import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveClientDefaultPairRateMutation, SaveClientDefaultPairRateMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_RATES_FIELDS } from './admin-pair-fields';

/** A user's default fee percentage on one side, with a reason: their pairs without fees of their own apply it. */
export const SAVE_CLIENT_DEFAULT_PAIR_RATE: TypedDocumentNode<SaveClientDefaultPairRateMutation, SaveClientDefaultPairRateMutationVariables> = gql`
  mutation saveClientDefaultPairRate($userId: ID!, $clientDefaultPairRate: Float!, $reason: String!) {
    saveClientDefaultPairRate(userId: $userId, clientDefaultPairRate: $clientDefaultPairRate, reason: $reason) {
      ${ADMIN_USER_RATES_FIELDS}
    }
  }
`;

export function useSaveClientDefaultPairRateMutation() {
  return useMutation(SAVE_CLIENT_DEFAULT_PAIR_RATE, { refetchQueries: ['getAdminPaginatedPairsSearch'] });
}

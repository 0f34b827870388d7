import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveHourlyRateForPairMutation, SaveHourlyRateForPairMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_PAIR_FIELDS } from './admin-pair-fields';

/** A pair's tutor rate, with a reason; for its sessions not yet processed. */
export const SAVE_HOURLY_RATE_FOR_PAIR: TypedDocumentNode<SaveHourlyRateForPairMutation, SaveHourlyRateForPairMutationVariables> = gql`
  mutation saveHourlyRateForPair($pairId: ID!, $tutorHourlyWage: Float!, $reason: String!) {
    saveHourlyRateForPair(pairId: $pairId, tutorHourlyWage: $tutorHourlyWage, reason: $reason) {
      ${ADMIN_PAIR_FIELDS}
    }
  }
`;

export function useSaveHourlyRateForPairMutation() {
  return useMutation(SAVE_HOURLY_RATE_FOR_PAIR);
}

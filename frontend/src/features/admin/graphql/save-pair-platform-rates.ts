import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SavePairPlatformRatesMutation, SavePairPlatformRatesMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_PAIR_FIELDS } from './admin-pair-fields';

/** A pair's own fee percentages, with a reason; for its sessions not yet processed. */
export const SAVE_PAIR_PLATFORM_RATES: TypedDocumentNode<SavePairPlatformRatesMutation, SavePairPlatformRatesMutationVariables> = gql`
  mutation savePairPlatformRates($pairId: ID!, $tutorPlatformFeePercentageRate: Float!, $tuteePlatformFeePercentageRate: Float!, $reason: String!) {
    savePairPlatformRates(pairId: $pairId, tutorPlatformFeePercentageRate: $tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate: $tuteePlatformFeePercentageRate, reason: $reason) {
      ${ADMIN_PAIR_FIELDS}
    }
  }
`;

export function useSavePairPlatformRatesMutation() {
  return useMutation(SAVE_PAIR_PLATFORM_RATES);
}

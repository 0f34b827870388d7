import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPayoutReplayQuery, GetAdminPayoutReplayQueryVariables } from '../../../lib/graphql/generated';

export type PayoutReplay = GetAdminPayoutReplayQuery['getAdminPayoutReplay'];

/**
 * Finance's report of a month's payouts, with what-if totals when both fees are given: from the
 * read model (recorded against recomputed), or with `fullReplay` the whole log replayed and compared
 * with the payment provider. Admins only.
 */
export const GET_ADMIN_PAYOUT_REPLAY: TypedDocumentNode<GetAdminPayoutReplayQuery, GetAdminPayoutReplayQueryVariables> = gql`
  query getAdminPayoutReplay($month: String!, $clientFeePercent: Float, $tutorFeePercent: Float, $fullReplay: Boolean) {
    getAdminPayoutReplay(month: $month, clientFeePercent: $clientFeePercent, tutorFeePercent: $tutorFeePercent, fullReplay: $fullReplay) {
      month
      providerChecked
      fullReplay
      computedAt
      totals {
        key
        recorded
        recomputed
        whatIf
      }
      differences {
        sessionId
        clientId
        source
        item
        expectedCents
        recordedCents
      }
      csv
    }
  }
`;

export function useAdminPayoutReplayQuery(variables: GetAdminPayoutReplayQueryVariables) {
  // Always asked again: the month's money moves (refunds, corrections), and a full replay is a fresh computation.
  return useQuery(GET_ADMIN_PAYOUT_REPLAY, { variables, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
}

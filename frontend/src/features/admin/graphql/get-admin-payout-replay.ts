import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPayoutReplayQuery, GetAdminPayoutReplayQueryVariables } from '../../../lib/graphql/generated';

export type PayoutReplay = GetAdminPayoutReplayQuery['getAdminPayoutReplay'];

/** Finance's replay of a month's payouts, with what-if totals when both fees are given. Admins only. */
export const GET_ADMIN_PAYOUT_REPLAY: TypedDocumentNode<GetAdminPayoutReplayQuery, GetAdminPayoutReplayQueryVariables> = gql`
  query getAdminPayoutReplay($month: String!, $clientFeePercent: Float, $tutorFeePercent: Float) {
    getAdminPayoutReplay(month: $month, clientFeePercent: $clientFeePercent, tutorFeePercent: $tutorFeePercent) {
      month
      providerChecked
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
  // Always from the log: a replay is a fresh computation, never a cached answer.
  return useQuery(GET_ADMIN_PAYOUT_REPLAY, { variables, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
}

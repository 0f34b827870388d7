import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminRefundablePayoutsQuery, GetAdminRefundablePayoutsQueryVariables } from '../../../lib/graphql/generated';

export type RefundablePayout = GetAdminRefundablePayoutsQuery['getAdminRefundablePayouts'][number];

/** The month's completed payouts with what was refunded so far. Admins only. */
export const GET_ADMIN_REFUNDABLE_PAYOUTS: TypedDocumentNode<GetAdminRefundablePayoutsQuery, GetAdminRefundablePayoutsQueryVariables> = gql`
  query getAdminRefundablePayouts($month: String!) {
    getAdminRefundablePayouts(month: $month) {
      sessionId
      clientId
      tutorId
      oneOfSeveralClients
      minutes
      clientTotalCents
      cardChargeCents
      tutorPayoutCents
      payoutMethod
      refundedCents
      tutorReversedCents
      startedAt
    }
  }
`;

export function useAdminRefundablePayoutsQuery(variables: GetAdminRefundablePayoutsQueryVariables) {
  return useQuery(GET_ADMIN_REFUNDABLE_PAYOUTS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

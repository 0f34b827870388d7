import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPayoutsQuery, GetAdminPayoutsQueryVariables } from '../../../lib/graphql/generated';

export type AdminPayout = GetAdminPayoutsQuery['getAdminPayouts'][number];

/** Payouts started in a month, newest first, narrowed by status. Admins only. */
export const GET_ADMIN_PAYOUTS: TypedDocumentNode<GetAdminPayoutsQuery, GetAdminPayoutsQueryVariables> = gql`
  query getAdminPayouts($month: Int!, $year: Int!, $status: String) {
    getAdminPayouts(month: $month, year: $year, status: $status) {
      sessionId
      clientId
      tutorId
      attempt
      status
      failureReason
      minutes
      clientTotalCents
      creditsAppliedCents
      cardChargeCents
      tutorPayoutCents
      manualPayoutMethod
      manualPayoutId
      startedAt
      settledAt
      client {
        id
        firstName
        lastName
      }
      tutor {
        id
        firstName
        lastName
      }
    }
  }
`;

export function useAdminPayoutsQuery(variables: GetAdminPayoutsQueryVariables) {
  return useQuery(GET_ADMIN_PAYOUTS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

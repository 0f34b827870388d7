import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPaymentErrorSessionsQuery, GetAdminPaymentErrorSessionsQueryVariables } from '../../../lib/graphql/generated';

/** A session whose payout failed, as admins audit it; money in cents. */
export type AdminPaymentErrorSession = GetAdminPaymentErrorSessionsQuery['getAdminPaymentErrorSessions'][number];
export type AdminSessionParty = NonNullable<AdminPaymentErrorSession['tutor']>;

/** The sessions in ERROR whose start falls in the month (UTC on the server). Admins only. */
export const GET_ADMIN_PAYMENT_ERROR_SESSIONS: TypedDocumentNode<GetAdminPaymentErrorSessionsQuery, GetAdminPaymentErrorSessionsQueryVariables> = gql`
  query getAdminPaymentErrorSessions($month: Int!, $year: Int!) {
    getAdminPaymentErrorSessions(month: $month, year: $year) {
      sessionId
      subject
      startTime
      minutes
      processingTime
      reason
      erroredAt
      tutor {
        id
        firstName
        lastName
        email
      }
      client {
        id
        firstName
        lastName
        email
      }
      clientTotalCents
      tutorPayoutCents
    }
  }
`;

export function useAdminPaymentErrorSessionsQuery(variables: GetAdminPaymentErrorSessionsQueryVariables) {
  return useQuery(GET_ADMIN_PAYMENT_ERROR_SESSIONS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

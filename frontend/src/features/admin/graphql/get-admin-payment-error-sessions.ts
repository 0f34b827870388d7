import { gql, useQuery } from '@apollo/client';

export interface AdminSessionParty {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

/** A session whose payout failed, as admins audit it; money in cents. */
export interface AdminPaymentErrorSession {
  sessionId: string;
  subject: string;
  startTime: string;
  minutes: number;
  processingTime: string;
  reason: string;
  erroredAt: string;
  tutor: AdminSessionParty | null;
  client: AdminSessionParty | null;
  clientTotalCents: number | null;
  tutorPayoutCents: number | null;
}

export interface AdminPaymentErrorSessionsData {
  getAdminPaymentErrorSessions: AdminPaymentErrorSession[];
}

export interface AdminPaymentErrorSessionsVariables {
  /** 1 to 12. */
  month: number;
  year: number;
}

/** The sessions in ERROR whose start falls in the month (UTC on the server). Admins only. */
export const GET_ADMIN_PAYMENT_ERROR_SESSIONS = gql`
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

export function useAdminPaymentErrorSessionsQuery(variables: AdminPaymentErrorSessionsVariables) {
  return useQuery<AdminPaymentErrorSessionsData, AdminPaymentErrorSessionsVariables>(GET_ADMIN_PAYMENT_ERROR_SESSIONS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

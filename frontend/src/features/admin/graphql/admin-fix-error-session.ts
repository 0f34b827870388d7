import { gql, useMutation } from '@apollo/client';

export interface AdminFixErrorSessionData {
  adminFixErrorSession: { id: string; status: string; errorReason: string | null; processingTime: string };
}

/** An admin puts a session whose payout failed back to be processed now. */
export const ADMIN_FIX_ERROR_SESSION = gql`
  mutation adminFixErrorSession($sessionId: ID!) {
    adminFixErrorSession(sessionId: $sessionId) {
      id
      status
      errorReason
      processingTime
    }
  }
`;

export function useAdminFixErrorSessionMutation() {
  return useMutation<AdminFixErrorSessionData, { sessionId: string }>(ADMIN_FIX_ERROR_SESSION, { refetchQueries: ['getAdminPaymentErrorSessions'] });
}

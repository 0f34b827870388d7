import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminFixErrorSessionMutation, AdminFixErrorSessionMutationVariables } from '../../../lib/graphql/generated';

/** An admin puts a session whose payout failed back to be processed now. */
export const ADMIN_FIX_ERROR_SESSION: TypedDocumentNode<AdminFixErrorSessionMutation, AdminFixErrorSessionMutationVariables> = gql`
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
  return useMutation(ADMIN_FIX_ERROR_SESSION, { refetchQueries: ['getAdminPaymentErrorSessions'] });
}

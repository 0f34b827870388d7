import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminRetrySessionPayoutMutation, AdminRetrySessionPayoutMutationVariables } from '../../../lib/graphql/generated';

/** Runs a session's payout job again now; it resumes where it stopped, never charging or paying twice. */
export const ADMIN_RETRY_SESSION_PAYOUT: TypedDocumentNode<AdminRetrySessionPayoutMutation, AdminRetrySessionPayoutMutationVariables> = gql`
  mutation adminRetrySessionPayout($sessionId: ID!) {
    adminRetrySessionPayout(sessionId: $sessionId)
  }
`;

export function useAdminRetrySessionPayoutMutation() {
  return useMutation(ADMIN_RETRY_SESSION_PAYOUT, { refetchQueries: ['getAdminPayouts', 'getAdminPaymentErrorSessions'] });
}

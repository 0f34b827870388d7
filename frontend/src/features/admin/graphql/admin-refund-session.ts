import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminRefundSessionMutation, AdminRefundSessionMutationVariables } from '../../../lib/graphql/generated';

/** An admin refunds a processed session's card charge in full or in part, with a reason. */
export const ADMIN_REFUND_SESSION: TypedDocumentNode<AdminRefundSessionMutation, AdminRefundSessionMutationVariables> = gql`
  mutation adminRefundSession($input: AdminRefundSessionInput!) {
    adminRefundSession(input: $input) {
      sessionId
      clientId
      refundedCents
      tutorReversedCents
      failure
    }
  }
`;

export function useAdminRefundSessionMutation() {
  return useMutation(ADMIN_REFUND_SESSION, { refetchQueries: ['getAdminRefundablePayouts'] });
}

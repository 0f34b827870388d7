import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminCorrectSessionMutation, AdminCorrectSessionMutationVariables } from '../../../lib/graphql/generated';

/** An admin corrects a processed session's length or hourly rate, with a reason; the differences are charged or refunded, paid or reversed. */
export const ADMIN_CORRECT_SESSION: TypedDocumentNode<AdminCorrectSessionMutation, AdminCorrectSessionMutationVariables> = gql`
  mutation adminCorrectSession($input: AdminCorrectSessionInput!) {
    adminCorrectSession(input: $input) {
      sessionId
      clientId
      minutes
      clientTotalCents
      tutorPayoutCents
      clientDifferenceCents
      tutorDifferenceCents
      failure
    }
  }
`;

export function useAdminCorrectSessionMutation() {
  return useMutation(ADMIN_CORRECT_SESSION, { refetchQueries: ['getAdminRefundablePayouts'] });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminPairDefaultUsersMutation, AdminPairDefaultUsersMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_PAIR_FIELDS } from './admin-pair-fields';

/** Pairs a tutor with a client without a request (ids or e-mail addresses); once per idempotency key. */
export const ADMIN_PAIR_DEFAULT_USERS: TypedDocumentNode<AdminPairDefaultUsersMutation, AdminPairDefaultUsersMutationVariables> = gql`
  mutation adminPairDefaultUsers($tutorId: ID!, $tuteeId: ID!, $idempotencyKey: String!) {
    adminPairDefaultUsers(tutorId: $tutorId, tuteeId: $tuteeId, idempotencyKey: $idempotencyKey) {
      ${ADMIN_PAIR_FIELDS}
    }
  }
`;

export function useAdminPairDefaultUsersMutation() {
  return useMutation(ADMIN_PAIR_DEFAULT_USERS, { refetchQueries: ['getAdminPaginatedPairsSearch'], awaitRefetchQueries: true });
}

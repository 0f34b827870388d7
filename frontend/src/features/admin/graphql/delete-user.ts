import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { DeleteUserMutation, DeleteUserMutationVariables } from '../../../lib/graphql/generated';

/** Erases a user's personal data and keeps the facts; the page and searches are asked again. */
export const DELETE_USER: TypedDocumentNode<DeleteUserMutation, DeleteUserMutationVariables> = gql`
  mutation deleteUser($userId: ID!, $reason: String!) {
    deleteUser(userId: $userId, reason: $reason)
  }
`;

export function useDeleteUserMutation() {
  return useMutation(DELETE_USER, { refetchQueries: ['getAdminUser', 'coreUserAnySearch', 'clientNameSoftSearch'], awaitRefetchQueries: true });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveNewUserPasswordMutation, SaveNewUserPasswordMutationVariables } from '../../../lib/graphql/generated';

/** Sets a user's password: they are signed out everywhere and e-mailed. */
export const SAVE_NEW_USER_PASSWORD: TypedDocumentNode<SaveNewUserPasswordMutation, SaveNewUserPasswordMutationVariables> = gql`
  mutation saveNewUserPassword($userId: ID!, $newPassword: String!) {
    saveNewUserPassword(userId: $userId, newPassword: $newPassword)
  }
`;

export function useSaveNewUserPasswordMutation() {
  return useMutation(SAVE_NEW_USER_PASSWORD);
}

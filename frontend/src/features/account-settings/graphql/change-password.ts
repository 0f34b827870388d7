import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ChangePasswordMutation, ChangePasswordMutationVariables } from '../../../lib/graphql/generated';

export const CHANGE_PASSWORD: TypedDocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables> = gql`
  mutation changePassword($oldPass: String!, $newPass: String!) {
    changePassword(oldPass: $oldPass, newPass: $newPass) {
      token
    }
  }
`;

export function useChangePasswordMutation() {
  return useMutation(CHANGE_PASSWORD);
}

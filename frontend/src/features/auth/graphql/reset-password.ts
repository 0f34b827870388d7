import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ResetPasswordMutation, ResetPasswordMutationVariables } from '../../../lib/graphql/generated';

export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation resetPassword($token: String!, $newPass: String!) {
    resetPassword(token: $token, newPass: $newPass) {
      token
    }
  }
`;

export function useResetPasswordMutation() {
  return useMutation(RESET_PASSWORD);
}

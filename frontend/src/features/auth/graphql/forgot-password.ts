import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ForgotPasswordMutation, ForgotPasswordMutationVariables } from '../../../lib/graphql/generated';

export const FORGOT_PASSWORD: TypedDocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables> = gql`
  mutation forgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`;

export function useForgotPasswordMutation() {
  return useMutation(FORGOT_PASSWORD);
}

import { gql, useMutation } from '@apollo/client';

export interface ForgotPasswordData {
  forgotPassword: boolean;
}

export interface ForgotPasswordVariables {
  email: string;
}

export const FORGOT_PASSWORD = gql`
  mutation forgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`;

export function useForgotPasswordMutation() {
  return useMutation<ForgotPasswordData, ForgotPasswordVariables>(FORGOT_PASSWORD);
}

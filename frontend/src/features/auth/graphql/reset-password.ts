import { gql, useMutation } from '@apollo/client';

export interface ResetPasswordData {
  resetPassword: { token: string };
}

export interface ResetPasswordVariables {
  token: string;
  newPass: string;
}

export const RESET_PASSWORD = gql`
  mutation resetPassword($token: String!, $newPass: String!) {
    resetPassword(token: $token, newPass: $newPass) {
      token
    }
  }
`;

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordData, ResetPasswordVariables>(RESET_PASSWORD);
}

import { gql, useMutation } from '@apollo/client';

export type LoginStatus = 'SUCCESS' | 'EMAIL_NOT_VERIFIED';

export interface EmailLoginData {
  emailLoginV2: { token: string; status: LoginStatus };
}

export interface EmailLoginVariables {
  email: string;
  password: string;
}

export const EMAIL_LOGIN = gql`
  mutation emailLoginV2($email: String!, $password: String!) {
    emailLoginV2(email: $email, password: $password) {
      token
      status
    }
  }
`;

export function useEmailLoginMutation() {
  return useMutation<EmailLoginData, EmailLoginVariables>(EMAIL_LOGIN);
}

import { gql, useMutation } from '@apollo/client';

export interface ChangePasswordData {
  changePassword: { token: string };
}

export interface ChangePasswordVariables {
  oldPass: string;
  newPass: string;
}

export const CHANGE_PASSWORD = gql`
  mutation changePassword($oldPass: String!, $newPass: String!) {
    changePassword(oldPass: $oldPass, newPass: $newPass) {
      token
    }
  }
`;

export function useChangePasswordMutation() {
  return useMutation<ChangePasswordData, ChangePasswordVariables>(CHANGE_PASSWORD);
}

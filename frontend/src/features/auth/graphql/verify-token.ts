import { gql, useMutation } from '@apollo/client';

export interface VerifyTokenData {
  verifyToken: boolean;
}

export interface VerifyTokenVariables {
  token: string;
}

export const VERIFY_TOKEN = gql`
  mutation verifyToken($token: String!) {
    verifyToken(token: $token)
  }
`;

export function useVerifyTokenMutation() {
  return useMutation<VerifyTokenData, VerifyTokenVariables>(VERIFY_TOKEN);
}

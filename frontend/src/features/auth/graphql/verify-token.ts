import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { VerifyTokenMutation, VerifyTokenMutationVariables } from '../../../lib/graphql/generated';

export const VERIFY_TOKEN: TypedDocumentNode<VerifyTokenMutation, VerifyTokenMutationVariables> = gql`
  mutation verifyToken($token: String!) {
    verifyToken(token: $token)
  }
`;

export function useVerifyTokenMutation() {
  return useMutation(VERIFY_TOKEN);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EmailLoginV2Mutation, EmailLoginV2MutationVariables } from '../../../lib/graphql/generated';

export type { LoginStatus } from '../../../lib/graphql/generated';

export const EMAIL_LOGIN: TypedDocumentNode<EmailLoginV2Mutation, EmailLoginV2MutationVariables> = gql`
  mutation emailLoginV2($email: String!, $password: String!) {
    emailLoginV2(email: $email, password: $password) {
      token
      status
    }
  }
`;

export function useEmailLoginMutation() {
  return useMutation(EMAIL_LOGIN);
}

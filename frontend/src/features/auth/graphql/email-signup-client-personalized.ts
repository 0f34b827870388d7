import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EmailSignupClientPersonalizedMutation, EmailSignupClientPersonalizedMutationVariables } from '../../../lib/graphql/generated';

export const EMAIL_SIGNUP_CLIENT_PERSONALIZED: TypedDocumentNode<EmailSignupClientPersonalizedMutation, EmailSignupClientPersonalizedMutationVariables> = gql`
  mutation emailSignupClientPersonalized($input: EmailSignupClientPersonalizedInput!, $idempotencyKey: String) {
    emailSignupClientPersonalized(input: $input, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useEmailSignupClientPersonalizedMutation() {
  return useMutation(EMAIL_SIGNUP_CLIENT_PERSONALIZED);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EmailSignupMutation, EmailSignupMutationVariables } from '../../../lib/graphql/generated';

export type { ClientProfileType, EmailSignupInput, SignupProfileType } from '../../../lib/graphql/generated';

export const EMAIL_SIGNUP: TypedDocumentNode<EmailSignupMutation, EmailSignupMutationVariables> = gql`
  mutation emailSignup($input: EmailSignupInput!, $idempotencyKey: String) {
    emailSignup(input: $input, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useEmailSignupMutation() {
  return useMutation(EMAIL_SIGNUP);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SignUpTutorMutation, SignUpTutorMutationVariables } from '../../../lib/graphql/generated';

export const SIGN_UP_TUTOR: TypedDocumentNode<SignUpTutorMutation, SignUpTutorMutationVariables> = gql`
  mutation signUpTutor($input: SignUpTutorInput!, $idempotencyKey: String) {
    signUpTutor(input: $input, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useSignUpTutorMutation() {
  return useMutation(SIGN_UP_TUTOR);
}

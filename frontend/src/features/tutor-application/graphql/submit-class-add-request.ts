import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SubmitClassAddRequestMutation, SubmitClassAddRequestMutationVariables } from '../../../lib/graphql/generated';

export const SUBMIT_CLASS_ADD_REQUEST: TypedDocumentNode<SubmitClassAddRequestMutation, SubmitClassAddRequestMutationVariables> = gql`
  mutation submitClassAddRequest($input: ClassAddRequestInput!, $idempotencyKey: String) {
    submitClassAddRequest(input: $input, idempotencyKey: $idempotencyKey) {
      id
      status
      courseName
    }
  }
`;

export function useSubmitClassAddRequestMutation() {
  return useMutation(SUBMIT_CLASS_ADD_REQUEST);
}

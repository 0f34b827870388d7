import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RequestATutorMutation, RequestATutorMutationVariables } from '../../../lib/graphql/generated';

export type { RequestATutorInput } from '../../../lib/graphql/generated';

/** The request form without a chosen tutor, for the team to match (/request-a-tutor). */
export const REQUEST_A_TUTOR: TypedDocumentNode<RequestATutorMutation, RequestATutorMutationVariables> = gql`
  mutation requestATutor($input: RequestATutorInput!, $savePreferences: Boolean!, $idempotencyKey: String) {
    requestATutor(input: $input, savePreferences: $savePreferences, idempotencyKey: $idempotencyKey)
  }
`;

export function useRequestATutorMutation() {
  return useMutation(REQUEST_A_TUTOR);
}

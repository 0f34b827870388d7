import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RequestTutoringSessionMutation, RequestTutoringSessionMutationVariables } from '../../../lib/graphql/generated';

export type { TutoringRequestInput, UploadedFileInput } from '../../../lib/graphql/generated';

export const REQUEST_TUTORING_SESSION: TypedDocumentNode<RequestTutoringSessionMutation, RequestTutoringSessionMutationVariables> = gql`
  mutation requestTutoringSession($input: TutoringRequestInput!, $savePreferences: Boolean!, $idempotencyKey: String) {
    requestTutoringSession(input: $input, savePreferences: $savePreferences, idempotencyKey: $idempotencyKey)
  }
`;

export function useRequestTutoringSessionMutation() {
  return useMutation(REQUEST_TUTORING_SESSION);
}

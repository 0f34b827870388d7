import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendMessageMutationMutation, SendMessageMutationMutationVariables } from '../../../lib/graphql/generated';
import { MESSAGE_FIELDS } from './conversation-fields';

/** targetId is the conversation id; the idempotency key makes a retried send land once. */
export const SEND_MESSAGE_MUTATION: TypedDocumentNode<SendMessageMutationMutation, SendMessageMutationMutationVariables> = gql`
  mutation sendMessageMutation($body: String!, $targetId: ID!, $idempotencyKey: String) {
    sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) {
      ${MESSAGE_FIELDS}
    }
  }
`;

export function useSendMessageMutation() {
  return useMutation(SEND_MESSAGE_MUTATION);
}

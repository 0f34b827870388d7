import { gql, useMutation } from '@apollo/client';
import { Message, MESSAGE_FIELDS } from './conversation-fields';

/** targetId is the conversation id; the idempotency key makes a retried send land once. */
export const SEND_MESSAGE_MUTATION = gql`
  mutation sendMessageMutation($body: String!, $targetId: ID!, $idempotencyKey: String) {
    sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) {
      ${MESSAGE_FIELDS}
    }
  }
`;

export function useSendMessageMutation() {
  return useMutation<{ sendMessageMutation: Message }, { body: string; targetId: string; idempotencyKey: string }>(SEND_MESSAGE_MUTATION);
}

import { gql, useMutation } from '@apollo/client';
import { Message, MESSAGE_FIELDS } from './conversation-fields';

/** Uploads the file (multipart) as a message of the conversation `targetId`. */
export const SEND_ATTACHMENT_MESSAGE = gql`
  mutation sendAttachmentMessage($file: Upload!, $targetId: ID!, $idempotencyKey: String) {
    sendAttachmentMessage(file: $file, targetId: $targetId, idempotencyKey: $idempotencyKey) {
      ${MESSAGE_FIELDS}
    }
  }
`;

export function useSendAttachmentMessageMutation() {
  return useMutation<{ sendAttachmentMessage: Message }, { file: File; targetId: string; idempotencyKey: string }>(SEND_ATTACHMENT_MESSAGE);
}

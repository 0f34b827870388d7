import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendAttachmentMessageMutation, SendAttachmentMessageMutationVariables } from '../../../lib/graphql/generated';
import { MESSAGE_FIELDS } from './conversation-fields';

/** Uploads the file (multipart) as a message of the conversation `targetId`. */
export const SEND_ATTACHMENT_MESSAGE: TypedDocumentNode<SendAttachmentMessageMutation, SendAttachmentMessageMutationVariables> = gql`
  mutation sendAttachmentMessage($file: Upload!, $targetId: ID!, $idempotencyKey: String) {
    sendAttachmentMessage(file: $file, targetId: $targetId, idempotencyKey: $idempotencyKey) {
      ${MESSAGE_FIELDS}
    }
  }
`;

export function useSendAttachmentMessageMutation() {
  return useMutation(SEND_ATTACHMENT_MESSAGE);
}

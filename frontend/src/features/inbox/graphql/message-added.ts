import { gql } from '@apollo/client';
import { Message, MESSAGE_FIELDS } from './conversation-fields';

export interface MessageAddedData {
  messageAdded: Message;
}

/** New messages of one conversation, or of all the viewer's conversations without an id. */
export const MESSAGE_ADDED = gql`
  subscription messageAdded($conversationId: ID) {
    messageAdded(conversationId: $conversationId) {
      ${MESSAGE_FIELDS}
    }
  }
`;

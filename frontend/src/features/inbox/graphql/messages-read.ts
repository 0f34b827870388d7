import { gql } from '@apollo/client';

export interface MessagesReadData {
  messagesRead: { conversationId: string; readerId: string; upToMessageId: string; readAt: string };
}

/** Read receipts: the other participant has read up to a message. */
export const MESSAGES_READ = gql`
  subscription messagesRead($conversationId: ID!) {
    messagesRead(conversationId: $conversationId) {
      conversationId
      readerId
      upToMessageId
      readAt
    }
  }
`;

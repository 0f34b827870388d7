import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MessagesReadSubscription, MessagesReadSubscriptionVariables } from '../../../lib/graphql/generated';

/** Read receipts: the other participant has read up to a message. */
export const MESSAGES_READ: TypedDocumentNode<MessagesReadSubscription, MessagesReadSubscriptionVariables> = gql`
  subscription messagesRead($conversationId: ID!) {
    messagesRead(conversationId: $conversationId) {
      conversationId
      readerId
      upToMessageId
      readAt
    }
  }
`;

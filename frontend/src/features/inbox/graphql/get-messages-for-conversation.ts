import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetMessagesForConversationQuery, GetMessagesForConversationQueryVariables } from '../../../lib/graphql/generated';
import { MESSAGE_FIELDS } from './conversation-fields';

/** Spec sections 3 and 9: messages come 20 at a time. */
export const MESSAGE_PAGE_LIMIT = 20;

/** Oldest first; `before` asks for the messages older than that one. */
export const GET_MESSAGES_FOR_CONVERSATION: TypedDocumentNode<GetMessagesForConversationQuery, GetMessagesForConversationQueryVariables> = gql`
  query getMessagesForConversation($conversationId: ID!, $limit: Int, $before: ID) {
    getMessagesForConversation(conversationId: $conversationId, limit: $limit, before: $before) {
      messages {
        ${MESSAGE_FIELDS}
      }
      hasMoreMessages
    }
  }
`;

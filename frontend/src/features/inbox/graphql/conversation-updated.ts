import { gql } from '@apollo/client';
import { Conversation, CONVERSATION_FIELDS } from './conversation-fields';

export interface ConversationUpdatedData {
  conversationUpdated: Conversation;
}

/** The open conversation again each time it changes without a message (its request accepted, declined, cancelled or edited). */
export const CONVERSATION_UPDATED = gql`
  subscription conversationUpdated($conversationId: ID!) {
    conversationUpdated(conversationId: $conversationId) {
      ${CONVERSATION_FIELDS}
    }
  }
`;

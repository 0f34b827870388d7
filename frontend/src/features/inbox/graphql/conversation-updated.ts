import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ConversationUpdatedSubscription, ConversationUpdatedSubscriptionVariables } from '../../../lib/graphql/generated';
import { CONVERSATION_FIELDS } from './conversation-fields';

export type ConversationUpdatedData = ConversationUpdatedSubscription;

/** The open conversation again each time it changes without a message (its request accepted, declined, cancelled or edited). */
export const CONVERSATION_UPDATED: TypedDocumentNode<ConversationUpdatedSubscription, ConversationUpdatedSubscriptionVariables> = gql`
  subscription conversationUpdated($conversationId: ID!) {
    conversationUpdated(conversationId: $conversationId) {
      ${CONVERSATION_FIELDS}
    }
  }
`;

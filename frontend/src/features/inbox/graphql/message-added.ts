import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MessageAddedSubscription, MessageAddedSubscriptionVariables } from '../../../lib/graphql/generated';
import { MESSAGE_FIELDS } from './conversation-fields';

/** New messages of one conversation, or of all the viewer's conversations without an id. */
export const MESSAGE_ADDED: TypedDocumentNode<MessageAddedSubscription, MessageAddedSubscriptionVariables> = gql`
  subscription messageAdded($conversationId: ID) {
    messageAdded(conversationId: $conversationId) {
      ${MESSAGE_FIELDS}
    }
  }
`;

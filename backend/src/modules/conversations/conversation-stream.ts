import { conversationDecider } from '../../../domain/conversations/conversation.decider';
import { conversationStreamId } from '../../../domain/conversations/conversation.events';
import { conversationsProjection } from '../../../projections/conversations/conversations.projection';
import { notificationsProjection } from '../../../projections/notifications/notifications.projection';

/**
 * Where a conversation (stream `conversation-<id>`) is decided, and the read models that show it:
 * the inbox and messages, and the notifications made from them. Its commands answer once they
 * hold their events (read-your-writes).
 */
export const conversationStream = {
  decider: conversationDecider,
  streamIdOf: (conversationId: string) => conversationStreamId(conversationId),
  readModels: [conversationsProjection.name, notificationsProjection.name],
} as const;

export const ConversationErrors = {
  notFound: 'This conversation does not exist.',
  messageNotFound: 'This message does not exist.',
} as const;

export const CONVERSATION_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 20;
export const MAX_MESSAGE_PAGE_SIZE = 100;

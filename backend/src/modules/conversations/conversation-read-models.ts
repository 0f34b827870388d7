import { conversationsProjection } from '../../../projections/conversations/conversations.projection';
import { notificationsProjection } from '../../../projections/notifications/notifications.projection';

/**
 * The read models that show a conversation: the inbox and messages, and the notifications made
 * from them. A conversation command answers once they hold its events (read-your-writes).
 */
export const CONVERSATION_READ_MODELS: readonly string[] = [conversationsProjection.name, notificationsProjection.name];

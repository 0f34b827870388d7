import { MessageModel, MessagesReadEventModel } from '../conversations/conversation.models';
import { NotificationModel } from '../notifications/notification.model';

/** What is pushed to a user's topic `user:<userId>`; each subscription picks its kind. */
export type LiveUpdate =
  | { kind: 'messageAdded'; conversationId: string; message: MessageModel }
  | { kind: 'messagesRead'; conversationId: string; read: MessagesReadEventModel }
  | { kind: 'inboxBadge'; count: number }
  | { kind: 'notificationAdded'; notification: NotificationModel };

export function userTopic(userId: string): string {
  return `user:${userId}`;
}

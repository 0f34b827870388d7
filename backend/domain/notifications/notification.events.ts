import { DomainEvent } from '../shared/decider';

/**
 * What a user did with their notifications, on the stream `notifications-<userId>`. The
 * notifications themselves are a read model made from other facts (a request sent, accepted or
 * declined, a message); only reading and clearing them are facts of their own.
 */
export type NotificationRead = DomainEvent<'NotificationRead', { userId: string; notificationId: string; readAt: string }>;
/** Removes every notification of the user made from an event at or before `upToPosition` of the log. */
export type NotificationsCleared = DomainEvent<'NotificationsCleared', { userId: string; upToPosition: number; clearedAt: string }>;

export type NotificationEvent = NotificationRead | NotificationsCleared;

export const NOTIFICATION_EVENT_TYPES: ReadonlyArray<NotificationEvent['type']> = ['NotificationRead', 'NotificationsCleared'];

export function notificationsStreamId(userId: string): string {
  return `notifications-${userId}`;
}

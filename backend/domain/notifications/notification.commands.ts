import { DomainCommand } from '../shared/decider';

/** The acting user must be the owner of the notifications; the caller checks the notification is theirs. */
export type ReadNotification = DomainCommand<'ReadNotification', { userId: string; notificationId: string }>;
export type ClearNotifications = DomainCommand<'ClearNotifications', { userId: string; upToPosition: number }>;

export type NotificationCommand = ReadNotification | ClearNotifications;

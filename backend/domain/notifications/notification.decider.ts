import { assertNever, CommandMetadata, Decider } from '../shared/decider';
import { ForbiddenError } from '../shared/domain-error';
import { ClearNotifications, NotificationCommand, ReadNotification } from './notification.commands';
import { NotificationEvent } from './notification.events';

export interface NotificationsState {
  readIds: ReadonlySet<string>;
  clearedUpTo: number;
}

export const NotificationMessages = {
  notYours: 'These notifications belong to someone else.',
} as const;

export const initialNotificationsState = (): NotificationsState => ({ readIds: new Set(), clearedUpTo: 0 });

export function evolveNotifications(state: NotificationsState, event: NotificationEvent): NotificationsState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, readIds: new Set(state.readIds).add(event.data.notificationId) };
    case 'NotificationsCleared':
      return { ...state, clearedUpTo: Math.max(state.clearedUpTo, event.data.upToPosition) };
    default:
      return assertNever(event);
  }
}

function requireOwner(metadata: CommandMetadata, userId: string): void {
  if (metadata.actorId !== null && metadata.actorId !== userId) throw new ForbiddenError(NotificationMessages.notYours);
}

/** Reading a notification twice records it once. */
export function readNotification(command: ReadNotification, state: NotificationsState): NotificationEvent[] {
  const { userId, notificationId } = command.data;
  requireOwner(command.metadata, userId);
  if (state.readIds.has(notificationId)) return [];
  return [{ type: 'NotificationRead', data: { userId, notificationId, readAt: command.metadata.now.toISOString() } }];
}

/** Clearing what was cleared already records nothing. */
export function clearNotifications(command: ClearNotifications, state: NotificationsState): NotificationEvent[] {
  const { userId, upToPosition } = command.data;
  requireOwner(command.metadata, userId);
  if (upToPosition <= state.clearedUpTo) return [];
  return [{ type: 'NotificationsCleared', data: { userId, upToPosition, clearedAt: command.metadata.now.toISOString() } }];
}

export function decideNotifications(command: NotificationCommand, state: NotificationsState): NotificationEvent[] {
  switch (command.type) {
    case 'ReadNotification':
      return readNotification(command, state);
    case 'ClearNotifications':
      return clearNotifications(command, state);
    default:
      return assertNever(command);
  }
}

export const notificationsDecider: Decider<NotificationCommand, NotificationEvent, NotificationsState> = {
  initialState: initialNotificationsState,
  evolve: evolveNotifications,
  decide: decideNotifications,
};

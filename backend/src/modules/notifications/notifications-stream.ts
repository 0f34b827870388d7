import { notificationsDecider } from '../../../domain/notifications/notification.decider';
import { notificationsStreamId } from '../../../domain/notifications/notification.events';
import { notificationsProjection } from '../../../projections/notifications/notifications.projection';

/** Where a user's notifications are decided, and the read model their commands wait for. */
export const notificationsStream = {
  decider: notificationsDecider,
  streamIdOf: notificationsStreamId,
  readModels: [notificationsProjection.name],
} as const;

export const NotificationErrors = {
  notFound: 'This notification does not exist.',
  notYours: 'This notification belongs to someone else.',
} as const;

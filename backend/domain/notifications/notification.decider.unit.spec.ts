import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { NotificationCommand } from './notification.commands';
import { notificationsDecider } from './notification.decider';
import { NotificationEvent } from './notification.events';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpecification(notificationsDecider);
const readCommand = (notificationId: string, actorId = 'u1'): NotificationCommand => ({ type: 'ReadNotification', data: { userId: 'u1', notificationId }, metadata: { now, actorId } });
const clearCommand = (upToPosition: number, actorId = 'u1'): NotificationCommand => ({ type: 'ClearNotifications', data: { userId: 'u1', upToPosition }, metadata: { now, actorId } });
const read = (notificationId: string): NotificationEvent => ({ type: 'NotificationRead', data: { userId: 'u1', notificationId, readAt: now.toISOString() } });
const cleared = (upToPosition: number): NotificationEvent => ({ type: 'NotificationsCleared', data: { userId: 'u1', upToPosition, clearedAt: now.toISOString() } });

describe('notifications decider', () => {
  it('marks a notification read once', () => {
    spec.given([]).when(readCommand('n1')).then([read('n1')]);
    spec.given([read('n1')]).when(readCommand('n1')).thenNothingHappened();
    spec.given([read('n1')]).when(readCommand('n2')).then([read('n2')]);
  });

  it('clears up to a position of the log, once', () => {
    spec.given([]).when(clearCommand(40)).then([cleared(40)]);
    spec.given([cleared(40)]).when(clearCommand(40)).thenNothingHappened();
    spec.given([cleared(40)]).when(clearCommand(12)).thenNothingHappened();
    spec.given([cleared(40)]).when(clearCommand(55)).then([cleared(55)]);
  });

  it('refuses anyone but their owner', () => {
    spec.given([]).when(readCommand('n1', 'u2')).thenThrows(ForbiddenError);
    spec.given([]).when(clearCommand(3, 'u2')).thenThrows(ForbiddenError);
  });
});

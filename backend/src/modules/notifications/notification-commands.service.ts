import { Inject, Injectable } from '@nestjs/common';
import { NotificationCommand } from '../../../domain/notifications/notification.commands';
import { notificationsDecider } from '../../../domain/notifications/notification.decider';
import { NotificationEvent, notificationsStreamId } from '../../../domain/notifications/notification.events';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { findNotification, findNotificationsOf, notificationsProjection } from '../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { NotFoundError } from '../../graphql/graphql-errors';
import { GraphqlContext } from '../accounts/auth/graphql-context';

export const NotificationErrors = {
  notFound: 'This notification does not exist.',
  notYours: 'This notification belongs to someone else.',
} as const;

/** Reading and clearing one's notifications (stream `notifications-<userId>`). */
@Injectable()
export class NotificationCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
    private readonly readModels: ReadModels,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  async read(userId: string, notificationId: string, context: CommandContext): Promise<void> {
    const notification = await findNotification(this.readModels, notificationId);
    if (!notification) throw new NotFoundError(NotificationErrors.notFound);
    if (notification.userId !== userId) throw new ForbiddenError(NotificationErrors.notYours);
    await this.run(userId, { type: 'ReadNotification', data: { userId, notificationId } }, context);
  }

  /** Clears every notification the user can see now; later ones stay. */
  async clear(userId: string, context: CommandContext): Promise<void> {
    const [newest] = await findNotificationsOf(this.readModels, userId, 1);
    if (!newest) return;
    await this.run(userId, { type: 'ClearNotifications', data: { userId, upToPosition: newest.sourcePosition } }, context);
  }

  private async run(userId: string, command: Omit<NotificationCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<NotificationEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await handleCommand(this.eventStore, notificationsStreamId(userId), notificationsDecider, command, context);
        await this.runtime.awaitReadModels(outcome.position, [notificationsProjection.name]);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= 3) throw error;
      }
    }
  }
}

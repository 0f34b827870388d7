import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { findNotification } from '../../../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { NotificationErrors, notificationsStream } from '../../notifications-stream';

/** readNotification: marks one of the viewer's notifications read; someone else's is FORBIDDEN. */
@Injectable()
export class ReadNotificationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; notificationId: string }, context: CommandContext): Promise<void> {
    const notification = await findNotification(this.readModels, input.notificationId);
    if (!notification) throw new NotFoundError(NotificationErrors.notFound);
    if (notification.userId !== input.userId) throw new ForbiddenError(NotificationErrors.notYours);
    await this.pipeline.run(
      notificationsStream.decider,
      notificationsStream.streamIdOf(input.userId),
      { type: 'ReadNotification', data: input },
      context,
      { awaitReadModels: notificationsStream.readModels },
    );
  }
}

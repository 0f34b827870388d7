import { Injectable } from '@nestjs/common';
import { findNotificationsOf } from '../../../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { notificationsStream } from '../../notifications-stream';

/** clearNotifications: clears every notification the user can see now; later ones stay. */
@Injectable()
export class ClearNotificationsHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string }, context: CommandContext): Promise<void> {
    const [newest] = await findNotificationsOf(this.readModels, input.userId, 1);
    if (!newest) return;
    await this.pipeline.run(
      notificationsStream.decider,
      notificationsStream.streamIdOf(input.userId),
      { type: 'ClearNotifications', data: { userId: input.userId, upToPosition: newest.sourcePosition } },
      context,
      { awaitReadModels: notificationsStream.readModels },
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { LIVE_UPDATES, LiveUpdates } from '../../../../../platform/live-updates/live-updates.port';
import { NotificationModel } from '../../../notifications/notification.model';
import { pick } from '../../live-iterators';
import { LiveUpdate, userTopic } from '../../live-update';

/** notificationAdded: each new notification of the viewer, from their own topic. */
@Injectable()
export class NotificationAddedHandler {
  constructor(@Inject(LIVE_UPDATES) private readonly live: LiveUpdates) {}

  async execute(input: { viewerId: string }): Promise<AsyncIterableIterator<NotificationModel>> {
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(input.viewerId));
    return pick(updates, (update) => (update.kind === 'notificationAdded' ? update.notification : undefined));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { LIVE_UPDATES, LiveUpdates } from '../../../../../platform/live-updates/live-updates.port';
import { GetUnreadMessageCountHandler } from '../../../conversations/queries/get-unread-message-count/get-unread-message-count.handler';
import { pick } from '../../live-iterators';
import { LiveUpdate, userTopic } from '../../live-update';

/** inboxBadge: the viewer's unread message count now, then at every change. */
@Injectable()
export class InboxBadgeHandler {
  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly unread: GetUnreadMessageCountHandler,
  ) {}

  async execute(input: { viewerId: string }): Promise<AsyncIterableIterator<number>> {
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(input.viewerId));
    const now = await this.unread.execute({ viewerId: input.viewerId });
    return pick(updates, (update) => (update.kind === 'inboxBadge' ? update.count : undefined), [now]);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { LIVE_UPDATES, LiveUpdates } from '../../../../../platform/live-updates/live-updates.port';
import { MessagesReadEventModel } from '../../../conversations/conversation.models';
import { ConversationAccess } from '../../../conversations/conversation-access';
import { pick } from '../../live-iterators';
import { LiveUpdate, userTopic } from '../../live-update';

/** messagesRead: the read receipts of one of the viewer's conversations; FORBIDDEN for someone else's. */
@Injectable()
export class MessagesReadHandler {
  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly access: ConversationAccess,
  ) {}

  async execute(input: { viewerId: string; conversationId: string }): Promise<AsyncIterableIterator<MessagesReadEventModel>> {
    const { viewerId, conversationId } = input;
    await this.access.requireParticipant(conversationId, viewerId);
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewerId));
    return pick(updates, (update) => (update.kind === 'messagesRead' && update.conversationId === conversationId ? update.read : undefined));
  }
}

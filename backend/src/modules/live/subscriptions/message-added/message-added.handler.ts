import { Inject, Injectable } from '@nestjs/common';
import { LIVE_UPDATES, LiveUpdates } from '../../../../../platform/live-updates/live-updates.port';
import { MessageModel } from '../../../conversations/conversation.models';
import { ConversationAccess } from '../../../conversations/conversation-access';
import { pick } from '../../live-iterators';
import { LiveUpdate, userTopic } from '../../live-update';

/** messageAdded: the new messages of the viewer's conversations, from their own topic; one conversation's only when named (a participant's). */
@Injectable()
export class MessageAddedHandler {
  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly access: ConversationAccess,
  ) {}

  async execute(input: { viewerId: string; conversationId: string | null }): Promise<AsyncIterableIterator<MessageModel>> {
    const { viewerId, conversationId } = input;
    if (conversationId) await this.access.requireParticipant(conversationId, viewerId);
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewerId));
    return pick(updates, (update) => (update.kind === 'messageAdded' && (!conversationId || update.conversationId === conversationId) ? update.message : undefined));
  }
}

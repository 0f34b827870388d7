import { Inject, Injectable } from '@nestjs/common';
import { LIVE_UPDATES, LiveUpdates } from '../../../../../platform/live-updates/live-updates.port';
import { userTopic } from '../../../live/live-update';
import { ConversationModel } from '../../conversation.models';
import { ConversationAccess } from '../../conversation-access';
import { ConversationUpdatedLiveUpdate } from '../../conversation-changes';
import { GetConversationByIdHandler } from '../../queries/get-conversation-by-id/get-conversation-by-id.handler';

/**
 * conversationUpdated: the conversation as the viewer sees it, each time it changes without a
 * message (its request accepted, declined, cancelled or edited; its pair linked). For its two
 * participants only (NOT_FOUND / FORBIDDEN checked when subscribing). Listens on the viewer's own
 * topic, so nobody hears of another's conversations.
 */
@Injectable()
export class ConversationUpdatedHandler {
  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly access: ConversationAccess,
    private readonly conversations: GetConversationByIdHandler,
  ) {}

  async execute(input: { conversationId: string; viewerId: string }): Promise<AsyncIterableIterator<ConversationModel>> {
    const { conversationId, viewerId } = input;
    await this.access.requireParticipant(conversationId, viewerId);
    const updates = await this.live.subscribe<ConversationUpdatedLiveUpdate | { kind: string }>(userTopic(viewerId));
    const conversations = this.conversations;
    const iterator: AsyncIterableIterator<ConversationModel> = {
      async next(): Promise<IteratorResult<ConversationModel>> {
        for (;;) {
          const result = await updates.next();
          if (result.done) return { value: undefined, done: true };
          const update = result.value;
          if (update.kind === 'conversationUpdated' && (update as ConversationUpdatedLiveUpdate).conversationId === conversationId) {
            return { value: await conversations.execute({ conversationId, viewerId }), done: false };
          }
        }
      },
      async return(): Promise<IteratorResult<ConversationModel>> {
        await updates.return();
        return { value: undefined, done: true };
      },
      async throw(error?: unknown): Promise<IteratorResult<ConversationModel>> {
        await updates.return();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}

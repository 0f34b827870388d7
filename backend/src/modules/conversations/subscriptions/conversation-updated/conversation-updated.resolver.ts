import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { ConversationUpdatedHandler } from './conversation-updated.handler';

@Resolver()
export class ConversationUpdatedResolver {
  constructor(private readonly handler: ConversationUpdatedHandler) {}

  @SignedIn()
  @Subscription(() => ConversationModel, {
    description:
      'The conversation `conversationId` as you see it, again each time it changes without a message: its request accepted, declined, cancelled or edited, its pair linked. ' +
      'For its two participants only.',
    resolve: (conversation: ConversationModel) => conversation,
  })
  conversationUpdated(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<AsyncIterableIterator<ConversationModel>> {
    return this.handler.execute({ conversationId, viewerId: viewer.userId });
  }
}

import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { MessageModel } from '../../../conversations/conversation.models';
import { MessageAddedHandler } from './message-added.handler';

@Resolver()
export class MessageAddedResolver {
  constructor(private readonly handler: MessageAddedHandler) {}

  @SignedIn()
  @Subscription(() => MessageModel, {
    description: 'Each new message in your conversations (yours too, for your other tabs); only those of `conversationId` when given.',
    resolve: (message: MessageModel) => message,
  })
  async messageAdded(
    @CurrentViewer() viewer: Viewer,
    @Args('conversationId', { type: () => ID, nullable: true }) conversationId?: string | null,
  ): Promise<AsyncIterableIterator<MessageModel>> {
    return this.handler.execute({ viewerId: viewer.userId, conversationId: conversationId ?? null });
  }
}

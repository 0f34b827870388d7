import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { MessagesReadEventModel } from '../../../conversations/conversation.models';
import { MessagesReadHandler } from './messages-read.handler';

@Resolver()
export class MessagesReadResolver {
  constructor(private readonly handler: MessagesReadHandler) {}

  @SignedIn()
  @Subscription(() => MessagesReadEventModel, {
    description: 'Read receipts of a conversation of yours: who read up to which message.',
    resolve: (read: MessagesReadEventModel) => read,
  })
  async messagesRead(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<AsyncIterableIterator<MessagesReadEventModel>> {
    return this.handler.execute({ viewerId: viewer.userId, conversationId });
  }
}

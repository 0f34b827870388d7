import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { MessagePageModel } from '../../conversation.models';
import { MESSAGE_PAGE_SIZE } from '../../conversation-stream';
import { GetMessagesForConversationHandler } from './get-messages-for-conversation.handler';

@Resolver()
export class GetMessagesForConversationResolver {
  constructor(private readonly handler: GetMessagesForConversationHandler) {}

  @SignedIn()
  @Query(() => MessagePageModel, {
    description:
      'Messages of a conversation named by `conversationId` or by its two participants (`users`), oldest first: the newest `limit` (default 20), or those before the message `before` to load older ones.',
  })
  getMessagesForConversation(
    @CurrentViewer() viewer: Viewer,
    @Args('users', { type: () => [ID], nullable: true }) users?: string[] | null,
    @Args('conversationId', { type: () => ID, nullable: true }) conversationId?: string | null,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: MESSAGE_PAGE_SIZE }) limit?: number | null,
    @Args('before', { type: () => ID, nullable: true }) before?: string | null,
  ): Promise<MessagePageModel> {
    return this.handler.execute({ viewerId: viewer.userId, conversationId: conversationId ?? null, users: users ?? null, limit: limit ?? MESSAGE_PAGE_SIZE, before: before ?? null });
  }
}

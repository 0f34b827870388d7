import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { conversationIdFor } from '../../conversation-ids';
import { MessagePageModel } from '../../conversation.models';
import { ConversationViews, MESSAGE_PAGE_SIZE } from '../../conversation-views.service';

export const MessagesQueryMessages = {
  conversationNeeded: 'Please name the conversation: its id, or its two participants.',
} as const;

@Resolver()
export class GetMessagesForConversationResolver {
  constructor(private readonly views: ConversationViews) {}

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
    const id = conversationId ?? (users?.length === 2 ? conversationIdFor(users[0], users[1]) : null);
    if (!id) throw DomainError.fromFieldErrors({ conversationId: MessagesQueryMessages.conversationNeeded });
    return this.views.messages(id, viewer.userId, limit ?? MESSAGE_PAGE_SIZE, before ?? null);
  }
}

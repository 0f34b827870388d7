import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationPageModel } from '../../conversation.models';
import { GetPaginatedConversationListHandler } from './get-paginated-conversation-list.handler';

@Resolver()
export class GetPaginatedConversationListResolver {
  constructor(private readonly handler: GetPaginatedConversationListHandler) {}

  @SignedIn()
  @Query(() => ConversationPageModel, {
    description:
      'The Inbox: page `pageNumber` (from 1) of 10 conversations, latest activity first; active or archived (`isActiveContext`), where you are the tutor or the client (`isTutorContext`).',
  })
  getPaginatedConversationList(
    @Args('pageNumber', { type: () => Int }) pageNumber: number,
    @Args('isActiveContext', { type: () => Boolean }) isActiveContext: boolean,
    @Args('isTutorContext', { type: () => Boolean }) isTutorContext: boolean,
    @CurrentViewer() viewer: Viewer,
  ): Promise<ConversationPageModel> {
    return this.handler.execute({ viewerId: viewer.userId, pageNumber, role: isTutorContext ? 'TUTOR' : 'CLIENT', archived: !isActiveContext });
  }
}

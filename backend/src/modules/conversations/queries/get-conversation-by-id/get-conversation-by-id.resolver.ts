import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { ConversationViews } from '../../conversation-views.service';

@Resolver()
export class GetConversationByIdResolver {
  constructor(private readonly views: ConversationViews) {}

  @SignedIn()
  @Query(() => ConversationModel, { description: 'One of your conversations; FORBIDDEN for anyone but its two participants.' })
  getConversationByID(@Args('conversationId', { type: () => ID }) conversationId: string, @CurrentViewer() viewer: Viewer): Promise<ConversationModel> {
    return this.views.conversation(conversationId, viewer.userId);
  }
}

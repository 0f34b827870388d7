import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { GetConversationByIdHandler } from './get-conversation-by-id.handler';

@Resolver()
export class GetConversationByIdResolver {
  constructor(private readonly handler: GetConversationByIdHandler) {}

  @SignedIn()
  @Query(() => ConversationModel, { description: 'One of your conversations; FORBIDDEN for anyone but its two participants.' })
  getConversationByID(@Args('conversationId', { type: () => ID }) conversationId: string, @CurrentViewer() viewer: Viewer): Promise<ConversationModel> {
    return this.handler.execute({ conversationId, viewerId: viewer.userId });
  }
}

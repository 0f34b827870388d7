import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationCommands } from '../../conversation-commands.service';
import { ConversationViews } from '../../conversation-views.service';

@Resolver()
export class ReadMessageMutationResolver {
  constructor(
    private readonly conversations: ConversationCommands,
    private readonly views: ConversationViews,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Marks every message of the conversation so far as read by you. True when done (also when nothing was unread).' })
  async readMessageMutation(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.views.requireParticipant(conversationId, viewer.userId);
    await this.conversations.run(conversationId, { type: 'ReadMessages', data: { readerId: viewer.userId } }, this.conversations.contextOf(context, viewer.userId));
    return true;
  }
}

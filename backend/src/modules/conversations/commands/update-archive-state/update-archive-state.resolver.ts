import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationCommands } from '../../conversation-commands.service';
import { ConversationModel } from '../../conversation.models';
import { ConversationViews } from '../../conversation-views.service';

@Resolver()
export class UpdateArchiveStateResolver {
  constructor(
    private readonly conversations: ConversationCommands,
    private readonly views: ConversationViews,
  ) {}

  @SignedIn()
  @Mutation(() => ConversationModel, { description: 'Moves the conversation to your archived (true) or active (false) conversations; the other participant is not affected.' })
  async updateArchiveState(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('isArchived', { type: () => Boolean }) isArchived: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ConversationModel> {
    await this.views.requireParticipant(conversationId, viewer.userId);
    await this.conversations.run(
      conversationId,
      { type: 'SetArchiveState', data: { userId: viewer.userId, isArchived } },
      this.conversations.contextOf(context, viewer.userId),
    );
    return this.views.conversation(conversationId, viewer.userId);
  }
}

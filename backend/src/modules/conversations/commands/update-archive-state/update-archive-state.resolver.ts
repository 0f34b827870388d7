import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { UpdateArchiveStateHandler } from './update-archive-state.handler';

@Resolver()
export class UpdateArchiveStateResolver {
  constructor(
    private readonly handler: UpdateArchiveStateHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ConversationModel, { description: 'Moves the conversation to your archived (true) or active (false) conversations; the other participant is not affected.' })
  updateArchiveState(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('isArchived', { type: () => Boolean }) isArchived: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ConversationModel> {
    return this.handler.execute({ conversationId, userId: viewer.userId, isArchived }, this.pipeline.contextOf(context, viewer.userId));
  }
}

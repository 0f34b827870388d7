import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReadMessageMutationHandler } from './read-message-mutation.handler';

@Resolver()
export class ReadMessageMutationResolver {
  constructor(
    private readonly handler: ReadMessageMutationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Marks every message of the conversation so far as read by you. True when done (also when nothing was unread).' })
  async readMessageMutation(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.handler.execute({ conversationId, readerId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}

import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UnPairWithUserHandler } from './un-pair-with-user.handler';

@Resolver()
export class UnPairWithUserResolver {
  constructor(
    private readonly handler: UnPairWithUserHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Ends the active pair of the viewer and this user, whichever of the two is the tutor. NOT_FOUND when they have no pair.' })
  async unPairWithUser(@Args('userId', { type: () => ID }) userId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ viewerId: viewer.userId, userId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}

import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { DropSessionHandler } from './drop-session.handler';

@Resolver()
export class DropSessionResolver {
  constructor(
    private readonly handler: DropSessionHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The viewer leaves an upcoming drop-in or group session.' })
  async dropSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    await this.handler.execute({ sessionId, userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}

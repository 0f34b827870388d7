import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { FixErrorSessionHandler } from './fix-error-session.handler';

@Resolver()
export class FixErrorSessionResolver {
  constructor(
    private readonly handler: FixErrorSessionHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, {
    description: 'A participant fixes a session whose payout failed (after updating the card): it is RECENTLY_COMPLETED again and processed again now.',
  })
  async fixErrorSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    await this.handler.execute({ sessionId, userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}

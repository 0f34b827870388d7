import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { AdminFixErrorSessionHandler } from './admin-fix-error-session.handler';

@Resolver()
export class AdminFixErrorSessionResolver {
  constructor(
    private readonly handler: AdminFixErrorSessionHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => SessionModel, {
    description: 'An admin fixes a session whose payout failed: it is RECENTLY_COMPLETED again and processed again now. Admins only.',
  })
  async adminFixErrorSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    await this.handler.execute({ sessionId }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}

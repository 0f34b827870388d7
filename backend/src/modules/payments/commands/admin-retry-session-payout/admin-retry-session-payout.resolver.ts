import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminRetrySessionPayoutHandler } from './admin-retry-session-payout.handler';

@Resolver()
export class AdminRetrySessionPayoutResolver {
  constructor(
    private readonly handler: AdminRetrySessionPayoutHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "Runs a session's payout job again now (it resumes where it stopped, never charging or paying twice); true once queued or running. Recorded on the session (SessionPayoutRetryRequested, with the admin)." })
  async adminRetrySessionPayout(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ sessionId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}

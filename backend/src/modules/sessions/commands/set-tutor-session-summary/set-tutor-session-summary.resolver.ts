import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { SetTutorSessionSummaryHandler } from './set-tutor-session-summary.handler';

@Resolver()
export class SetTutorSessionSummaryResolver {
  constructor(
    private readonly handler: SetTutorSessionSummaryHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The tutor’s summary of a session that has ended.' })
  async setTutorSessionSummary(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('tutorSummary', { type: () => String }) tutorSummary: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.handler.execute({ sessionId, userId: viewer.userId, tutorSummary }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}

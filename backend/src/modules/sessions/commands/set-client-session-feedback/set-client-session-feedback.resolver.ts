import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { SetClientSessionFeedbackHandler } from './set-client-session-feedback.handler';

@Resolver()
export class SetClientSessionFeedbackResolver {
  constructor(
    private readonly handler: SetClientSessionFeedbackHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The client’s feedback on a session that has ended.' })
  async setClientSessionFeedback(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('clientFeedback', { type: () => String }) clientFeedback: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.handler.execute({ sessionId, userId: viewer.userId, clientFeedback }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}

import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PostSessionFeedbackModel } from '../../session.models';
import { CreatePostSessionFeedbackHandler } from './create-post-session-feedback.handler';

@Resolver()
export class CreatePostSessionFeedbackResolver {
  constructor(
    private readonly handler: CreatePostSessionFeedbackHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => PostSessionFeedbackModel, { description: 'The client answers the check-in survey of a session that has ended, once.' })
  async createPostSessionFeedback(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('q1Score', { type: () => Int }) q1Score: number,
    @Args('q2Score', { type: () => Int }) q2Score: number,
    @Args('q3Score', { type: () => Int }) q3Score: number,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('extraComments', { type: () => String, nullable: true }) extraComments?: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'The same key on a retry records the survey once and answers it again.' }) idempotencyKey?: string | null,
  ): Promise<PostSessionFeedbackModel> {
    const { tutorId, tuteeId } = await this.handler.execute(
      { sessionId, tuteeId: viewer.userId, q1Score, q2Score, q3Score, extraComments: extraComments ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
    return { sessionId, tutorId, tuteeId, q1Score, q2Score, q3Score, extraComments: (extraComments ?? '').trim() };
  }
}

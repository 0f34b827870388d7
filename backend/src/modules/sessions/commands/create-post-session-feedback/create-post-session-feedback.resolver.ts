import { Args, Field, ID, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionFeedback } from '../../session-feedback.service';

@ObjectType('PostSessionFeedback', { description: 'A client’s check-in survey after a session; scores are whole numbers from 1 to 5.' })
export class PostSessionFeedbackModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) tutorId!: string;
  @Field(() => ID) tuteeId!: string;
  @Field(() => Int) q1Score!: number;
  @Field(() => Int) q2Score!: number;
  @Field(() => Int) q3Score!: number;
  @Field(() => String) extraComments!: string;
}

@Resolver()
export class CreatePostSessionFeedbackResolver {
  constructor(
    private readonly feedback: SessionFeedback,
    private readonly sessions: SessionCommands,
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
  ): Promise<PostSessionFeedbackModel> {
    const { tutorId, tuteeId } = await this.feedback.givePostSessionFeedback(
      { sessionId, q1Score, q2Score, q3Score, extraComments: extraComments ?? null },
      this.sessions.contextOf(context, viewer.userId),
    );
    return { sessionId, tutorId, tuteeId, q1Score, q2Score, q3Score, extraComments: (extraComments ?? '').trim() };
  }
}

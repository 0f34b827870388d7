import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { QuizAttemptResultModel } from '../../onboarding.models';
import { TutorHasCompletedQuizHandler } from './tutor-has-completed-quiz.handler';
import { QuizAnswerInput } from './tutor-has-completed-quiz.input';

@Resolver()
export class TutorHasCompletedQuizResolver {
  constructor(
    private readonly handler: TutorHasCompletedQuizHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => QuizAttemptResultModel, {
    description: "The signed-in tutor's answers to the quiz on the platform rules, graded and recorded; a failed attempt can be retried, and once passed nothing more is recorded.",
  })
  async tutorHasCompletedQuiz(
    @Args('answers', { type: () => [QuizAnswerInput] }) answers: QuizAnswerInput[],
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<QuizAttemptResultModel> {
    return this.handler.execute({ tutorId: viewer.userId, answers }, this.pipeline.contextOf(context, viewer.userId));
  }
}

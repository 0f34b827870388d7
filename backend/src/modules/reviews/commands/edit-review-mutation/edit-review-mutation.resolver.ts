import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReviewWithScoreModel } from '../../review-answer';
import { EditReviewMutationHandler } from './edit-review-mutation.handler';

@Resolver()
export class EditReviewMutationResolver {
  constructor(
    private readonly handler: EditReviewMutationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ReviewWithScoreModel, { description: 'The viewer replaces the score and comments of their review of the tutor.' })
  editReviewMutation(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('score', { type: () => Int }) score: number,
    @Args('comments', { type: () => String }) comments: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ReviewWithScoreModel> {
    return this.handler.execute({ tutorId, clientId: viewer.userId, score, comments }, this.pipeline.contextOf(context, viewer.userId));
  }
}

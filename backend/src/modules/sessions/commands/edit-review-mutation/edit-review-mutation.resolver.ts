import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReviewCommands } from '../../../reviews/review-commands.service';
import { reviewAnswer, ReviewWithScoreModel } from '../add-review-mutation/review-answer';

@Resolver()
export class EditReviewMutationResolver {
  constructor(
    private readonly reviews: ReviewCommands,
    private readonly readModels: ReadModels,
  ) {}

  @SignedIn()
  @Mutation(() => ReviewWithScoreModel, { description: 'The viewer replaces the score and comments of their review of the tutor.' })
  async editReviewMutation(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('score', { type: () => Int }) score: number,
    @Args('comments', { type: () => String }) comments: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ReviewWithScoreModel> {
    await this.reviews.editReview({ tutorId, clientId: viewer.userId, score, comments }, this.reviews.contextOf(context, viewer.userId));
    return reviewAnswer(this.readModels, tutorId, viewer.userId);
  }
}

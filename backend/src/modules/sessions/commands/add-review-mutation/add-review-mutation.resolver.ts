import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReviewCommands } from '../../../reviews/review-commands.service';
import { requirePairedClient, reviewAnswer, ReviewWithScoreModel } from './review-answer';

@Resolver()
export class AddReviewMutationResolver {
  constructor(
    private readonly reviews: ReviewCommands,
    private readonly readModels: ReadModels,
  ) {}

  @SignedIn()
  @Mutation(() => ReviewWithScoreModel, { description: 'The viewer, a client who has worked with the tutor, reviews them: a score from 1 to 5 and comments; one review per tutor.' })
  async addReviewMutation(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('score', { type: () => Int }) score: number,
    @Args('comments', { type: () => String }) comments: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ReviewWithScoreModel> {
    await requirePairedClient(this.readModels, tutorId, viewer.userId);
    await this.reviews.addReview({ tutorId, clientId: viewer.userId, score, comments }, this.reviews.contextOf(context, viewer.userId));
    return reviewAnswer(this.readModels, tutorId, viewer.userId);
  }
}

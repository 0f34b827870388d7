import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { ReviewModel } from '../../review.model';
import { assertVisibleTo } from '../../tutor-visibility';
import { GetAllReviewsForTutorQueryHandler } from './get-all-reviews-for-tutor-query.handler';

@Resolver()
export class GetAllReviewsForTutorQueryResolver {
  constructor(private readonly handler: GetAllReviewsForTutorQueryHandler) {}

  @Query(() => [ReviewModel], {
    description: 'Every review of a tutor, newest first. NOT_FOUND unless the tutor is searchable, or the viewer is the tutor or an admin. Public.',
  })
  async getAllReviewsForTutorQuery(@Args('tutorId', { type: () => ID }) tutorId: string, @Context() context: GraphqlContext): Promise<ReviewModel[]> {
    const { tutor, reviews } = await this.handler.execute({ tutorId });
    await assertVisibleTo(tutor, context);
    return reviews.map(ReviewModel.fromDocument);
  }
}

import { Args, Field, Float, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { ReviewModel } from '../../review.model';
import { assertVisibleTo } from '../../tutor-visibility';
import { TutorModel } from '../../tutor.model';
import { GetUserByProfilePageIdAndReviewsHandler } from './get-user-by-profile-page-id-and-reviews.handler';

@ObjectType('TutorProfilePage')
export class TutorProfilePageModel {
  @Field(() => TutorModel) tutor!: TutorModel;
  @Field(() => [ReviewModel], { description: 'Newest first, at most 5.' }) reviews!: ReviewModel[];
  @Field(() => Float, { nullable: true, description: 'Average review score to 1 decimal; null without reviews.' }) updatedAvgScore!: number | null;
  @Field(() => Int) reviewCount!: number;
}

@Resolver()
export class GetUserByProfilePageIdAndReviewsResolver {
  constructor(private readonly handler: GetUserByProfilePageIdAndReviewsHandler) {}

  @Query(() => TutorProfilePageModel, {
    nullable: true,
    description: 'The tutor of the page /tutor/{profilePageId} with their 5 newest reviews. NOT_FOUND unless the tutor is searchable, or the viewer is the tutor or an admin. Public.',
  })
  async getUserByProfilePageIdAndReviews(
    @Args('profilePageId', { type: () => String }) profilePageId: string,
    @Context() context: GraphqlContext,
  ): Promise<TutorProfilePageModel> {
    const found = await this.handler.execute({ profilePageId });
    const tutor = await assertVisibleTo(found?.tutor ?? null, context);
    return {
      tutor: TutorModel.fromDocument(tutor),
      reviews: (found?.reviews ?? []).map(ReviewModel.fromDocument),
      updatedAvgScore: tutor.avgReviewScore,
      reviewCount: tutor.reviewCount,
    };
  }
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ReviewDocument } from '../../../projections/reviews/reviews.projection';

@ObjectType('Review')
export class ReviewModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) tutorId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => String) clientFirstName!: string;
  @Field(() => String) clientLastName!: string;
  @Field(() => String, { nullable: true }) clientProfilePic!: string | null;
  @Field(() => Int, { description: '1 to 5.' }) score!: number;
  @Field(() => String) comments!: string;
  @Field(() => String, { description: 'ISO-8601 instant the review was written.' }) createdAt!: string;
  @Field(() => String, { description: 'ISO-8601 instant of its last edit (its creation when never edited).' }) updatedAt!: string;

  static fromDocument(review: ReviewDocument): ReviewModel {
    return {
      id: review._id,
      tutorId: review.tutorId,
      clientId: review.clientId,
      clientFirstName: review.clientFirstName,
      clientLastName: review.clientLastName,
      clientProfilePic: review.clientProfilePic,
      score: review.score,
      comments: review.comments,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
    };
  }
}

import { Field, Float, ObjectType } from '@nestjs/graphql';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { userDecider } from '../../../domain/accounts/user.decider';
import { ReviewMessages } from '../../../domain/reviews/review.rules';
import { DomainError, ForbiddenError } from '../../../domain/shared/domain-error';
import { findPairOf } from '../../../projections/pairs/pairs.projection';
import { REVIEWS_COLLECTION, ReviewDocument } from '../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';
import { ReviewModel } from '../tutor-search/review.model';
import { reviewStream } from './review-stream';

/** Only a client who has been paired with the tutor reviews them. */
export const REVIEW_NEEDS_PAIR_MESSAGE = 'You can review only tutors you have worked with.';

@ObjectType('ReviewWithScore', { description: 'A review as written, with the tutor’s average score after it.' })
export class ReviewWithScoreModel extends ReviewModel {
  @Field(() => Float, { nullable: true, description: 'The tutor’s average review score, rounded to 1 decimal.' }) updatedAvgScore!: number | null;
}

export async function requirePairedClient(readModels: ReadModels, tutorId: string, clientId: string): Promise<void> {
  if (!(await findPairOf(readModels, tutorId, clientId))) throw new ForbiddenError(REVIEW_NEEDS_PAIR_MESSAGE);
}

/** The one reviewed must be a tutor (their account, folded through the pipeline). */
export async function requireTutor(pipeline: CommandPipeline, tutorId: string): Promise<void> {
  const { state } = await pipeline.load(userDecider, userStreamId(tutorId));
  if (state.status !== 'registered' || !state.profileTypes.includes('TUTOR')) throw new DomainError(ReviewMessages.tutorNotFound);
}

/** The review and the tutor's new average, read once the review read models hold the change. */
export async function reviewAnswer(readModels: ReadModels, tutorId: string, clientId: string): Promise<ReviewWithScoreModel> {
  const [review, tutor] = await Promise.all([
    readModels.collection<ReviewDocument>(REVIEWS_COLLECTION).findOne({ _id: reviewStream.reviewIdOf(tutorId, clientId) }),
    findTutorById(readModels, tutorId),
  ]);
  if (!review) throw new NotFoundError();
  return { ...ReviewModel.fromDocument(review), updatedAvgScore: tutor?.avgReviewScore ?? null };
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findReviewsOfTutor, ReviewDocument } from '../../../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorById, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';
import { GetAllReviewsForTutorQuery } from './get-all-reviews-for-tutor.query';

@QueryHandler(GetAllReviewsForTutorQuery)
export class GetAllReviewsForTutorHandler implements IQueryHandler<GetAllReviewsForTutorQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ tutorId }: GetAllReviewsForTutorQuery): Promise<{ tutor: TutorSearchDocument | null; reviews: ReviewDocument[] }> {
    const tutor = await findTutorById(this.readModels, tutorId);
    return { tutor, reviews: tutor ? await findReviewsOfTutor(this.readModels, tutor._id) : [] };
  }
}

import { Query } from '@nestjs/cqrs';
import { ReviewDocument } from '../../../../../projections/reviews/reviews.projection';
import { TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

/** Every review of a tutor, newest first, with the tutor (null when unknown) for the visibility rule. */
export class GetAllReviewsForTutorQuery extends Query<{ tutor: TutorSearchDocument | null; reviews: ReviewDocument[] }> {
  constructor(readonly tutorId: string) {
    super();
  }
}

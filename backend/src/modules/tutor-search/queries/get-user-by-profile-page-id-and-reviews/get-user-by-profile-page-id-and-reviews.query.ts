import { Query } from '@nestjs/cqrs';
import { ReviewDocument } from '../../../../../projections/reviews/reviews.projection';
import { TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

export interface TutorWithReviews {
  tutor: TutorSearchDocument;
  /** Newest first, at most PROFILE_PAGE_REVIEWS. */
  reviews: ReviewDocument[];
}

/** The tutor of a profile page id with their newest reviews, whoever may see them; the resolver applies who may. */
export class GetUserByProfilePageIdAndReviewsQuery extends Query<TutorWithReviews | null> {
  constructor(readonly profilePageId: string) {
    super();
  }
}

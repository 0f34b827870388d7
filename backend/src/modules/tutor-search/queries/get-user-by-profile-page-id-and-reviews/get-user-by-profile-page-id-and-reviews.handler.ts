import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findReviewsOfTutor } from '../../../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorByProfilePageId } from '../../../../../projections/tutor-search/tutor-search.projection';
import { GetUserByProfilePageIdAndReviewsQuery, TutorWithReviews } from './get-user-by-profile-page-id-and-reviews.query';

/** A profile page shows this many reviews, newest first; getAllReviewsForTutorQuery gives the rest. */
export const PROFILE_PAGE_REVIEWS = 5;

@QueryHandler(GetUserByProfilePageIdAndReviewsQuery)
export class GetUserByProfilePageIdAndReviewsHandler implements IQueryHandler<GetUserByProfilePageIdAndReviewsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profilePageId }: GetUserByProfilePageIdAndReviewsQuery): Promise<TutorWithReviews | null> {
    const id = profilePageId.trim();
    const tutor = id === '' ? null : await findTutorByProfilePageId(this.readModels, id);
    if (!tutor) return null;
    return { tutor, reviews: await findReviewsOfTutor(this.readModels, tutor._id, PROFILE_PAGE_REVIEWS) };
  }
}

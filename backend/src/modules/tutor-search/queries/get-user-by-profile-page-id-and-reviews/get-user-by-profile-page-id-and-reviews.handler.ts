import { Injectable } from '@nestjs/common';
import { findReviewsOfTutor, ReviewDocument } from '../../../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorByProfilePageId, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

export interface TutorWithReviews {
  tutor: TutorSearchDocument;
  /** Newest first, at most PROFILE_PAGE_REVIEWS. */
  reviews: ReviewDocument[];
}

/** The tutor of a profile page id with their newest reviews, whoever may see them; the resolver applies who may. */
export interface GetUserByProfilePageIdAndReviewsInput {
  profilePageId: string;
}

/** A profile page shows this many reviews, newest first; getAllReviewsForTutorQuery gives the rest. */
export const PROFILE_PAGE_REVIEWS = 5;

@Injectable()
export class GetUserByProfilePageIdAndReviewsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profilePageId }: GetUserByProfilePageIdAndReviewsInput): Promise<TutorWithReviews | null> {
    const id = profilePageId.trim();
    const tutor = id === '' ? null : await findTutorByProfilePageId(this.readModels, id);
    if (!tutor) return null;
    return { tutor, reviews: await findReviewsOfTutor(this.readModels, tutor._id, PROFILE_PAGE_REVIEWS) };
  }
}

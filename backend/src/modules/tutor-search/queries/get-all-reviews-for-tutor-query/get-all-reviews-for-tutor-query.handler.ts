import { Injectable } from '@nestjs/common';
import { findReviewsOfTutor, ReviewDocument } from '../../../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorById, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

/** Every review of a tutor, newest first, with the tutor (null when unknown) for the visibility rule. */
export interface GetAllReviewsForTutorInput {
  tutorId: string;
}

@Injectable()
export class GetAllReviewsForTutorQueryHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ tutorId }: GetAllReviewsForTutorInput): Promise<{ tutor: TutorSearchDocument | null; reviews: ReviewDocument[] }> {
    const tutor = await findTutorById(this.readModels, tutorId);
    return { tutor, reviews: tutor ? await findReviewsOfTutor(this.readModels, tutor._id) : [] };
  }
}

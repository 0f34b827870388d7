import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ALL_TUTORS_KEY } from '../../../../../projections/tutor-search/search-keys';
import { TutorCard } from '../../../../../projections/tutor-search/tutor-card';
import { findRankedTutorCards } from '../../../../../projections/tutor-search/tutor-search.projection';

export interface GetTopActiveTutorsInput {
  numberTutors: number;
}

/** The best-ranked searchable tutors (the strip on the Tutors tab). */
@Injectable()
export class GetTopActiveTutorsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ numberTutors }: GetTopActiveTutorsInput): Promise<TutorCard[]> {
    return findRankedTutorCards(this.readModels, { searchKeys: ALL_TUTORS_KEY }, 0, numberTutors);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { schoolIdKey, schoolNameKey, schoolPlaceKey } from '../../../../../projections/tutor-search/search-keys';
import { TutorCard } from '../../../../../projections/tutor-search/tutor-card';
import { findRankedTutorCards } from '../../../../../projections/tutor-search/tutor-search.projection';

export interface GetTutorsBySchoolInput {
  school: string;
  city: string | null;
  state: string | null;
}

/** At most this many tutors of one school, best-ranked first. */
export const MAX_TUTORS_BY_SCHOOL = 50;

/**
 * Searchable tutors of a school, named as on their profile (case, accents and punctuation aside)
 * or by its catalog id; with a city and state, only the school of that name there.
 */
@Injectable()
export class GetTutorsBySchoolHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ school, city, state }: GetTutorsBySchoolInput): Promise<TutorCard[]> {
    const name = school.trim();
    if (name === '') return [];
    const byName = city?.trim() && state?.trim() ? schoolPlaceKey(name, city, state) : schoolNameKey(name);
    return findRankedTutorCards(this.readModels, { searchKeys: { $in: [byName, schoolIdKey(name)] } }, 0, MAX_TUTORS_BY_SCHOOL);
  }
}

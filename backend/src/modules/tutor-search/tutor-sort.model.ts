import { registerEnumType } from '@nestjs/graphql';

export enum TutorSortTypeEnum {
  RELEVANCE = 'RELEVANCE',
  RATING = 'RATING',
  HOURS_TUTORED = 'HOURS_TUTORED',
  PRICE_LOW_TO_HIGH = 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW = 'PRICE_HIGH_TO_LOW',
  DISTANCE = 'DISTANCE',
}
registerEnumType(TutorSortTypeEnum, {
  name: 'TutorSortType',
  description: 'RELEVANCE: best-ranked first (the default); RATING, HOURS_TUTORED: highest first; PRICE_*: by hourly wage; DISTANCE: nearest the ZIP code first.',
});

/** The tutor's own level, as tutorGradeFilter gives it: 'HIGH_SCHOOL' or 'COLLEGE' (any case, space or underscore); anything else filters nothing. */
export function tutorLevelOf(filter: string | null | undefined): 'HIGH_SCHOOL' | 'COLLEGE' | null {
  const level = (filter ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  return level === 'HIGH_SCHOOL' || level === 'COLLEGE' ? level : null;
}

/** What searchActiveTutorText and searchActiveTutorTextByLocation say of themselves. */
export const TEXT_SEARCH_DESCRIPTION =
  'Searchable tutors who teach the course or subject `input` names, or whose name has a word starting with each of its words; gradeFilter keeps tutors who teach that grade, tutorGradeFilter (HIGH_SCHOOL or COLLEGE) tutors of that level; pages of 10.';

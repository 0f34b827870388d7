import { TutorSummary } from '../../../components/tutor/tutor-summary';

/** A tutor as a search result card shows it. */
export interface TutorCardData extends TutorSummary {
  /** Miles from the searched ZIP; only on local results. */
  distanceMiles: number | null;
}

/**
 * A tutor's school has no id of its own in the cache: every query selects the same fields of it, so
 * one answer never drops fields another stored.
 */
export const TUTOR_SCHOOL_FIELDS = `
  id
  name
  city
  state
`;

/** The `Tutor` fields a tutor card needs; every search query selecting tutors for cards uses it. */
export const TUTOR_CARD_FIELDS = `
  id
  profileId
  profilePageId
  firstName
  lastInitial
  school {
    ${TUTOR_SCHOOL_FIELDS}
  }
  bio
  hourlyWage
  avgReviewScore
  reviewCount
  hoursTutored
  teaches
  avaliabilityDesc
  distanceMiles
`;

import type { SearchTutorsByCourseQuery } from '../../lib/graphql/generated';

/** A tutor as a search result card shows it (TUTOR_CARD_FIELDS); distanceMiles only on local results. */
export type TutorCardData = SearchTutorsByCourseQuery['searchTutorsByCourse']['localTutors'][number];

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
  profilePicture {
    src
    rotation
  }
  distanceMiles
`;

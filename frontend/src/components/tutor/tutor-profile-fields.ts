import type { GetProfilePageQuery, GetTutorProfileReviewsQuery } from '../../lib/graphql/generated';

/** A tutor as the profile page shows it (TUTOR_PROFILE_FIELDS). */
export type TutorProfile = NonNullable<GetProfilePageQuery['getProfilePage']>;
/** A review as REVIEW_FIELDS selects it. */
export type Review = GetTutorProfileReviewsQuery['getAllReviewsForTutorQuery'][number];

/**
 * The `Tutor` fields the profile page shows. The school's fields are the ones every tutor query of
 * the app selects (a school has no id of its own in the cache).
 */
export const TUTOR_PROFILE_FIELDS = `
  id
  profileId
  profilePageId
  firstName
  lastInitial
  school {
    id
    name
    city
    state
  }
  isHighSchoolTutor
  bio
  hourlyWage
  avgReviewScore
  reviewCount
  hoursTutored
  subjects
  teaches
  gradesForTutoring
  sessionPreference
  avaliabilityDesc
  dailyAvaliability {
    day
    times
  }
  location {
    city
    state
  }
  profilePicture {
    src
    rotation
  }
`;

export const REVIEW_FIELDS = `
  id
  tutorId
  clientId
  clientFirstName
  clientLastName
  clientProfilePic
  score
  comments
  createdAt
  updatedAt
`;

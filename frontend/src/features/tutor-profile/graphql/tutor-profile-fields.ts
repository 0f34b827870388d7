import { DayAvailability, GradeLevel, TutorSummary } from '../../../components/tutor/tutor-summary';

/** A tutor as the profile page shows it. */
export interface TutorProfile extends TutorSummary {
  isHighSchoolTutor: boolean;
  subjects: string[];
  gradesForTutoring: GradeLevel[];
  sessionPreference: string;
  dailyAvaliability: DayAvailability[];
  location: { city: string; state: string } | null;
}

export interface Review {
  id: string;
  tutorId: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientProfilePic: string | null;
  score: number;
  comments: string;
  createdAt: string;
  updatedAt: string;
}

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

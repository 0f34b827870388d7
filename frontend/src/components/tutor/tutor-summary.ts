/** Spec section 9 / backend GradeLevel: the grade levels a student can be in and a tutor can teach. */
export const GRADE_LEVELS = ['ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export function isGradeLevel(value: unknown): value is GradeLevel {
  return typeof value === 'string' && (GRADE_LEVELS as readonly string[]).includes(value);
}

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;

export interface TutorSchool {
  /** The catalog institution; null for a school typed in by hand. */
  id: string | null;
  name: string;
  city: string;
  state: string;
}

/**
 * What the tutor card and the profile page show of a tutor (a subset of the API's `Tutor`), so
 * the pieces here serve both features whatever else each of them selects.
 */
export interface TutorSummary {
  id: string;
  profileId: string;
  profilePageId: string;
  firstName: string;
  lastInitial: string;
  school: TutorSchool | null;
  bio: string | null;
  hourlyWage: number | null;
  /** One decimal; null without reviews. */
  avgReviewScore: number | null;
  reviewCount: number;
  /** One decimal. */
  hoursTutored: number;
  /** Course names then subjects. */
  teaches: string[];
  avaliabilityDesc: string | null;
}

export interface DayAvailability {
  day: string;
  times: string[];
}

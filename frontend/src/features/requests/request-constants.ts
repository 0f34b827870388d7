import { WEEKDAYS } from '../../components/tutor/tutor-summary';

/** Spec section 5, Tutor request form: the grade levels a request names (sent as these English names). */
export const REQUEST_GRADE_LEVELS = ['Elementary', 'Middle School', 'High School', 'University'] as const;
export type RequestGradeLevel = (typeof REQUEST_GRADE_LEVELS)[number];

/** Session types: no-preference (the default), in-person, online (spec section 5). */
export const SESSION_TYPES = ['no-preference', 'in-person', 'online'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const DEFAULT_SESSION_TYPE: SessionType = 'no-preference';

export const REQUEST_WEEKDAYS = WEEKDAYS;
export type Weekday = (typeof WEEKDAYS)[number];

/** Message ids of the grade levels, keyed by the value sent. */
export const GRADE_LEVEL_MESSAGE: Record<RequestGradeLevel, string> = {
  Elementary: 'requests.grade.elementary',
  'Middle School': 'requests.grade.middleSchool',
  'High School': 'requests.grade.highSchool',
  University: 'requests.grade.university',
};

export function isRequestGradeLevel(value: unknown): value is RequestGradeLevel {
  return typeof value === 'string' && (REQUEST_GRADE_LEVELS as readonly string[]).includes(value);
}

export function isSessionType(value: unknown): value is SessionType {
  return typeof value === 'string' && (SESSION_TYPES as readonly string[]).includes(value);
}

/**
 * The form's grade option for a grade the server gave back: saved preferences hold the catalog's key
 * ('HIGH_SCHOOL', 'COLLEGE'), the form sends the English name; null for anything else.
 */
export function requestGradeLevelOf(value: string | null | undefined): RequestGradeLevel | null {
  if (!value) return null;
  if (isRequestGradeLevel(value)) return value;
  const key = value.trim().toUpperCase().replace(/[\s-]+/g, '_');
  const byKey: Record<string, RequestGradeLevel> = { ELEMENTARY: 'Elementary', MIDDLE_SCHOOL: 'Middle School', HIGH_SCHOOL: 'High School', COLLEGE: 'University', UNIVERSITY: 'University' };
  return byKey[key] ?? null;
}

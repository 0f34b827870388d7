/**
 * The shared vocabulary of finding a tutor (spec sections 3 and 9): subject categories, grade
 * levels, session preferences and weekly availability. Pure values, used by deciders, read models
 * and the API alike.
 */

/** Spec section 9, in the spec's order. */
export const SUBJECT_CATEGORIES = [
  'Art',
  'Business',
  'College Essay',
  'Engineering/Tech',
  'English',
  'Foreign Language',
  'Math',
  'Music',
  'Test Prep',
  'Science',
  'Social Studies',
  'Other',
] as const;
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number];

export function isSubjectCategory(value: string): value is SubjectCategory {
  return (SUBJECT_CATEGORIES as readonly string[]).includes(value);
}

/** Spec: Elementary, Middle School, High School, College and above (University on the request form). */
export const GRADE_LEVELS = ['ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export function isGradeLevel(value: string): value is GradeLevel {
  return (GRADE_LEVELS as readonly string[]).includes(value);
}

/** Spec section 5: session-preference values. A tutor with `online` is never searched locally, `in-person` never online. */
export const SESSION_PREFERENCES = ['no-preference', 'in-person', 'online'] as const;
export type SessionPreference = (typeof SESSION_PREFERENCES)[number];

export function isSessionPreference(value: string): value is SessionPreference {
  return (SESSION_PREFERENCES as readonly string[]).includes(value);
}

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** A tutor's usual week (spec: dailyAvaliability): the parts of each day they can teach. */
export type DailyAvailability = ReadonlyArray<{ day: Weekday; times: TimeOfDay[] }>;

/**
 * The key a course is searched by: its name lower-cased with runs of anything but letters and
 * digits turned into one dash ('Algebra 1' -> 'algebra-1'; 'AP Calculus AB' -> 'ap-calculus-ab').
 * A subject category searches as `subject-<key>` ('Math' -> 'subject-math').
 */
export function courseKeyOf(courseName: string): string {
  return courseName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function subjectKeyOf(subject: SubjectCategory): string {
  return `subject-${courseKeyOf(subject)}`;
}

import { createHash } from 'node:crypto';
import {
  courseKeyOf,
  DailyAvailability,
  GRADE_LEVELS,
  GradeLevel,
  isSubjectCategory,
  SUBJECT_CATEGORIES,
  SubjectCategory,
  subjectKeyOf,
  TIMES_OF_DAY,
  TimeOfDay,
  Weekday,
  WEEKDAYS,
} from '../catalog/catalog.vocabulary';

/**
 * Rules of a tutor's profile (spec section 5) and the messages shown when one is broken. Where the
 * spec words a message it is used word for word (marked "spec"); the others are ours, kept here so
 * the intl catalogs and the tests take them from one place.
 */
export const TutorProfileMessages = {
  profileNotFound: 'This tutor profile does not exist.',
  notATutor: 'This user is not a tutor.',
  bioTooLong: 'Your bio can be at most 2000 characters long.',
  bioGuidelines: 'Please enter a bio that abides by our user guidelines.',
  invalidHourlyWage: 'Please enter a valid hourly rate.',
  invalidAvailability: 'Please choose days of the week and times of day from the list.',
  /** spec (tutor request form, time availability) */
  availabilityGuidelines:
    'Please enter a description that describes your general availability on those days and abides by our user guidelines.',
  availabilityDescriptionTooLong: 'Your availability description can be at most 500 characters long.',
  /** spec (tutor request form) */
  zipRequired: 'Please enter a ZIP code.',
  /** spec (ZIP picker) */
  zipNotFound: 'No ZIP Code Found',
  cityRequired: 'Please enter a city.',
  invalidState: 'Please enter a valid state.',
  invalidCoordinates: 'The location of this ZIP code is unknown.',
  invalidSessionPreference: 'Please choose no preference, in-person or online.',
  schoolNameRequired: 'Please enter the name of your school.',
  schoolCityRequired: "Please enter your school's city.",
  schoolStateRequired: "Please enter your school's state.",
  schoolGuidelines: 'Please enter a school name that abides by our user guidelines.',
  schoolNotFound: 'No matching school found.',
  /** spec (tutor request form) */
  gradesRequired: 'Please select a grade level.',
  subjectsRequired: 'Please select at least one subject.',
  invalidSubject: 'Please choose subjects from the list.',
  classesRequired: 'Please choose at least one class.',
  classCourseRequired: 'Please choose a course for each class.',
  classSubjectRequired: 'Please choose a subject for each class.',
  classGuidelines: 'Please enter a school and teacher that abide by our user guidelines.',
  tooManyClasses: 'A tutor profile can list at most 100 classes.',
  courseKeysRequired: 'Please choose at least one class to remove.',
  invalidHours: 'Please enter a number of hours above 0.',
  hoursSourceRequired: 'Please say where these hours come from.',
  invalidVisibility: 'Please choose whether your profile is visible.',
  invalidHighSchoolTutor: 'Please say whether you are a high-school student.',
} as const;

export const MAX_BIO_LENGTH = 2000;
export const MAX_AVAILABILITY_DESCRIPTION_LENGTH = 500;
export const MAX_CLASSES = 100;
/** Spec: numeric input is limited to 4 characters, so no rate above 9999. */
export const MAX_HOURLY_WAGE = 9999;
export const MAX_IMPORTED_HOURS = 100_000;

/**
 * Spec: "Rates are rounded to a whole number, minimum 1 if between 0 and 1". Null for a rate that
 * cannot be one: not a finite number, 0 or less, or above the 4-digit input limit.
 */
export function roundHourlyWage(hourlyWage: number): number | null {
  if (!Number.isFinite(hourlyWage) || hourlyWage <= 0) return null;
  const rounded = Math.max(1, Math.round(hourlyWage));
  return rounded > MAX_HOURLY_WAGE ? null : rounded;
}

const PROFILE_ID_LENGTH = 10;
const MAX_FIRST_NAME_SLUG_LENGTH = 40;
const PROFILE_ID_SPACE = 36n ** BigInt(PROFILE_ID_LENGTH);

/**
 * The public id of a tutor's profile page (/u/{profileId}): 10 lower-case base-36 characters derived
 * from the user id (the first 64 bits of its SHA-256), so it is stable, reveals nothing of the user
 * id and needs no counter. 36^10 ≈ 3.7e15 values: at 100,000 tutors a clash has odds of about 1 in 700,000.
 */
export function profileIdOf(userId: string): string {
  const digest = createHash('sha256').update(`tutor-profile:${userId}`).digest();
  return (digest.readBigUInt64BE(0) % PROFILE_ID_SPACE).toString(36).padStart(PROFILE_ID_LENGTH, '0');
}

export function isProfileId(value: string): boolean {
  return /^[0-9a-z]{10}$/.test(value);
}

/** Letters and digits of a name, accents folded, lower-case, runs of anything else as one dash. */
function slugOf(name: string): string {
  return courseKeyOf(name);
}

/**
 * The readable profile page id (/tutor/{profilePageId}): `<first-name-slug>-<last-initial>-<profileId>`,
 * e.g. 'ana-maria-l-0k3x9q2b7d' for Ana María López. A name with no Latin letter or digit slugs to
 * 'tutor' (first name) or is left out (last initial).
 */
export function profilePageIdOf(firstName: string, lastName: string, profileId: string): string {
  // Bounded, so a page id stays a readable link whatever a name's length.
  const first = slugOf(firstName).slice(0, MAX_FIRST_NAME_SLUG_LENGTH).replace(/-+$/, '') || 'tutor';
  const lastInitial = slugOf(lastName).replace(/-/g, '').slice(0, 1);
  return [first, lastInitial, profileId].filter((part) => part.length > 0).join('-');
}

export function isProfilePageId(value: string): boolean {
  return /^[0-9a-z]+(?:-[0-9a-z]+)*-[0-9a-z]{10}$/.test(value);
}

/** The key a class is listed under: a subject category's own key, or the course's key. */
export function classKeyOf(course: string): string {
  return isSubjectCategory(course) ? subjectKeyOf(course) : courseKeyOf(course);
}

/**
 * The week in one form: days in calendar order, each once (times of repeated days merged), times
 * in the day's order, days without times left out. Null when a day or time is not one of the list.
 */
export function normaliseDailyAvailability(input: ReadonlyArray<{ day: string; times: readonly string[] }>): DailyAvailability | null {
  const byDay = new Map<Weekday, Set<TimeOfDay>>();
  for (const entry of input) {
    if (!(WEEKDAYS as readonly string[]).includes(entry.day)) return null;
    const times = byDay.get(entry.day as Weekday) ?? new Set<TimeOfDay>();
    for (const time of entry.times) {
      if (!(TIMES_OF_DAY as readonly string[]).includes(time)) return null;
      times.add(time as TimeOfDay);
    }
    byDay.set(entry.day as Weekday, times);
  }
  return WEEKDAYS.filter((day) => (byDay.get(day)?.size ?? 0) > 0).map((day) => ({
    day,
    times: TIMES_OF_DAY.filter((time) => byDay.get(day)!.has(time)),
  }));
}

/** Each grade once, in the spec's order; null when one is not a grade level. */
export function normaliseGrades(grades: readonly string[]): GradeLevel[] | null {
  if (grades.some((grade) => !(GRADE_LEVELS as readonly string[]).includes(grade))) return null;
  return GRADE_LEVELS.filter((grade) => grades.includes(grade));
}

/** Each subject once, in the spec's order; null when one is not a subject category. */
export function normaliseSubjects(subjects: readonly string[]): SubjectCategory[] | null {
  if (subjects.some((subject) => !isSubjectCategory(subject))) return null;
  return SUBJECT_CATEGORIES.filter((subject) => subjects.includes(subject));
}

/** Trimmed text, or null when nothing is left. */
export function optionalText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

export function isUsZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

export function isUsStateCode(state: string): boolean {
  return /^[A-Z]{2}$/.test(state);
}

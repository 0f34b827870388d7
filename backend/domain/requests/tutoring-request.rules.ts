import { isSessionPreference, SessionPreference, Weekday, WEEKDAYS } from '../catalog/catalog.vocabulary';
import { fileIdOfUrl, UploadedFile } from '../files/uploaded-file';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { MAX_TEXT_LENGTH } from '../shared/value-bounds';

/** Validation messages of the tutor request form, word for word from the spec (section 5). */
export const TutoringRequestMessages = {
  subject: 'Please enter a subject that abides by our user guidelines.',
  gradeLevel: 'Please select a grade level.',
  zipCode: 'Please enter a ZIP code.',
  daysAvailable: 'Please select the days that work best for you.',
  timeAvailable: 'Please enter a description that describes your general availability on those days and abides by our user guidelines.',
  firstMessage: 'Please enter a message that abides by our user guidelines.',
  sessionType: 'Please choose no preference, in-person or online.',
  files: 'Please attach only files you uploaded, at most 10.',
  notFound: 'This tutoring request does not exist.',
  notPending: 'This tutoring request is no longer pending.',
  noTutor: 'This request has no tutor yet.',
  ownTutor: 'You cannot send a tutoring request to yourself.',
  // ours
  city: 'Please enter a city of at most 200 characters.',
} as const;

/**
 * The request form's grade options (Elementary, Middle School, High School, University), kept with
 * the catalog's grade keys; 'University' and 'College' both mean COLLEGE.
 */
export const REQUEST_GRADE_LEVELS = ['ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE'] as const;
export type RequestGradeLevel = (typeof REQUEST_GRADE_LEVELS)[number];

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_TIME_AVAILABLE_LENGTH = 1000;
export const MAX_FIRST_MESSAGE_LENGTH = 5000;
export const MAX_DECLINE_MESSAGE_LENGTH = 5000;
export const MAX_REQUEST_FILES = 10;
export const DEFAULT_SESSION_TYPE: SessionPreference = 'no-preference';

/** 'High School', 'high_school' and 'HIGH_SCHOOL' are one grade; null for anything else. */
export function normaliseGradeLevel(value: string): RequestGradeLevel | null {
  const key = value.trim().toUpperCase().replace(/[\s-]+/g, '_');
  const grade = key === 'UNIVERSITY' ? 'COLLEGE' : key;
  return (REQUEST_GRADE_LEVELS as readonly string[]).includes(grade) ? (grade as RequestGradeLevel) : null;
}

/** Empty means the default (no preference); null for a value outside the three. */
export function normaliseSessionType(value: string | null | undefined): SessionPreference | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DEFAULT_SESSION_TYPE;
  return isSessionPreference(trimmed) ? trimmed : null;
}

/** Days in week order without repeats; null when any is not a weekday or none is given. */
export function normaliseDays(days: readonly string[]): Weekday[] | null {
  const chosen = new Set(days.map((day) => day.trim().toUpperCase()));
  if (chosen.size === 0 || [...chosen].some((day) => !(WEEKDAYS as readonly string[]).includes(day))) return null;
  return WEEKDAYS.filter((day) => chosen.has(day));
}

export function isGuidelineText(text: string, maxLength: number): boolean {
  return text.length <= maxLength && abidesByUserGuidelines(text);
}

/** A 5-digit ZIP, or the 5 digits of a ZIP+4; null otherwise. */
export function normaliseZip(zip: string | null | undefined): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec((zip ?? '').trim());
  return match ? match[1]! : null;
}

/** Files the app stores and serves: a url of `/files/<id>/<name>`, a name and a type. */
export function areServedFiles(files: readonly UploadedFile[]): boolean {
  return (
    files.length <= MAX_REQUEST_FILES &&
    files.every(
      (file) =>
        file.url.length <= MAX_TEXT_LENGTH.url &&
        fileIdOfUrl(file.url) !== null &&
        file.filename.trim() !== '' &&
        file.filename.length <= MAX_TEXT_LENGTH.fileName &&
        file.mimetype.trim() !== '' &&
        file.mimetype.length <= MAX_TEXT_LENGTH.fileName,
    )
  );
}

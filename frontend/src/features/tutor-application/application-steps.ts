import { APPLICATION_STEPS, type ApplicationStep } from '../../../../backend/domain/tutor-application/tutor-application.rules';
import type { TutorApplicationStep } from '../../lib/graphql/generated';

/**
 * The application's routes and rules the browser checks before Next (spec sections 2, 5 and 9).
 * The server checks them again and has the last word; these give the message at once.
 */

/** The steps after the first, in route order: the server's list (it says which ones an applicant is asked). */
export { APPLICATION_STEPS, type ApplicationStep };

export function isApplicationStep(value: string | undefined): value is ApplicationStep {
  return value !== undefined && (APPLICATION_STEPS as readonly string[]).includes(value);
}

/** The step's name in the API ('core-subjects' is CORE_SUBJECTS). */
export function stepEnumOf(step: ApplicationStep): TutorApplicationStep {
  return step.toUpperCase().replace(/-/g, '_') as TutorApplicationStep;
}

/** /apply for a new account, /student-become-tutor for a student's own. */
export type ApplicationOrigin = 'apply' | 'student';
export const BASE_PATH: Record<ApplicationOrigin, string> = { apply: '/apply', student: '/student-become-tutor' };

export function stepPath(origin: ApplicationOrigin, step: ApplicationStep): string {
  return `${BASE_PATH[origin]}/${step}`;
}

/** Spec section 9. */
export const SUBJECT_CATEGORIES = ['Art', 'Business', 'College Essay', 'Engineering/Tech', 'English', 'Foreign Language', 'Math', 'Music', 'Test Prep', 'Science', 'Social Studies', 'Other'] as const;
export const REFERRAL_SOURCES = ['FRIEND', 'SCHOOL', 'NEXTDOOR', 'WEBSITE', 'GOOGLE', 'OTHER'] as const;
export const HIGH_SCHOOL_GRADES = ['9TH_GRADE', '10TH_GRADE', '11TH_GRADE', '12TH_GRADE'] as const;
export const COLLEGE_GRADES = ['FRESHMAN', 'SOPHOMORE', 'JUNIOR', 'SENIOR', 'RECENTLY_GRADUATED'] as const;
export const GRADES_FOR_TUTORING = ['ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE'] as const;
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export const PAYMENT_METHODS = ['venmo', 'paypal'] as const;
/** Names no language translates: payout services, Nextdoor. */
export const BRAND_NAMES: Readonly<Record<string, string>> = { venmo: 'Venmo', paypal: 'PayPal', NEXTDOOR: 'Nextdoor' };
/** Spec: the GPA shown when none is given. */
export const DEFAULT_GPA_DISPLAY = '3.50+';
export const MINIMUM_TUTOR_AGE = 14;

/**
 * Spec: the phone mask, (999) 999-9999, or 9 (999) 999-9999 when the number starts with 1. Only
 * digits are kept from what is typed, as many as the mask holds.
 */
export function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  const [country, rest] = digits.startsWith('1') ? [digits.slice(0, 1), digits.slice(1, 11)] : ['', digits.slice(0, 10)];
  const area = rest.slice(0, 3);
  const exchange = rest.slice(3, 6);
  const line = rest.slice(6, 10);
  let masked = area.length > 0 ? `(${area}` : '';
  if (rest.length > 3) masked += `) ${exchange}`;
  if (rest.length > 6) masked += `-${line}`;
  return country ? `${country}${masked ? ` ${masked}` : ''}` : masked;
}

/** A complete mask: ten digits, or eleven starting with 1. */
export function isCompletePhone(masked: string): boolean {
  return /^(1 )?\(\d{3}\) \d{3}-\d{4}$/.test(masked.trim());
}

/** The message id for a birthday that cannot be a tutor's (format mm/dd/yyyy, a real date, 14 or older on `today`). */
export function birthdayMessageId(text: string, today: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return 'tutorApplication.validation.dob';
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || year < 1900 || date > today) return 'tutorApplication.validation.dob';
  const beforeBirthday = today.getMonth() < month - 1 || (today.getMonth() === month - 1 && today.getDate() < day);
  const age = today.getFullYear() - year - (beforeBirthday ? 1 : 0);
  return age < MINIMUM_TUTOR_AGE ? 'tutorApplication.validation.tooYoung' : undefined;
}

/** Spec: a digit, a dot, one or two digits; at most 5. Blank is allowed (shown as 3.50+). */
export function isValidGpa(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || (/^\d\.\d{1,2}$/.test(trimmed) && Number(trimmed) <= 5);
}

/** Birthday input as typed digits become mm/dd/yyyy. */
export function maskBirthday(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

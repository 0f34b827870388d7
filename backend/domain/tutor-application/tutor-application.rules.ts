/**
 * Rules of the tutor application (spec sections 2, 3 and 5) and the messages shown when one is
 * broken. Where the spec words a message it is used word for word (marked "spec"); the others are
 * ours, kept here so the intl catalogs and the tests take them from one place.
 */
export const TutorApplicationMessages = {
  /** spec */
  invalidBirthday: 'Please use the format mm/dd/yyyy.',
  /** spec */
  tooYoung: 'You must be at least 14 years old.',
  /** spec (error catalogue: application account exists) */
  emailOrPhoneTaken: 'Your selected email or phone number is already taken by a user. Please specify a different email/phone number.',
  /** spec (error catalogue: appended to the server's message) */
  specifyDifferentEmailOrPhone: 'Please specify a different email or phone number.',
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  tooManyChecks: 'Too many checks from this network. Please wait a few minutes and try again.',
  referralSourceRequired: 'Please tell us how you heard about us.',
  subjectsRequired: 'Please select at least one subject.',
  tutorGradeLevelRequired: 'Please select your current grade level.',
  /** spec (tutor request form) */
  gradesRequired: 'Please select a grade level.',
  /** spec (tutor request form) */
  zipRequired: 'Please enter a ZIP code.',
  schoolRequired: 'Please enter the name of your school.',
  schoolGuidelines: 'Please enter a school name that abides by our user guidelines.',
  coursesRequired: 'Please choose at least one course.',
  courseNotInCatalog: 'Please choose courses from the list, or ask us to add a course that is missing.',
  prefPaymentMethodRequired: 'Please choose Venmo or PayPal.',
  nonProfitNameRequired: 'Please enter the name of the non-profit you would like to support.',
  donationLinkInvalid: 'Please enter the link where donations to this non-profit can be made.',
  /** spec (tutor request form) */
  daysRequired: 'Please select the days that work best for you.',
  /** spec (tutor request form, time availability) */
  availabilityGuidelines:
    'Please enter a description that describes your general availability on those days and abides by our user guidelines.',
  availabilityTooLong: 'Your availability description can be at most 500 characters long.',
  aboutRequired: 'Please tell us about yourself.',
  aboutGuidelines: 'Please enter a bio that abides by our user guidelines.',
  aboutTooLong: 'Your bio can be at most 2000 characters long.',
  invalidGpa: 'Please enter your GPA as a number such as 3.75, at most 5.',
  notStarted: 'You have not started a tutor application.',
  alreadySubmitted: 'Your tutor application has already been submitted.',
  incomplete: 'Please complete every step of the application before submitting it.',
  wrongCoursesStep: 'These courses do not match the school level you chose.',
  alreadyTutor: 'You already have a tutor profile.',
} as const;

/** Spec section 9: minimum tutor age. */
export const MINIMUM_TUTOR_AGE = 14;

/** Where the application started: /apply (a new account), or /student-become-tutor (a student's account). */
export const APPLICATION_ORIGINS = ['apply', 'student'] as const;
export type ApplicationOrigin = (typeof APPLICATION_ORIGINS)[number];

/**
 * The steps after the first, in the order of the route table. The first step (personal info on
 * /apply, core info on /student-become-tutor) starts the application. Of the two course steps only
 * the one of the applicant's school level is asked.
 */
export const APPLICATION_STEPS = [
  'referral',
  'core-subjects',
  'education-level',
  'location',
  'school-info',
  'high-school-courses',
  'college-courses',
  'tutoring-preferences',
  'availability',
  'about',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export function isApplicationStep(value: string): value is ApplicationStep {
  return (APPLICATION_STEPS as readonly string[]).includes(value);
}

/** Spec section 9: 9th to 12th grade; freshman to recently graduated. */
export const HIGH_SCHOOL_GRADES = ['9TH_GRADE', '10TH_GRADE', '11TH_GRADE', '12TH_GRADE'] as const;
export const COLLEGE_GRADES = ['FRESHMAN', 'SOPHOMORE', 'JUNIOR', 'SENIOR', 'RECENTLY_GRADUATED'] as const;
export type TutorGradeLevel = (typeof HIGH_SCHOOL_GRADES)[number] | (typeof COLLEGE_GRADES)[number];

/** Spec section 9: referral sources ('{host}' is the product's own site). */
export const REFERRAL_SOURCES = ['FRIEND', 'SCHOOL', 'NEXTDOOR', 'WEBSITE', 'GOOGLE', 'OTHER'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** Spec section 5: payout method labels. */
export const PAYMENT_METHODS = ['venmo', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Spec section 9: default payout method venmo. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'venmo';

/** Spec section 5: a digit, one character (the dot), then 1 or 2 digits; at most 5. */
const GPA_PATTERN = /^\d\.\d{1,2}$/;
export const MAX_GPA = 5;

/** The GPA as typed, normalised to two decimals ('3.5' -> '3.50'); null when it breaks the rule. */
export function normaliseGpa(gpa: string): string | null {
  const trimmed = gpa.trim();
  if (!GPA_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_GPA ? value.toFixed(2) : null;
}

/** Spec: shown as '3.50+' when the applicant gives none. */
export const DEFAULT_GPA_DISPLAY = '3.50+';

/**
 * A birthday typed as mm/dd/yyyy that names a real date, as an ISO date ('2008-02-29'); null for
 * any other text or a date that does not exist (02/30/2008).
 */
export function parseBirthday(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/** Whole years between an ISO birthday and `now` (UTC calendar days). */
export function ageOn(birthday: string, now: Date): number {
  const [year, month, day] = birthday.split('-').map(Number);
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** The message for a birthday that cannot be a tutor's, or undefined when it can. */
export function birthdayProblem(text: string, now: Date): string | undefined {
  const birthday = parseBirthday(text);
  if (!birthday || new Date(`${birthday}T00:00:00Z`) > now) return TutorApplicationMessages.invalidBirthday;
  return ageOn(birthday, now) < MINIMUM_TUTOR_AGE ? TutorApplicationMessages.tooYoung : undefined;
}

/** A web link a donation can be made at (http or https). */
export function isDonationLink(link: string): boolean {
  try {
    const url = new URL(link.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The grades a tutor at this school level may be in. */
export function gradesOfSchoolLevel(isHighSchoolTutor: boolean): readonly TutorGradeLevel[] {
  return isHighSchoolTutor ? HIGH_SCHOOL_GRADES : COLLEGE_GRADES;
}

/** The course step of the applicant's school level. */
export function coursesStepOf(isHighSchoolTutor: boolean): ApplicationStep {
  return isHighSchoolTutor ? 'high-school-courses' : 'college-courses';
}

/**
 * The steps this applicant is asked, in order: every step but the course step of the other school
 * level (before the education level is known, the high-school one stands in the list).
 */
export function stepsFor(isHighSchoolTutor: boolean | null): ApplicationStep[] {
  const skipped = coursesStepOf(!(isHighSchoolTutor ?? true));
  return APPLICATION_STEPS.filter((step) => step !== skipped);
}

/** The first step not yet saved, or null when every step is (the application can be submitted). */
export function nextStepOf(savedSteps: readonly ApplicationStep[], isHighSchoolTutor: boolean | null): ApplicationStep | null {
  return stepsFor(isHighSchoolTutor).find((step) => !savedSteps.includes(step)) ?? null;
}

/**
 * Spec: a percentage complete. The first step counts as one of the steps: an application just
 * started is 1 in 10 done (10%); every step saved, 100%.
 */
export function percentCompleteOf(savedSteps: readonly ApplicationStep[], isHighSchoolTutor: boolean | null): number {
  const steps = stepsFor(isHighSchoolTutor);
  const done = 1 + steps.filter((step) => savedSteps.includes(step)).length;
  return Math.round((done / (steps.length + 1)) * 100);
}

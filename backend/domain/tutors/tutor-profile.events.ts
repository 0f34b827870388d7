import { DailyAvailability, GradeLevel, SessionPreference, SubjectCategory } from '../catalog/catalog.vocabulary';
import { DomainEvent } from '../shared/decider';
import { OnboardingPayoutMethod } from './tutor-onboarding.rules';

/**
 * Facts about a tutor's profile, on the stream `tutor-<userId>`. Every event carries `tutorId`
 * (the user id), so read models key their documents by it. The tutor's name lives on the user's
 * own stream (UserSignedUp); read models join the two by id.
 */

/** A class the tutor can teach: a catalog course (or a subject category) with where they took it. */
export interface TutorClass {
  /** `courseKeyOf(course)`, or `subjectKeyOf(subject)` for a whole subject. */
  courseKey: string;
  /** The course's full name as shown ('Algebra 1'). */
  course: string;
  /** The subject category the course belongs to. */
  subject: SubjectCategory;
  /** Name of the school where the tutor took it, when known. */
  school: string | null;
  teacher: string | null;
  isHighSchoolClass: boolean;
}

export interface TutorSchool {
  /** Catalog institution id, null for a school typed in by hand. */
  id: string | null;
  name: string;
  city: string;
  state: string;
}

export type TutorProfileCreated = DomainEvent<
  'TutorProfileCreated',
  { tutorId: string; profileId: string; profilePageId: string; createdAt: string }
>;
export type TutorBioEdited = DomainEvent<'TutorBioEdited', { tutorId: string; bio: string }>;
/** `byUserId` and `reason` when an admin set it (saveHourlyWage): the history says who and why. */
export type TutorHourlyWageSet = DomainEvent<'TutorHourlyWageSet', { tutorId: string; hourlyWage: number; byUserId?: string; reason?: string }>;
export type TutorAvailabilityEdited = DomainEvent<
  'TutorAvailabilityEdited',
  { tutorId: string; dailyAvailability: DailyAvailability; availabilityDescription: string | null }
>;
export type TutorLocationSet = DomainEvent<
  'TutorLocationSet',
  { tutorId: string; zipCode: string; city: string; state: string; latitude: number; longitude: number }
>;
export type TutorSessionPreferenceSet = DomainEvent<'TutorSessionPreferenceSet', { tutorId: string; sessionPreference: SessionPreference }>;
export type TutorVisibilitySet = DomainEvent<'TutorVisibilitySet', { tutorId: string; isVisible: boolean }>;
/** The agreement's version and the text signed; both absent on signatures recorded before they were kept. */
export type TutorAgreementSigned = DomainEvent<
  'TutorAgreementSigned',
  { tutorId: string; signedAt: string; agreementVersion?: string; agreementText?: string }
>;
/** One attempt at the quiz on the platform's rules; a failed attempt may be followed by another. */
export type TutorQuizAttempted = DomainEvent<
  'TutorQuizAttempted',
  { tutorId: string; quizVersion: string; correctAnswers: number; questionCount: number; passMark: number; passed: boolean; attemptedAt: string }
>;
export type TutorOnboardingVideoLinkSet = DomainEvent<'TutorOnboardingVideoLinkSet', { tutorId: string; videoLink: string }>;
/** The checklist is done and the application waits for an admin. */
export type TutorOnboardingSubmitted = DomainEvent<
  'TutorOnboardingSubmitted',
  { tutorId: string; submittedAt: string; payoutMethod: OnboardingPayoutMethod }
>;
/** An admin returned the application with what to change; the tutor submits again. */
export type TutorOnboardingSentBack = DomainEvent<
  'TutorOnboardingSentBack',
  { tutorId: string; reason: string; sentBackAt: string; sentBackBy: string | null }
>;
/** A session the tutor held was processed: its length adds to the hours tutored. */
export type TutoredSessionRecorded = DomainEvent<'TutoredSessionRecorded', { tutorId: string; sessionId: string; hours: number }>;
export type TutorAddedToActiveList = DomainEvent<'TutorAddedToActiveList', { tutorId: string; addedAt: string; addedBy: string | null }>;
export type TutorOnboarded = DomainEvent<'TutorOnboarded', { tutorId: string; onboardedAt: string; onboardedBy: string | null }>;
export type TutorSchoolSet = DomainEvent<'TutorSchoolSet', { tutorId: string; school: TutorSchool; isHighSchoolTutor: boolean }>;
export type TutorGradesForTutoringSet = DomainEvent<'TutorGradesForTutoringSet', { tutorId: string; gradesForTutoring: GradeLevel[] }>;
export type TutorSubjectsSet = DomainEvent<'TutorSubjectsSet', { tutorId: string; subjects: SubjectCategory[] }>;
/** Only classes not already on the profile (by courseKey) are recorded. */
export type TutorClassesAdded = DomainEvent<'TutorClassesAdded', { tutorId: string; classes: TutorClass[] }>;
export type TutorClassesRemoved = DomainEvent<'TutorClassesRemoved', { tutorId: string; courseKeys: string[] }>;
/**
 * Hours taught before this system recorded sessions (a migrated or imported history). Hours of
 * sessions held here come from the sessions' own events.
 */
export type PastTutoringHoursImported = DomainEvent<'PastTutoringHoursImported', { tutorId: string; hours: number; source: string }>;

/** The class listed under `tutorClass.courseKey`, as it is now. */
export type TutorClassEdited = DomainEvent<'TutorClassEdited', { tutorId: string; tutorClass: TutorClass }>;
export type TutorTimeZoneSet = DomainEvent<'TutorTimeZoneSet', { tutorId: string; timeZoneId: string }>;
/** The picture's bytes are in the file store under `fileId`; `rotation` is 0, 90, 180 or 270. */
export type TutorProfilePictureSet = DomainEvent<'TutorProfilePictureSet', { tutorId: string; fileId: string; rotation: number }>;

export type TutorProfileEvent =
  | TutorProfileCreated
  | TutorBioEdited
  | TutorHourlyWageSet
  | TutorAvailabilityEdited
  | TutorLocationSet
  | TutorSessionPreferenceSet
  | TutorVisibilitySet
  | TutorAgreementSigned
  | TutorOnboarded
  | TutorSchoolSet
  | TutorGradesForTutoringSet
  | TutorSubjectsSet
  | TutorClassesAdded
  | TutorClassesRemoved
  | PastTutoringHoursImported
  | TutorClassEdited
  | TutorTimeZoneSet
  | TutorProfilePictureSet
  | TutorQuizAttempted
  | TutorOnboardingVideoLinkSet
  | TutorOnboardingSubmitted
  | TutorOnboardingSentBack
  | TutorAddedToActiveList
  | TutoredSessionRecorded;

export const TUTOR_PROFILE_EVENT_TYPES: ReadonlyArray<TutorProfileEvent['type']> = [
  'TutorProfileCreated',
  'TutorBioEdited',
  'TutorHourlyWageSet',
  'TutorAvailabilityEdited',
  'TutorLocationSet',
  'TutorSessionPreferenceSet',
  'TutorVisibilitySet',
  'TutorAgreementSigned',
  'TutorOnboarded',
  'TutorSchoolSet',
  'TutorGradesForTutoringSet',
  'TutorSubjectsSet',
  'TutorClassesAdded',
  'TutorClassesRemoved',
  'PastTutoringHoursImported',
  'TutorClassEdited',
  'TutorTimeZoneSet',
  'TutorProfilePictureSet',
  'TutorQuizAttempted',
  'TutorOnboardingVideoLinkSet',
  'TutorOnboardingSubmitted',
  'TutorOnboardingSentBack',
  'TutorAddedToActiveList',
  'TutoredSessionRecorded',
];

export function tutorStreamId(tutorId: string): string {
  return `tutor-${tutorId}`;
}

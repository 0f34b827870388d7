import { DomainCommand } from '../shared/decider';
import { OnboardingPayoutMethod, QuizAnswerKey } from './tutor-onboarding.rules';
import { TutorSchool } from './tutor-profile.events';

/**
 * What can be asked of a tutor's profile (stream `tutor-<userId>`). Inputs arrive as typed by the
 * user (strings for the vocabulary values): the decider checks and normalises them.
 */

/** Opens the profile; the ids are derived from the user id and the names (see tutor-profile.rules). */
export type CreateTutorProfile = DomainCommand<'CreateTutorProfile', { tutorId: string; firstName: string; lastName: string }>;
export type EditBio = DomainCommand<'EditBio', { bio: string }>;
/** With `reason` when an admin sets it for the tutor (the caller checks the role): recorded with the admin. */
export type SetHourlyWage = DomainCommand<'SetHourlyWage', { hourlyWage: number; reason?: string }>;
export type EditAvailability = DomainCommand<
  'EditAvailability',
  { dailyAvailability: ReadonlyArray<{ day: string; times: readonly string[] }>; availabilityDescription: string | null }
>;
/** The ZIP's city, state and coordinates come from the catalog, looked up by the caller. */
export type SetLocation = DomainCommand<
  'SetLocation',
  { zipCode: string; city: string; state: string; latitude: number; longitude: number }
>;
export type SetSessionPreference = DomainCommand<'SetSessionPreference', { sessionPreference: string }>;
export type SetVisibility = DomainCommand<'SetVisibility', { isVisible: boolean }>;
/** The agreement as the content source holds it when the tutor signs: its version and its text are recorded. */
export type SignAgreement = DomainCommand<'SignAgreement', { agreementVersion: string; agreementText: string }>;
/** The tutor's answers (question id to option id), graded against the quiz's answer key. */
export type TakeQuiz = DomainCommand<'TakeQuiz', { quiz: QuizAnswerKey; answers: Readonly<Record<string, string>> }>;
export type SetOnboardingVideoLink = DomainCommand<'SetOnboardingVideoLink', { videoLink: string }>;
/** `payoutMethod`: the one on the tutor's payment account (another stream), null without one. */
export type SubmitOnboarding = DomainCommand<'SubmitOnboarding', { payoutMethod: OnboardingPayoutMethod | null }>;
export type SendBackOnboarding = DomainCommand<'SendBackOnboarding', { reason: string }>;
/** The system records a processed session (once per session: the caller's ids derive from the session's event). */
export type RecordTutoredSession = DomainCommand<'RecordTutoredSession', { sessionId: string; minutes: number }>;
export type AddToActiveList = DomainCommand<'AddToActiveList', Record<string, never>>;
/** An admin's decision; `metadata.actorId` is recorded as who onboarded the tutor. */
export type OnboardTutor = DomainCommand<'OnboardTutor', Record<string, never>>;
export type SetSchool = DomainCommand<'SetSchool', { school: TutorSchool; isHighSchoolTutor: boolean }>;
export type SetGradesForTutoring = DomainCommand<'SetGradesForTutoring', { gradesForTutoring: readonly string[] }>;
export type SetSubjects = DomainCommand<'SetSubjects', { subjects: readonly string[] }>;

/** A class as offered: its key is derived from the course name (a subject category's own key for a subject). */
export interface ClassToAdd {
  course: string;
  subject: string;
  school?: string | null;
  teacher?: string | null;
  isHighSchoolClass: boolean;
}
export type AddClasses = DomainCommand<'AddClasses', { classes: readonly ClassToAdd[] }>;
export type RemoveClasses = DomainCommand<'RemoveClasses', { courseKeys: readonly string[] }>;
export type ImportPastTutoringHours = DomainCommand<'ImportPastTutoringHours', { hours: number; source: string }>;
/** Changes a listed class (by its key); a field left out keeps its value. */
export type EditClass = DomainCommand<
  'EditClass',
  { courseKey: string; subject?: string | null; school?: string | null; teacher?: string | null; isHighSchoolClass?: boolean | null }
>;
/** One of US_TIME_ZONES (tutor-profile-editor.rules). */
export type SetTimeZone = DomainCommand<'SetTimeZone', { timeZoneId: string }>;
/** A picture already stored (its file id and type), turned by `rotation` degrees when shown. */
export type SetProfilePicture = DomainCommand<'SetProfilePicture', { fileId: string; mimetype: string; rotation: number }>;
/** Turns the current picture. */
export type RotateProfilePicture = DomainCommand<'RotateProfilePicture', { rotation: number }>;

export type TutorProfileCommand =
  | CreateTutorProfile
  | EditBio
  | SetHourlyWage
  | EditAvailability
  | SetLocation
  | SetSessionPreference
  | SetVisibility
  | SignAgreement
  | OnboardTutor
  | SetSchool
  | SetGradesForTutoring
  | SetSubjects
  | AddClasses
  | RemoveClasses
  | ImportPastTutoringHours
  | EditClass
  | SetTimeZone
  | SetProfilePicture
  | RotateProfilePicture
  | TakeQuiz
  | SetOnboardingVideoLink
  | SubmitOnboarding
  | SendBackOnboarding
  | AddToActiveList
  | RecordTutoredSession;

/** A command as a caller writes it: the metadata is added from the command context when it runs. */
type WithoutMetadata<C> = C extends DomainCommand ? Omit<C, 'metadata'> : never;
export type TutorProfileCommandInput = WithoutMetadata<TutorProfileCommand>;

/**
 * Several commands decided in order and recorded in one append: all or none of their events, and
 * the messages of every invalid field at once (a form editing several values at once needs both).
 */
export type EditTutorProfile = DomainCommand<'EditTutorProfile', { commands: readonly TutorProfileCommandInput[] }>;

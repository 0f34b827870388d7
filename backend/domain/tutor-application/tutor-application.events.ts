import { DailyAvailability, GradeLevel, SubjectCategory } from '../catalog/catalog.vocabulary';
import { DomainEvent } from '../shared/decider';
import { ApplicationOrigin, PaymentMethod, ReferralSource, TutorGradeLevel } from './tutor-application.rules';

/**
 * Facts of one person's application to tutor, on the stream `tutor-application-<userId>`. Every
 * event carries `applicantId` (the user id). The name, e-mail, phone and password of step 1 live on
 * the user's own stream and in the credential store; the application keeps what only it asks.
 */

export interface ApplicationCourse {
  /** The catalog course's full name ('Algebra 1'). */
  course: string;
  subject: SubjectCategory;
}

export interface ApplicationLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface ApplicationSchool {
  /** Catalog institution id, null for a school typed in by hand. */
  id: string | null;
  name: string;
  city: string;
  state: string;
}

/** What each step records, tagged by the step. */
export type ApplicationStepAnswers =
  | { step: 'referral'; referralSource: ReferralSource }
  | { step: 'core-subjects'; subjects: SubjectCategory[] }
  | { step: 'education-level'; isHighSchoolTutor: boolean; tutorGradeLevel: TutorGradeLevel; gradesForTutoring: GradeLevel[] }
  | { step: 'location'; location: ApplicationLocation }
  | { step: 'school-info'; school: ApplicationSchool }
  | { step: 'high-school-courses'; courses: ApplicationCourse[] }
  | { step: 'college-courses'; courses: ApplicationCourse[] }
  | {
      step: 'tutoring-preferences';
      onlinePreference: boolean;
      paidPreference: boolean;
      prefPaymentMethod: PaymentMethod | null;
      nonProfitName: string | null;
      donationLink: string | null;
    }
  | { step: 'availability'; dailyAvailability: DailyAvailability; availabilityDescription: string | null }
  | { step: 'about'; aboutYourself: string; gpa: string | null };

export type TutorApplicationStarted = DomainEvent<
  'TutorApplicationStarted',
  {
    applicantId: string;
    origin: ApplicationOrigin;
    /** ISO date. */
    birthday: string;
    /** The profile id of the tutor whose /trt/{code} link brought the applicant, if any. */
    tutorReferrerProfileId: string | null;
    startedAt: string;
  }
>;
export type TutorApplicationStepSaved = DomainEvent<'TutorApplicationStepSaved', { applicantId: string; answers: ApplicationStepAnswers }>;
/** Every step's latest answers at submission: what the tutor profile is opened with. */
export type TutorApplicationSubmitted = DomainEvent<
  'TutorApplicationSubmitted',
  { applicantId: string; origin: ApplicationOrigin; answers: ApplicationStepAnswers[]; submittedAt: string }
>;

export type TutorApplicationEvent = TutorApplicationStarted | TutorApplicationStepSaved | TutorApplicationSubmitted;

export const TUTOR_APPLICATION_EVENT_TYPES: ReadonlyArray<TutorApplicationEvent['type']> = [
  'TutorApplicationStarted',
  'TutorApplicationStepSaved',
  'TutorApplicationSubmitted',
];

export function tutorApplicationStreamId(applicantId: string): string {
  return `tutor-application-${applicantId}`;
}

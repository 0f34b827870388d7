import { DomainCommand } from '../shared/decider';
import { ApplicationCourse, ApplicationLocation, ApplicationSchool } from './tutor-application.events';

/** Inputs arrive as typed (strings for the vocabulary values): the decider checks and normalises them. */

export type StartTutorApplication = DomainCommand<
  'StartTutorApplication',
  { applicantId: string; origin: string; birthday: string; tutorReferrerProfileId: string | null }
>;

/** One step's answers as the form sent them. Catalog lookups (ZIP, school, course subjects) are the caller's. */
export type StepInput =
  | { step: 'referral'; referralSource: string }
  | { step: 'core-subjects'; subjects: readonly string[] }
  | { step: 'education-level'; isHighSchoolTutor: boolean; tutorGradeLevel: string; gradesForTutoring: readonly string[] }
  | { step: 'location'; location: ApplicationLocation | null }
  | { step: 'school-info'; school: ApplicationSchool }
  | { step: 'high-school-courses' | 'college-courses'; courses: readonly ApplicationCourse[] }
  | {
      step: 'tutoring-preferences';
      onlinePreference: boolean;
      paidPreference: boolean;
      prefPaymentMethod: string | null;
      nonProfitName: string | null;
      donationLink: string | null;
    }
  | { step: 'availability'; dailyAvailability: ReadonlyArray<{ day: string; times: readonly string[] }>; availabilityDescription: string | null }
  | { step: 'about'; aboutYourself: string; gpa: string | null };

export type SaveApplicationStep = DomainCommand<'SaveApplicationStep', { input: StepInput }>;
export type SubmitTutorApplication = DomainCommand<'SubmitTutorApplication', Record<string, never>>;

export type TutorApplicationCommand = StartTutorApplication | SaveApplicationStep | SubmitTutorApplication;

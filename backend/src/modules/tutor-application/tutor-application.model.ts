import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApplicationStepAnswers } from '../../../domain/tutor-application/tutor-application.events';
import { DEFAULT_PAYMENT_METHOD, stepsFor } from '../../../domain/tutor-application/tutor-application.rules';
import { TutorApplicationDocument } from '../../../projections/tutor-applications/tutor-applications.projection';
import { ClassAddRequestDocument } from '../../../projections/class-add-requests/class-add-requests.projection';

@ObjectType('ApplicationPlace')
export class ApplicationPlaceModel {
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
}

@ObjectType('ApplicationSchool')
export class ApplicationSchoolModel {
  @Field(() => String, { nullable: true }) id!: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
}

@ObjectType('ApplicationCourse')
export class ApplicationCourseModel {
  @Field(() => String) course!: string;
  @Field(() => String) subject!: string;
}

@ObjectType('ApplicationDayAvailability')
export class ApplicationDayAvailabilityModel {
  @Field(() => String) day!: string;
  @Field(() => [String]) times!: string[];
}

type Answers<S extends ApplicationStepAnswers['step']> = Extract<ApplicationStepAnswers, { step: S }> | undefined;

/**
 * An application as the form resumes it (spec client state applyToTutor): each step's saved
 * answers (the defaults where a step is not saved yet), the steps saved, the next one and the
 * percentage complete.
 */
@ObjectType('TutorApplication')
export class TutorApplicationModel {
  @Field(() => ID) applicantId!: string;
  @Field(() => String, { description: 'apply or student (/student-become-tutor).' }) origin!: string;
  @Field(() => Boolean) submitted!: boolean;
  @Field(() => String, { description: 'mm/dd/yyyy.' }) dob!: string;
  @Field(() => String, { nullable: true }) tutorReferrerProfileId!: string | null;
  @Field(() => [String], { description: 'The steps asked of this applicant, in order.' }) steps!: string[];
  @Field(() => [String]) savedSteps!: string[];
  @Field(() => String, { nullable: true, description: 'The first step not saved; null once every step is.' }) nextStep!: string | null;
  @Field(() => Int) percentComplete!: number;
  @Field(() => String, { nullable: true }) referralSource!: string | null;
  @Field(() => [String]) subjects!: string[];
  @Field(() => Boolean, { nullable: true }) isHighSchoolTutor!: boolean | null;
  @Field(() => String, { nullable: true }) tutorGradeLevel!: string | null;
  @Field(() => [String]) gradeLevels!: string[];
  @Field(() => ApplicationPlaceModel, { nullable: true }) zipcode!: ApplicationPlaceModel | null;
  @Field(() => ApplicationSchoolModel, { nullable: true }) school!: ApplicationSchoolModel | null;
  @Field(() => [ApplicationCourseModel]) highSchoolCourses!: ApplicationCourseModel[];
  @Field(() => [ApplicationCourseModel]) collegeCourses!: ApplicationCourseModel[];
  @Field(() => Boolean) onlinePreference!: boolean;
  @Field(() => Boolean) paidPreference!: boolean;
  @Field(() => String, { nullable: true }) prefPaymentMethod!: string | null;
  @Field(() => String, { nullable: true }) nonProfitName!: string | null;
  @Field(() => String, { nullable: true }) donationLink!: string | null;
  @Field(() => [ApplicationDayAvailabilityModel]) dailyAvaliability!: ApplicationDayAvailabilityModel[];
  @Field(() => String, { nullable: true }) avaliabilityDesc!: string | null;
  @Field(() => String, { nullable: true }) aboutYourself!: string | null;
  @Field(() => String, { nullable: true, description: "Two decimals; null when none was given (shown as '3.50+')." }) gpa!: string | null;

  static from(document: TutorApplicationDocument): TutorApplicationModel {
    const { answers } = document;
    const education = answers['education-level'] as Answers<'education-level'>;
    const location = (answers.location as Answers<'location'>)?.location;
    const preferences = answers['tutoring-preferences'] as Answers<'tutoring-preferences'>;
    const availability = answers.availability as Answers<'availability'>;
    const about = answers.about as Answers<'about'>;
    const [year, month, day] = document.birthday.split('-');
    return {
      applicantId: document._id,
      origin: document.origin,
      submitted: document.status === 'submitted',
      dob: `${month}/${day}/${year}`,
      tutorReferrerProfileId: document.tutorReferrerProfileId,
      steps: stepsFor(document.isHighSchoolTutor),
      savedSteps: document.savedSteps,
      nextStep: document.nextStep,
      percentComplete: document.percentComplete,
      referralSource: (answers.referral as Answers<'referral'>)?.referralSource ?? null,
      subjects: (answers['core-subjects'] as Answers<'core-subjects'>)?.subjects ?? [],
      isHighSchoolTutor: document.isHighSchoolTutor,
      tutorGradeLevel: education?.tutorGradeLevel ?? null,
      gradeLevels: education?.gradesForTutoring ?? [],
      zipcode: location ? { zip: location.zipCode, city: location.city, state: location.state } : null,
      school: (answers['school-info'] as Answers<'school-info'>)?.school ?? null,
      highSchoolCourses: (answers['high-school-courses'] as Answers<'high-school-courses'>)?.courses ?? [],
      collegeCourses: (answers['college-courses'] as Answers<'college-courses'>)?.courses ?? [],
      onlinePreference: preferences?.onlinePreference ?? true,
      paidPreference: preferences?.paidPreference ?? true,
      prefPaymentMethod: preferences ? preferences.prefPaymentMethod : DEFAULT_PAYMENT_METHOD,
      nonProfitName: preferences?.nonProfitName ?? null,
      donationLink: preferences?.donationLink ?? null,
      dailyAvaliability: (availability?.dailyAvailability ?? []).map((entry) => ({ day: entry.day, times: [...entry.times] })),
      avaliabilityDesc: availability?.availabilityDescription ?? null,
      aboutYourself: about?.aboutYourself ?? null,
      gpa: about?.gpa ?? null,
    };
  }
}

@ObjectType('EmailPhoneCheck', { description: 'Whether an e-mail address or phone number already belongs to an account (application step 1).' })
export class EmailPhoneCheckModel {
  @Field(() => Boolean) emailTaken!: boolean;
  @Field(() => Boolean) phoneTaken!: boolean;
  @Field(() => String, { nullable: true, description: "The server's message when either is taken; null when both are free." }) message!: string | null;
}

@ObjectType('ClassAddRequest', { description: 'A course someone asked to be added to the catalog.' })
export class ClassAddRequestModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'PENDING, APPROVED or REJECTED.' }) status!: string;
  @Field(() => String) courseName!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => Boolean) isHighSchoolCourse!: boolean;
  @Field(() => String, { nullable: true }) schoolId!: string | null;
  @Field(() => ID) requestedBy!: string;
  @Field(() => String) requestedAt!: string;
  @Field(() => String, { nullable: true }) reviewedAt!: string | null;

  static from(document: ClassAddRequestDocument): ClassAddRequestModel {
    const { _id, status, courseName, subject, isHighSchoolCourse, schoolId, requestedBy, requestedAt, reviewedAt } = document;
    return { id: _id, status, courseName, subject, isHighSchoolCourse, schoolId, requestedBy, requestedAt, reviewedAt };
  }
}

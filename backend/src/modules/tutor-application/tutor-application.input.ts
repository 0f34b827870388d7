import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { ApplicationStep } from '../../../domain/tutor-application/tutor-application.rules';
import { DayAvailabilityInput } from '../tutors/commands/edit-availability/edit-availability.input';

/** The steps of the route table after the first, as GraphQL names them. */
export enum TutorApplicationStepEnum {
  REFERRAL = 'referral',
  CORE_SUBJECTS = 'core-subjects',
  EDUCATION_LEVEL = 'education-level',
  LOCATION = 'location',
  SCHOOL_INFO = 'school-info',
  HIGH_SCHOOL_COURSES = 'high-school-courses',
  COLLEGE_COURSES = 'college-courses',
  TUTORING_PREFERENCES = 'tutoring-preferences',
  AVAILABILITY = 'availability',
  ABOUT = 'about',
}
registerEnumType(TutorApplicationStepEnum, { name: 'TutorApplicationStep', description: 'A step of /apply after personal info, in route order.' });

export const stepOf = (value: TutorApplicationStepEnum): ApplicationStep => value;

/** One step's answers: the fields of that step (spec applyToTutor names), the others left out. */
@InputType()
export class TutorApplicationStepInput {
  @Field(() => TutorApplicationStepEnum) step!: TutorApplicationStepEnum;
  @Field(() => String, { nullable: true, description: 'referral: FRIEND, SCHOOL, NEXTDOOR, WEBSITE, GOOGLE or OTHER.' }) referralSource?: string | null;
  @Field(() => [String], { nullable: true, description: 'core-subjects: subject categories of spec section 9.' }) subjects?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'education-level: in high school (true) or college (false).' }) isHighSchoolTutor?: boolean | null;
  @Field(() => String, { nullable: true, description: 'education-level: 9TH_GRADE … 12TH_GRADE, or FRESHMAN … RECENTLY_GRADUATED.' }) tutorGradeLevel?: string | null;
  @Field(() => [String], { nullable: true, description: 'education-level: the grades to tutor (ELEMENTARY, MIDDLE_SCHOOL, HIGH_SCHOOL, COLLEGE).' }) gradesForTutoring?: string[] | null;
  @Field(() => String, { nullable: true, description: 'location: a ZIP code (zip+4 allowed); city and state come from the catalog.' }) zipCode?: string | null;
  @Field(() => String, { nullable: true, description: 'school-info: a catalog institution id; else the name, city and state typed.' }) schoolId?: string | null;
  @Field(() => String, { nullable: true }) schoolName?: string | null;
  @Field(() => String, { nullable: true }) schoolCity?: string | null;
  @Field(() => String, { nullable: true }) schoolState?: string | null;
  @Field(() => [String], { nullable: true, description: 'high-school-courses / college-courses: catalog course names.' }) courses?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'tutoring-preferences: default true.' }) onlinePreference?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'tutoring-preferences: default true.' }) paidPreference?: boolean | null;
  @Field(() => String, { nullable: true, description: 'tutoring-preferences: venmo (default) or paypal.' }) prefPaymentMethod?: string | null;
  @Field(() => String, { nullable: true, description: 'tutoring-preferences, when unpaid.' }) nonProfitName?: string | null;
  @Field(() => String, { nullable: true, description: 'tutoring-preferences, when unpaid: where donations are made.' }) donationLink?: string | null;
  @Field(() => [DayAvailabilityInput], { nullable: true }) dailyAvaliability?: DayAvailabilityInput[] | null;
  @Field(() => String, { nullable: true }) avaliabilityDesc?: string | null;
  @Field(() => String, { nullable: true, description: 'about: the bio.' }) aboutYourself?: string | null;
  @Field(() => String, { nullable: true, description: 'about: one digit, a dot, one or two digits; at most 5.' }) gpa?: string | null;
}

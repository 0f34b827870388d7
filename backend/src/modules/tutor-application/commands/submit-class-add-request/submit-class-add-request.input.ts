import { Field, InputType } from '@nestjs/graphql';

/** A course missing from the catalog, as the applicant typed it. */
@InputType()
export class ClassAddRequestInput {
  @Field(() => String) courseName!: string;
  @Field(() => Boolean, { description: 'A high-school course (true) or a college one (false).' }) isHighSchoolCourse!: boolean;
  @Field(() => String, { nullable: true, description: 'The catalog school it is taught at, when known.' }) schoolId?: string | null;
  @Field(() => String, { nullable: true, description: 'A subject category of spec section 9, when the requester knows it.' }) subject?: string | null;
}

import { Field, InputType } from '@nestjs/graphql';

/** The core-info step of /student-become-tutor: what a student's account does not hold yet. */
@InputType()
export class StudentApplyToTutorInput {
  @Field(() => String, { description: 'mm/dd/yyyy; at least 14 years ago.' }) dob!: string;
  @Field(() => String, { nullable: true, description: 'A US number; kept as the account’s (unverified) number when it differs.' }) phoneNumber?: string | null;
}

import { Field, InputType } from '@nestjs/graphql';

/** Application step 1 (personal info): spec applyToTutor firstName, lastName, dob, email, phoneNumber, password. */
@InputType()
export class SignUpTutorInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'mm/dd/yyyy; at least 14 years ago.' }) dob!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'A US number, e.g. (512) 555-0100.' }) phoneNumber!: string;
  @Field(() => String) password!: string;
}

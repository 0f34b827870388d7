import { Field, InputType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from './user.model';

@InputType('CurrentSchoolInput', { description: 'The school a client attends; null clears it.' })
export class CurrentSchoolInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
}

/** Edit-profile's personal fields; each one given is set, each one left out kept. */
@InputType('PersonalInfoInput')
export class PersonalInfoInput {
  @Field(() => String, { nullable: true, description: 'mm/dd/yyyy; empty or null clears it. A tutor is at least 14.' }) birthday?: string | null;
  @Field(() => ClientProfileTypeEnum, { nullable: true, description: 'Clients only.' }) clientProfileType?: ClientProfileTypeEnum;
  @Field(() => String, { nullable: true, description: 'ELEMENTARY, MIDDLE_SCHOOL, HIGH_SCHOOL or COLLEGE; null clears it.' }) gradeLevel?: string | null;
  @Field(() => CurrentSchoolInput, { nullable: true }) currentSchool?: CurrentSchoolInput | null;
}

/** Every edit-profile field; each one given is set, each one left out kept. */
@InputType('UpdateUserInput')
export class UpdateUserInput extends PersonalInfoInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => Boolean, { nullable: true }) isReceivingNewsletters?: boolean;
}

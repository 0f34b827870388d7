import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from '../../user.model';

/** Admins are never created by sign-up, so the schema does not offer the type. */
export enum SignupProfileTypeEnum {
  TUTOR = 'TUTOR',
  STUDENT_OR_PARENT = 'STUDENT_OR_PARENT',
}
registerEnumType(SignupProfileTypeEnum, { name: 'SignupProfileType' });

@InputType()
export class EmailSignupInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => SignupProfileTypeEnum) profileType!: SignupProfileTypeEnum;
  @Field(() => ClientProfileTypeEnum, { defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType!: ClientProfileTypeEnum;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) referralCode?: string | null;
}

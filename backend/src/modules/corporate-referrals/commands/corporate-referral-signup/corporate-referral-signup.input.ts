import { Field, InputType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from '../../../accounts/user.model';

/** A client's sign-up under an organisation's referral code. */
@InputType()
export class CorporateReferralSignupInput {
  @Field(() => String) corporateCode!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => ClientProfileTypeEnum, { defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType!: ClientProfileTypeEnum;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
}

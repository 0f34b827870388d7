import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('CorporateReferral', { description: 'An organisation whose members sign up under its referral code.' })
export class CorporateReferralModel {
  @Field(() => String) code!: string;
  @Field(() => String) organisationName!: string;
}

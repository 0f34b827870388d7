import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ReferralReferee')
export class ReferralRefereeModel {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@ObjectType('ReferralSummary', { description: 'One referred user (spec: Referral summary id, status, referee).' })
export class ReferralSummaryModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'SIGNED_UP, or CREDITED once their first paid session earned the $20 credit.' }) status!: string;
  @Field(() => ReferralRefereeModel) referee!: ReferralRefereeModel;
}

@ObjectType('ClientReferralSummary')
export class ClientReferralSummaryModel {
  @Field(() => String, { description: 'The code of the /c/{code} link.' }) code!: string;
  @Field(() => String, { description: '{host}/c/{code}' }) link!: string;
  @Field(() => Int, { description: 'Referral credit earned, in cents ($20 per referred client).' }) creditsEarnedCents!: number;
  @Field(() => Int, { description: 'Credit left, in cents: spent on sessions before the card.' }) creditBalanceCents!: number;
  @Field(() => [ReferralSummaryModel]) referrals!: ReferralSummaryModel[];
}

@ObjectType('ReferralInvite', { description: 'What a visitor of a /c/{code}, /trc/{code} or /trt/{code} link may know of who invited them.' })
export class ReferralInviteModel {
  @Field(() => String, { description: 'The code, normalised: the one to send as EmailSignupInput.referralCode.' }) code!: string;
  @Field(() => String, { description: "The referrer's first name, and nothing more of them." }) referrerFirstName!: string;
}

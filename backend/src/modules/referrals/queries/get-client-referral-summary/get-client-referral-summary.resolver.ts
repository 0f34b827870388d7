import { Inject } from '@nestjs/common';
import { Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { referralLinkPath } from '../../../../../domain/referrals/referral.rules';
import { findCreditBalance, findReferralsBy, referralCodeOf } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../platform.module';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';

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

@Resolver()
export class GetClientReferralSummaryResolver {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @SignedIn()
  @Query(() => ClientReferralSummaryModel, { description: "The viewer's referral link, the users who signed up with it and the credit they earned." })
  async getClientReferralSummary(@CurrentViewer() viewer: Viewer): Promise<ClientReferralSummaryModel> {
    const code = referralCodeOf(viewer.userId);
    const [referrals, balance] = await Promise.all([findReferralsBy(this.readModels, viewer.userId), findCreditBalance(this.readModels, viewer.userId)]);
    return {
      code,
      link: `${this.config.publicUrl}${referralLinkPath(code)}`,
      creditsEarnedCents: balance.earnedCents,
      creditBalanceCents: balance.balanceCents,
      referrals: referrals.map((referral) => ({
        id: referral._id,
        status: referral.status,
        referee: { id: referral._id, firstName: referral.refereeFirstName, lastName: referral.refereeLastName },
      })),
    };
  }
}

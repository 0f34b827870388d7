import { Inject, Injectable } from '@nestjs/common';
import { referralLinkPath } from '../../../../../domain/referrals/referral.rules';
import { findCreditBalance, findReferralsBy, referralCodeOf } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../platform.module';
import { ClientReferralSummaryModel } from '../../referral.model';

/** getClientReferralSummary: the user's referral link, the users who signed up with it and the credit they earned. */
@Injectable()
export class GetClientReferralSummaryHandler {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: { userId: string }): Promise<ClientReferralSummaryModel> {
    const code = referralCodeOf(input.userId);
    const [referrals, balance] = await Promise.all([findReferralsBy(this.readModels, input.userId), findCreditBalance(this.readModels, input.userId)]);
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

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GetClientReferralSummaryResolver } from './queries/get-client-referral-summary/get-client-referral-summary.resolver';
import { GetReferralInviteResolver } from './queries/get-referral-invite/get-referral-invite.resolver';
import { ReferralCreditsReaction } from './referral-credits/referral-credits.reaction';

/** Referral links (/c/{code}, given at sign-up), the $20 credit a referrer earns, and its summary. */
@Module({
  imports: [AccountsModule],
  providers: [ReferralCreditsReaction, GetClientReferralSummaryResolver, GetReferralInviteResolver],
})
export class ReferralsModule {}

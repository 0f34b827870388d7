import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GetClientReferralSummaryHandler } from './queries/get-client-referral-summary/get-client-referral-summary.handler';
import { GetClientReferralSummaryResolver } from './queries/get-client-referral-summary/get-client-referral-summary.resolver';
import { GetReferralInviteHandler } from './queries/get-referral-invite/get-referral-invite.handler';
import { GetReferralInviteResolver } from './queries/get-referral-invite/get-referral-invite.resolver';
import { ReferralCreditsReaction } from './referral-credits/referral-credits.reaction';

/** Referral links (/c/{code}, given at sign-up), the $20 credit a referrer earns, and its summary. */
@Module({
  imports: [AccountsModule],
  providers: [ReferralCreditsReaction, GetClientReferralSummaryHandler, GetClientReferralSummaryResolver, GetReferralInviteHandler, GetReferralInviteResolver],
})
export class ReferralsModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PairsModule } from '../pairs/pairs.module';
import { SaveTutoringMarketplaceCreditHandler } from './commands/save-tutoring-marketplace-credit/save-tutoring-marketplace-credit.handler';
import { SaveTutoringMarketplaceCreditResolver } from './commands/save-tutoring-marketplace-credit/save-tutoring-marketplace-credit.resolver';
import { GetClientReferralSummaryHandler } from './queries/get-client-referral-summary/get-client-referral-summary.handler';
import { GetClientReferralSummaryResolver } from './queries/get-client-referral-summary/get-client-referral-summary.resolver';
import { GetReferralInviteHandler } from './queries/get-referral-invite/get-referral-invite.handler';
import { GetReferralInviteResolver } from './queries/get-referral-invite/get-referral-invite.resolver';
import { ReferralCreditsReaction } from './referral-credits/referral-credits.reaction';
import { SendTutorReferralEmailHandler } from './commands/send-tutor-referral-email/send-tutor-referral-email.handler';
import { SendTutorReferralEmailResolver } from './commands/send-tutor-referral-email/send-tutor-referral-email.resolver';
import { SendTutorReferralTextHandler } from './commands/send-tutor-referral-text/send-tutor-referral-text.handler';
import { SendTutorReferralTextResolver } from './commands/send-tutor-referral-text/send-tutor-referral-text.resolver';
import { ReferralInvites } from './referral-invites';
import { ReferralInviteDelivery } from './workflows/referral-invite-delivery.reaction';

/** Referral links (/c/{code}, given at sign-up), the $20 credit a referrer earns, its summary, and the tutors' invitations by e-mail and text. */
@Module({
  imports: [AccountsModule, PairsModule],
  providers: [
    SaveTutoringMarketplaceCreditHandler,
    SaveTutoringMarketplaceCreditResolver,
    ReferralCreditsReaction,
    GetClientReferralSummaryHandler,
    GetClientReferralSummaryResolver,
    GetReferralInviteHandler,
    GetReferralInviteResolver,
    ReferralInvites,
    SendTutorReferralEmailHandler,
    SendTutorReferralEmailResolver,
    SendTutorReferralTextHandler,
    SendTutorReferralTextResolver,
    ReferralInviteDelivery,
  ],
})
export class ReferralsModule {}

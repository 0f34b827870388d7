import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CorporateReferralSignupHandler } from './commands/corporate-referral-signup/corporate-referral-signup.handler';
import { CorporateReferralSignupResolver } from './commands/corporate-referral-signup/corporate-referral-signup.resolver';
import { CorporateOrganisations } from './corporate-organisations';
import { GetCorporateReferralHandler } from './queries/get-corporate-referral/get-corporate-referral.handler';
import { GetCorporateReferralResolver } from './queries/get-corporate-referral/get-corporate-referral.resolver';

/** Clients signing up under an organisation's referral code (CORPORATE_REFERRAL_CODES). */
@Module({
  imports: [AccountsModule],
  providers: [CorporateOrganisations, GetCorporateReferralHandler, GetCorporateReferralResolver, CorporateReferralSignupHandler, CorporateReferralSignupResolver],
})
export class CorporateReferralsModule {}

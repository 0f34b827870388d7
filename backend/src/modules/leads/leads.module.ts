import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CaptchaPasses } from './captcha/captcha-passes';
import { VerifyCaptchaHandler } from './captcha/verify-captcha.handler';
import { SetLeadStatusHandler } from './commands/set-lead-status/set-lead-status.handler';
import { SetLeadStatusResolver } from './commands/set-lead-status/set-lead-status.resolver';
import { SubmitFlexIntakeHandler } from './commands/submit-flex-intake/submit-flex-intake.handler';
import { SubmitFlexIntakeResolver } from './commands/submit-flex-intake/submit-flex-intake.resolver';
import { SubmitSchoolLeadHandler } from './commands/submit-school-lead/submit-school-lead.handler';
import { PublicFormThrottle } from './public-form-throttle';
import { GetAdminLeadsHandler } from './queries/get-admin-leads/get-admin-leads.handler';
import { GetAdminLeadsResolver } from './queries/get-admin-leads/get-admin-leads.resolver';
import { LeadHandoff } from './workflows/lead-handoff';
import { SignupLeads } from './signup-leads';
import { GetHubSpotEmailSignupHandler } from './queries/get-hub-spot-email-signup/get-hub-spot-email-signup.handler';
import { GetHubSpotEmailSignupResolver } from './queries/get-hub-spot-email-signup/get-hub-spot-email-signup.resolver';
import { EmailSignupClientPersonalizedHandler } from './commands/email-signup-client-personalized/email-signup-client-personalized.handler';
import { EmailSignupClientPersonalizedResolver } from './commands/email-signup-client-personalized/email-signup-client-personalized.resolver';

/** Schools' leads: the lead form's captcha and submission (served by web/public-forms), the admins' Leads tab, the CRM handoff, and the personalised sign-up a lead's link opens. */
@Module({
  imports: [AccountsModule],
  providers: [
    CaptchaPasses,
    PublicFormThrottle,
    VerifyCaptchaHandler,
    SubmitSchoolLeadHandler,
    SubmitFlexIntakeHandler,
    SubmitFlexIntakeResolver,
    GetAdminLeadsHandler,
    GetAdminLeadsResolver,
    SetLeadStatusHandler,
    SetLeadStatusResolver,
    LeadHandoff,
    SignupLeads,
    GetHubSpotEmailSignupHandler,
    GetHubSpotEmailSignupResolver,
    EmailSignupClientPersonalizedHandler,
    EmailSignupClientPersonalizedResolver,
  ],
  exports: [VerifyCaptchaHandler, SubmitSchoolLeadHandler, PublicFormThrottle],
})
export class LeadsModule {}

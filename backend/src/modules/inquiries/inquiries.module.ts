import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { LeadsModule } from '../leads/leads.module';
import { GeneralInquiryHandler } from './commands/general-inquiry/general-inquiry.handler';
import { GeneralInquiryResolver } from './commands/general-inquiry/general-inquiry.resolver';
import { ResolveInquiryHandler } from './commands/resolve-inquiry/resolve-inquiry.handler';
import { ResolveInquiryResolver } from './commands/resolve-inquiry/resolve-inquiry.resolver';
import { SendTutoringAppQueryHandler } from './commands/send-tutoring-app-query/send-tutoring-app-query.handler';
import { SendTutoringAppQueryResolver } from './commands/send-tutoring-app-query/send-tutoring-app-query.resolver';
import { TechnicalIssueHandler } from './commands/technical-issue/technical-issue.handler';
import { TechnicalIssueResolver } from './commands/technical-issue/technical-issue.resolver';
import { InquirySubmission } from './inquiry-submission';
import { GetAdminInquiriesHandler } from './queries/get-admin-inquiries/get-admin-inquiries.handler';
import { GetAdminInquiriesResolver } from './queries/get-admin-inquiries/get-admin-inquiries.resolver';
import { InquiryNotices } from './workflows/inquiry-notices';

/** The contact page's support inbox: the two inquiry forms, the admins' Inquiries tab, the staff's e-mail. */
@Module({
  imports: [AccountsModule, LeadsModule],
  providers: [
    InquirySubmission,
    GeneralInquiryHandler,
    GeneralInquiryResolver,
    TechnicalIssueHandler,
    TechnicalIssueResolver,
    SendTutoringAppQueryHandler,
    SendTutoringAppQueryResolver,
    GetAdminInquiriesHandler,
    GetAdminInquiriesResolver,
    ResolveInquiryHandler,
    ResolveInquiryResolver,
    InquiryNotices,
  ],
})
export class InquiriesModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ReportUserV2Handler } from './commands/report-user-v2/report-user-v2.handler';
import { ReportUserV2Resolver } from './commands/report-user-v2/report-user-v2.resolver';
import { ResolveReportHandler } from './commands/resolve-report/resolve-report.handler';
import { ResolveReportResolver } from './commands/resolve-report/resolve-report.resolver';
import { GetAdminReportsHandler } from './queries/get-admin-reports/get-admin-reports.handler';
import { GetAdminReportsResolver } from './queries/get-admin-reports/get-admin-reports.resolver';

/** Users' reports of each other and the admins' reports queue (with the online-lesson issues). */
@Module({
  imports: [AccountsModule],
  providers: [ReportUserV2Handler, ReportUserV2Resolver, ResolveReportHandler, ResolveReportResolver, GetAdminReportsHandler, GetAdminReportsResolver],
})
export class ReportsModule {}

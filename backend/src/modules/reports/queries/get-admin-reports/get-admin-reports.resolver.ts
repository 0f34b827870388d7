import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { ReportModel } from '../../report.models';
import { GetAdminReportsHandler } from './get-admin-reports.handler';

@Resolver()
export class GetAdminReportsResolver {
  constructor(private readonly handler: GetAdminReportsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [ReportModel], { description: 'Admins: the reports queue (user reports and online-lesson issues), newest first, at most 100; open ones unless includeResolved.' })
  getAdminReports(@Args('includeResolved', { type: () => Boolean, nullable: true }) includeResolved?: boolean | null): Promise<ReportModel[]> {
    return this.handler.execute({ includeResolved: includeResolved ?? false });
  }
}

import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminReportsPageModel } from '../../report.models';
import { GetAdminReportsHandler } from './get-admin-reports.handler';

@Resolver()
export class GetAdminReportsResolver {
  constructor(private readonly handler: GetAdminReportsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminReportsPageModel, { description: 'Admins: the reports queue (user reports and online-lesson issues), newest first, 10 a page; open ones unless includeResolved.' })
  getAdminReports(
    @Args('includeResolved', { type: () => Boolean, nullable: true }) includeResolved?: boolean | null,
    @Args('pageNumber', { type: () => Int, nullable: true, description: 'From 1 (the first page when left out).' }) pageNumber?: number | null,
  ): Promise<AdminReportsPageModel> {
    return this.handler.execute({ includeResolved: includeResolved ?? false, pageNumber: pageNumber ?? null });
  }
}

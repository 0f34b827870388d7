import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { GetAdminPaginatedSessionSummaryV2Handler } from './get-admin-paginated-session-summary-v2.handler';
import { AdminSessionSummaryInput } from './get-admin-paginated-session-summary-v2.input';
import { AdminSessionSummaryPageModel } from './get-admin-paginated-session-summary-v2.model';

@Resolver()
export class GetAdminPaginatedSessionSummaryV2Resolver {
  constructor(private readonly handler: GetAdminPaginatedSessionSummaryV2Handler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminSessionSummaryPageModel, {
    description: 'The month’s ended sessions per client and tutor (sessions, minutes, rate, total, fees, sessions without feedback), filtered, 10 a page, with the totals. Admins only.',
  })
  getAdminPaginatedSessionSummaryV2(@Args('input', { type: () => AdminSessionSummaryInput }) input: AdminSessionSummaryInput): Promise<AdminSessionSummaryPageModel> {
    return this.handler.execute(input);
  }
}

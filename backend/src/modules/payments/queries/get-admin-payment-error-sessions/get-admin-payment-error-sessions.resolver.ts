import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminPaymentErrorSessionModel } from '../../admin-payments.model';
import { GetAdminPaymentErrorSessionsHandler } from './get-admin-payment-error-sessions.handler';

@Resolver()
export class GetAdminPaymentErrorSessionsResolver {
  constructor(private readonly handler: GetAdminPaymentErrorSessionsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminPaymentErrorSessionModel], {
    description: 'Sessions in ERROR (payout failed) whose start falls in the month (UTC), earliest first, with the reason, the people and the amounts. Admins only.',
  })
  getAdminPaymentErrorSessions(
    @Args('month', { type: () => Int }) month: number,
    @Args('year', { type: () => Int }) year: number,
  ): Promise<AdminPaymentErrorSessionModel[]> {
    return this.handler.execute({ month, year });
  }
}

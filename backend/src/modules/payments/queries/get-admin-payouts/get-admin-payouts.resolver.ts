import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminPayoutModel } from '../../admin-payments.model';
import { GetAdminPayoutsHandler } from './get-admin-payouts.handler';

@Resolver()
export class GetAdminPayoutsResolver {
  constructor(private readonly handler: GetAdminPayoutsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminPayoutModel], { description: 'Payouts started in a month, newest first; `status` narrows them (manual: the PayPal/Venmo payouts finance makes).' })
  async getAdminPayouts(
    @Args('month', { type: () => Int }) month: number,
    @Args('year', { type: () => Int }) year: number,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
  ): Promise<AdminPayoutModel[]> {
    return (await this.handler.execute({ month, year, status })).map((document) => AdminPayoutModel.of(document));
  }
}

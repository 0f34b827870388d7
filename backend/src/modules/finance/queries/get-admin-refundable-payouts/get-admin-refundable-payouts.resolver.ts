import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminRefundablePayoutModel } from '../../finance.models';
import { GetAdminRefundablePayoutsHandler } from './get-admin-refundable-payouts.handler';

@Resolver()
export class GetAdminRefundablePayoutsResolver {
  constructor(private readonly handler: GetAdminRefundablePayoutsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminRefundablePayoutModel], { description: "The month's (YYYY-MM) completed payouts, newest first, with what was refunded so far: the ones an admin may refund. Admins only." })
  async getAdminRefundablePayouts(@Args('month', { type: () => String }) month: string): Promise<AdminRefundablePayoutModel[]> {
    return (await this.handler.execute({ month })).map((document) => AdminRefundablePayoutModel.of(document));
  }
}

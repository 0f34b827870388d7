import { Args, Float, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { PayoutReplayReportModel } from '../../finance.models';
import { GetAdminPayoutReplayHandler } from './get-admin-payout-replay.handler';

@Resolver()
export class GetAdminPayoutReplayResolver {
  constructor(private readonly handler: GetAdminPayoutReplayHandler) {}

  @SignedIn('ADMIN')
  @Query(() => PayoutReplayReportModel, {
    description:
      "Finance's report of a month's payouts (YYYY-MM): each recomputed from the log's facts and compared with what was recorded, from the payout-replay read model; with fullReplay, the whole log replayed and compared with the payment provider's records too (slow on a large log). Both fee percentages give what-if totals. Admins only.",
  })
  async getAdminPayoutReplay(
    @Args('month', { type: () => String }) month: string,
    @Args('clientFeePercent', { type: () => Float, nullable: true }) clientFeePercent: number | null,
    @Args('tutorFeePercent', { type: () => Float, nullable: true }) tutorFeePercent: number | null,
    @Args('fullReplay', { type: () => Boolean, nullable: true, defaultValue: false }) fullReplay: boolean | null,
  ): Promise<PayoutReplayReportModel> {
    return PayoutReplayReportModel.of(await this.handler.execute({ month, clientFeePercent: clientFeePercent ?? null, tutorFeePercent: tutorFeePercent ?? null, fullReplay: fullReplay === true }));
  }
}

import { Args, Float, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { PayoutReplayReportModel } from '../../finance.models';
import { GetAdminPayoutReplayHandler } from './get-admin-payout-replay.handler';

@Resolver()
export class GetAdminPayoutReplayResolver {
  constructor(private readonly handler: GetAdminPayoutReplayHandler) {}

  @SignedIn('ADMIN')
  @Query(() => PayoutReplayReportModel, {
    description: "Finance's replay of a month's payouts (YYYY-MM): each recomputed from the log's facts and compared with the log and the provider. Both fee percentages give what-if totals. Admins only.",
  })
  async getAdminPayoutReplay(
    @Args('month', { type: () => String }) month: string,
    @Args('clientFeePercent', { type: () => Float, nullable: true }) clientFeePercent: number | null,
    @Args('tutorFeePercent', { type: () => Float, nullable: true }) tutorFeePercent: number | null,
  ): Promise<PayoutReplayReportModel> {
    return PayoutReplayReportModel.of(await this.handler.execute({ month, clientFeePercent: clientFeePercent ?? null, tutorFeePercent: tutorFeePercent ?? null }));
  }
}

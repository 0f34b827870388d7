import { Args, Float, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { SavePairPlatformRatesHandler } from './save-pair-platform-rates.handler';

@Resolver()
export class SavePairPlatformRatesResolver {
  constructor(
    private readonly handler: SavePairPlatformRatesHandler,
    private readonly views: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => PairModel, {
    description:
      "Sets a pair's own fee percentages (0 to 100, to the hundredth) with a reason; they apply to its sessions not yet processed, ahead of the members' default pair rates. Admins only.",
  })
  async savePairPlatformRates(
    @Args('pairId', { type: () => ID }) pairId: string,
    @Args('tutorPlatformFeePercentageRate', { type: () => Float }) tutorPlatformFeePercentageRate: number,
    @Args('tuteePlatformFeePercentageRate', { type: () => Float }) tuteePlatformFeePercentageRate: number,
    @Args('reason', { type: () => String, description: 'Why, for the history; at most 200 characters.' }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PairModel> {
    const pair = await this.handler.execute({ pairId, tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate, reason }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.of(pair);
  }
}

import { Args, Float, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { SaveHourlyRateForPairHandler } from './save-hourly-rate-for-pair.handler';

@Resolver()
export class SaveHourlyRateForPairResolver {
  constructor(
    private readonly handler: SaveHourlyRateForPairHandler,
    private readonly views: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => PairModel, {
    description: "Sets a pair's tutor hourly rate (rounded to whole dollars, at least 1) with a reason; the pair's sessions not yet processed are paid at it. Admins only.",
  })
  async saveHourlyRateForPair(
    @Args('pairId', { type: () => ID }) pairId: string,
    @Args('tutorHourlyWage', { type: () => Float }) tutorHourlyWage: number,
    @Args('reason', { type: () => String, description: 'Why, for the history; at most 200 characters.' }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PairModel> {
    return this.views.of(await this.handler.execute({ pairId, tutorHourlyWage, reason }, this.pipeline.contextOf(context, viewer.userId)));
  }
}

import { Args, Float, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminUserRatesModel } from '../../admin-user-rates';
import { SaveDefaultPairRateHandler } from './save-client-default-pair-rate.handler';

@Resolver()
export class SaveClientDefaultPairRateResolver {
  constructor(
    private readonly handler: SaveDefaultPairRateHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => AdminUserRatesModel, {
    description: "Sets the client fee percentage (0 to 100) of a client's pairs without fees of their own, with a reason; for their sessions not yet processed. Admins only.",
  })
  async saveClientDefaultPairRate(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('clientDefaultPairRate', { type: () => Float }) rate: number,
    @Args('reason', { type: () => String, description: 'Why, for the history; at most 200 characters.' }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<AdminUserRatesModel> {
    return this.handler.execute({ userId, side: 'client', rate, reason }, this.pipeline.contextOf(context, viewer.userId));
  }
}

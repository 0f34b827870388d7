import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { ActivatePairHandler } from './activate-pair.handler';

@Resolver()
export class ActivatePairResolver {
  constructor(
    private readonly handler: ActivatePairHandler,
    private readonly views: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => PairModel, { description: 'Makes a pair active again; for either member.' })
  async activatePair(@Args('pairId', { type: () => ID }) pairId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.views.of(await this.handler.execute({ pairId }, this.pipeline.contextOf(context, viewer.userId)));
  }
}

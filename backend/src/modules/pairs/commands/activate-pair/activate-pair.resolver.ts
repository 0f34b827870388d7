import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { findPair } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairCommands } from '../../pair-commands.service';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views.service';

@Resolver()
export class ActivatePairResolver {
  constructor(
    private readonly pairs: PairCommands,
    private readonly views: PairViews,
    private readonly readModels: ReadModels,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => PairModel, { description: 'Makes a pair active again; for either member.' })
  async activatePair(@Args('pairId', { type: () => ID }) pairId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    if (!(await this.pairs.exists(pairId))) throw new NotFoundError('This pair does not exist.');
    await this.pairs.run(pairId, { type: 'ActivatePair', data: {} }, this.runtime.contextOf(context, viewer.userId));
    const pair = await findPair(this.readModels, pairId);
    if (!pair) throw new NotFoundError('This pair does not exist.');
    return this.views.of(pair);
  }
}

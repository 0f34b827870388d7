import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { findPairBetween } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairCommands } from '../../pair-commands.service';

@Resolver()
export class UnPairWithUserResolver {
  constructor(
    private readonly pairs: PairCommands,
    private readonly readModels: ReadModels,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Ends the active pair of the viewer and this user, whichever of the two is the tutor. NOT_FOUND when they have no pair.' })
  async unPairWithUser(@Args('userId', { type: () => ID }) userId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    const pair = await findPairBetween(this.readModels, viewer.userId, userId);
    if (!pair) throw new NotFoundError('You have no pair with this user.');
    await this.pairs.run(pair._id, { type: 'DeactivatePair', data: {} }, this.runtime.contextOf(context, viewer.userId));
    return true;
  }
}

import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairsForGroupSessionHandler } from './get-pairs-for-group-session.handler';

@Resolver()
export class GetPairsForGroupSessionResolver {
  constructor(
    private readonly handler: GetPairsForGroupSessionHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn('ADMIN')
  @Query(() => [PairModel], { description: 'The active pairs of the given clients (at most 50), each client’s newest first: who can join a group session with whom. Admins only.' })
  async getPairsForGroupSession(@Args('tuteeIds', { type: () => [ID] }) tuteeIds: string[]): Promise<PairModel[]> {
    return Promise.all((await this.handler.execute({ tuteeIds })).map((pair) => this.views.of(pair)));
  }
}

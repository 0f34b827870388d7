import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairForUserIdHandler } from './get-pair-for-user-id.handler';

@Resolver()
export class GetPairForUserIdResolver {
  constructor(
    private readonly handler: GetPairForUserIdHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of the viewer and this user, whichever is the tutor.' })
  async getPairForUserId(
    @Args('userId', { type: () => ID }) userId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<PairModel | null> {
    const pair = await this.handler.execute({ viewerId: viewer.userId, userId });
    return pair ? this.views.of(pair) : null;
  }
}

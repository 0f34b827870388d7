import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairForUserIdsHandler } from './get-pair-for-user-ids.handler';

@Resolver()
export class GetPairForUserIdsResolver {
  constructor(
    private readonly handler: GetPairForUserIdsHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of this tutor and client; only for the two of them and admins.' })
  async getPairForUserIds(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('tuteeId', { type: () => ID }) tuteeId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<PairModel | null> {
    const pair = await this.handler.execute({ viewerId: viewer.userId, viewerIsAdmin: viewer.user.profile.profileTypes.includes('ADMIN'), tutorId, tuteeId });
    return pair ? this.views.of(pair) : null;
  }
}

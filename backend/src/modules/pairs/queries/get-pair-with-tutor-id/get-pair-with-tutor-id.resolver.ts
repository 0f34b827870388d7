import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairWithTutorIdHandler } from './get-pair-with-tutor-id.handler';

@Resolver()
export class GetPairWithTutorIdResolver {
  constructor(
    private readonly handler: GetPairWithTutorIdHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of the viewer, as the client, with this tutor.' })
  async getPairWithTutorId(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<PairModel | null> {
    const pair = await this.handler.execute({ viewerId: viewer.userId, tutorId });
    return pair ? this.views.of(pair) : null;
  }
}

import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairPartyModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetTuteeListHandler } from './get-tutee-list.handler';

@Resolver()
export class GetTuteeListResolver {
  constructor(
    private readonly handler: GetTuteeListHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'Every client the viewer, as a tutor, has had a pair with, active or not.' })
  async getTuteeList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf(await this.handler.execute({ viewerId: viewer.userId }));
  }
}

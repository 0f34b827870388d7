import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairPartyModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetTutorListHandler } from './get-tutor-list.handler';

@Resolver()
export class GetTutorListResolver {
  constructor(
    private readonly handler: GetTutorListHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'Every tutor the viewer has had a pair with, active or not.' })
  async getTutorList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf(await this.handler.execute({ viewerId: viewer.userId }));
  }
}

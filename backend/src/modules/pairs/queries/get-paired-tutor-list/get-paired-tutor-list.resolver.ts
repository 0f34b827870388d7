import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairPartyModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairedTutorListHandler } from './get-paired-tutor-list.handler';

@Resolver()
export class GetPairedTutorListResolver {
  constructor(
    private readonly handler: GetPairedTutorListHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'The tutors the viewer has an active pair with.' })
  async getPairedTutorList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf(await this.handler.execute({ viewerId: viewer.userId }));
  }
}

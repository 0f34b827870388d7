import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairPartyModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { GetPairedTuteeListHandler } from './get-paired-tutee-list.handler';

@Resolver()
export class GetPairedTuteeListResolver {
  constructor(
    private readonly handler: GetPairedTuteeListHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'The clients the viewer, as a tutor, has an active pair with.' })
  async getPairedTuteeList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf(await this.handler.execute({ viewerId: viewer.userId }));
  }
}

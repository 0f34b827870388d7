import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionQueries } from '../../session-queries.service';

@Resolver()
export class GetPaymentErrorSessionsForUserV2Resolver {
  constructor(private readonly queries: SessionQueries) {}

  @SignedIn()
  @Query(() => [SessionModel], { description: 'The viewer’s sessions whose payout failed (status ERROR, with errorReason), latest first; fix them with fixErrorSession.' })
  getPaymentErrorSessionsForUserV2(@CurrentViewer() viewer: Viewer): Promise<SessionModel[]> {
    return this.queries.paymentErrors(viewer);
  }
}

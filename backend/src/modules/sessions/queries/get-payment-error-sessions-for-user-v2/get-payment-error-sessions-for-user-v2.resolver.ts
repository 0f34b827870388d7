import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { GetPaymentErrorSessionsForUserV2Handler } from './get-payment-error-sessions-for-user-v2.handler';

@Resolver()
export class GetPaymentErrorSessionsForUserV2Resolver {
  constructor(private readonly handler: GetPaymentErrorSessionsForUserV2Handler) {}

  @SignedIn()
  @Query(() => [SessionModel], { description: 'The viewer’s sessions whose payout failed (status ERROR, with errorReason), latest first; fix them with fixErrorSession.' })
  getPaymentErrorSessionsForUserV2(@CurrentViewer() viewer: Viewer): Promise<SessionModel[]> {
    return this.handler.execute({ userId: viewer.userId });
  }
}

import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { HeldPayoutModel } from '../../payment.models';
import { GetHeldPayoutsHandler } from './get-held-payouts.handler';

@Resolver()
export class GetHeldPayoutsResolver {
  constructor(private readonly handler: GetHeldPayoutsHandler) {}

  @SignedIn('TUTOR')
  @Query(() => [HeldPayoutModel], { description: "The viewer's payouts held until they add a payout method (paid automatically, once, when they do)." })
  async getHeldPayouts(@CurrentViewer() viewer: Viewer): Promise<HeldPayoutModel[]> {
    return this.handler.execute({ userId: viewer.userId });
  }
}

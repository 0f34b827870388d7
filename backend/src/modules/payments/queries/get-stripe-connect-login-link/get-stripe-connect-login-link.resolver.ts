import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';

@Resolver()
export class GetStripeConnectLoginLinkResolver {
  constructor(private readonly payments: PaymentAccountCommands) {}

  @SignedIn('TUTOR')
  @Query(() => String, { description: "A single-use link to the tutor's Stripe Express dashboard." })
  async getStripeConnectLoginLink(@CurrentViewer() viewer: Viewer): Promise<string> {
    return this.payments.stripeConnectLoginLink(viewer.userId);
  }
}

import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';

@Resolver()
export class CheckStripeConnectAccountVerifiedResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => Boolean, { description: "Asks Stripe whether the tutor's connected account can be paid out, and records the answer." })
  async checkStripeConnectAccountVerified(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    return this.payments.checkStripeConnectAccountVerified(viewer.userId, this.runtime.contextOf(context, viewer.userId));
  }
}

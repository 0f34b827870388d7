import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PayoutSettingsModel } from '../../payment.models';

@Resolver()
export class AssociateStripeConnectResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PayoutSettingsModel, { description: "Links the tutor's Stripe Express account from the Connect OAuth redirect's code and pays them through it." })
  async associateStripeConnect(
    @Args('authCode', { type: () => String }) authCode: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PayoutSettingsModel> {
    return PayoutSettingsModel.of(await this.payments.associateStripeConnect(viewer.userId, authCode, this.runtime.contextOf(context, viewer.userId)));
  }
}

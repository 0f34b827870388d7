import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PayoutMethodEnum, PayoutSettingsModel } from '../../payment.models';

@Resolver()
export class EditPrimaryPayoutOptionResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PayoutSettingsModel, {
    description: 'Chooses how the tutor is paid: stripeConnect (needs a linked account), or venmo / paypal with the handle finance pays to (manualPayoutId).',
  })
  async editPrimaryPayoutOption(
    @Args('primaryPayoutMethod', { type: () => PayoutMethodEnum }) primaryPayoutMethod: PayoutMethodEnum,
    @Args('manualPayoutId', { type: () => String, nullable: true }) manualPayoutId: string | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PayoutSettingsModel> {
    return PayoutSettingsModel.of(
      await this.payments.editPrimaryPayoutOption(viewer.userId, primaryPayoutMethod, manualPayoutId ?? null, this.runtime.contextOf(context, viewer.userId)),
    );
  }
}

import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PayoutMethodEnum, PayoutSettingsModel } from '../../payment.models';
import { EditPrimaryPayoutOptionHandler } from './edit-primary-payout-option.handler';

@Resolver()
export class EditPrimaryPayoutOptionResolver {
  constructor(
    private readonly handler: EditPrimaryPayoutOptionHandler,
    private readonly pipeline: CommandPipeline,
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
      await this.handler.execute({ userId: viewer.userId, primaryPayoutMethod, manualPayoutId: manualPayoutId ?? null }, this.pipeline.contextOf(context, viewer.userId)),
    );
  }
}

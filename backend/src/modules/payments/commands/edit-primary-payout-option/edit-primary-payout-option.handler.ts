import { Injectable } from '@nestjs/common';
import { PrimaryPayoutMethod } from '../../../../../domain/payments/payment-account.events';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream, paymentSettingsOf } from '../../payment-account-stream';

/** editPrimaryPayoutOption: Stripe Connect (with a linked account), or Venmo / PayPal with the handle finance pays to. */
@Injectable()
export class EditPrimaryPayoutOptionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; primaryPayoutMethod: PrimaryPayoutMethod; manualPayoutId: string | null }, context: CommandContext): Promise<PaymentAccountDocument> {
    const { userId, primaryPayoutMethod, manualPayoutId } = input;
    await this.pipeline.run(
      paymentAccountStream.decider,
      paymentAccountStream.streamIdOf(userId),
      { type: 'ChoosePrimaryPayoutMethod', data: { userId, primaryPayoutMethod, manualPayoutId } },
      context,
      { awaitReadModels: paymentAccountStream.readModels },
    );
    return paymentSettingsOf(this.readModels, userId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream, paymentSettingsOf } from '../../payment-account-stream';

/** removePaymentMethod: a card not on file is not an error; removing the default makes the next card the default, at the gateway too. */
@Injectable()
export class RemovePaymentMethodHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; paymentMethodId: string }, context: CommandContext): Promise<PaymentAccountDocument> {
    const { userId, paymentMethodId } = input;
    const streamId = paymentAccountStream.streamIdOf(userId);
    const { state: account } = await this.pipeline.load(paymentAccountStream.decider, streamId);
    if (!account.customerId || !account.cards.some((card) => card.paymentMethodId === paymentMethodId)) return paymentSettingsOf(this.readModels, userId);
    await this.gateway.removeCard(account.customerId, paymentMethodId);
    const { state: after } = await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'RemovePaymentMethod', data: { userId, paymentMethodId } }, context, {
      awaitReadModels: paymentAccountStream.readModels,
    });
    if (after.defaultPaymentMethodId && after.defaultPaymentMethodId !== account.defaultPaymentMethodId) await this.gateway.setDefaultCard(account.customerId, after.defaultPaymentMethodId);
    return paymentSettingsOf(this.readModels, userId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PaymentAccountMessages as Messages } from '../../../../../domain/payments/payment-account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream, paymentSettingsOf } from '../../payment-account-stream';

/** setDefaultPaymentMethod: one of the viewer's cards becomes the one sessions are charged to, at the gateway first. */
@Injectable()
export class SetDefaultPaymentMethodHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; paymentMethodId: string }, context: CommandContext): Promise<PaymentAccountDocument> {
    const { userId, paymentMethodId } = input;
    const streamId = paymentAccountStream.streamIdOf(userId);
    const { state: account } = await this.pipeline.load(paymentAccountStream.decider, streamId);
    if (!account.customerId || !account.cards.some((card) => card.paymentMethodId === paymentMethodId)) throw DomainError.fromFieldErrors({ paymentMethodId: Messages.unknownCard });
    await this.gateway.setDefaultCard(account.customerId, paymentMethodId);
    await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'SetDefaultPaymentMethod', data: { userId, paymentMethodId } }, context, {
      awaitReadModels: paymentAccountStream.readModels,
    });
    return paymentSettingsOf(this.readModels, userId);
  }
}

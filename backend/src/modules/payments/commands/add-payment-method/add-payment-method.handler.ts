import { Inject, Injectable } from '@nestjs/common';
import { cardOfRequest } from '../../../../../domain/payments/payment-account.decider';
import { PaymentAccountMessages } from '../../../../../domain/payments/payment-account.rules';
import { PAYMENT_GATEWAY, PaymentDeclinedError, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline, stepContext } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream, paymentSettingsOf, userCaused } from '../../payment-account-stream';

/**
 * addPaymentMethod: a customer per client, created with the first card; the first card is the
 * default. With an idempotency key, the same request again finds its card on file and saves no
 * second one at the gateway.
 */
@Injectable()
export class AddPaymentMethodHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { client: UserDocument; cardToken: string }, context: CommandContext): Promise<PaymentAccountDocument> {
    const userId = input.client._id;
    const streamId = paymentAccountStream.streamIdOf(userId);
    const requestKey = context.idempotencyKey ?? null;
    const { state: account } = await this.pipeline.load(paymentAccountStream.decider, streamId);
    if (requestKey && cardOfRequest(account, requestKey)) return paymentSettingsOf(this.readModels, userId);
    let customerId = account.customerId;
    if (!customerId) {
      customerId = await this.gateway.ensureCustomer(userId, input.client.email.address);
      await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'RecordPaymentCustomer', data: { userId, customerId } }, stepContext(context, 'customer'));
    }
    // Our words, not the provider's: those echo the token sent and have no translation.
    const card = await userCaused(() => this.gateway.attachCard(customerId, input.cardToken.trim()), 'cardToken', (error) =>
      error instanceof PaymentDeclinedError ? PaymentAccountMessages.cardDeclined : PaymentAccountMessages.cardNotSaved,
    );
    const isDefault = (await this.gateway.listCards(customerId)).some((listed) => listed.paymentMethodId === card.paymentMethodId && listed.isDefault);
    const outcome = await this.pipeline.run(
      paymentAccountStream.decider,
      streamId,
      { type: 'AddPaymentMethod', data: { userId, card, isDefault, requestKey } },
      stepContext(context, 'card'),
      { awaitReadModels: paymentAccountStream.readModels },
    );
    // The gateway and the account agree on the default (the account makes the first card it).
    if (outcome.state.defaultPaymentMethodId === card.paymentMethodId && !isDefault) await this.gateway.setDefaultCard(customerId, card.paymentMethodId);
    return paymentSettingsOf(this.readModels, userId);
  }

}

import { Inject, Injectable } from '@nestjs/common';
import { PaymentAccountMessages as Messages } from '../../../../../domain/payments/payment-account.rules';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream, paymentSettingsOf, userCaused } from '../../payment-account-stream';

/** associateStripeConnect: links the tutor's Express account from the Connect OAuth code and makes it the way they are paid. */
@Injectable()
export class AssociateStripeConnectHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; authCode: string }, context: CommandContext): Promise<PaymentAccountDocument> {
    const { userId } = input;
    const streamId = paymentAccountStream.streamIdOf(userId);
    const accountId = await userCaused(() => this.gateway.connectAccountFromOAuth(input.authCode.trim()), 'authCode', Messages.connectAuthorization);
    await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'AssociateStripeConnectAccount', data: { userId, accountId } }, context);
    const verified = await this.gateway.isAccountVerified(accountId);
    await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'RecordStripeConnectVerification', data: { userId, accountId, verified } }, context);
    await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'ChoosePrimaryPayoutMethod', data: { userId, primaryPayoutMethod: 'stripeConnect' } }, context, {
      awaitReadModels: paymentAccountStream.readModels,
    });
    return paymentSettingsOf(this.readModels, userId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream } from '../../payment-account-stream';

/** checkStripeConnectAccountVerified: asks the provider, records a change, answers whether the account can be paid out. */
@Injectable()
export class CheckStripeConnectAccountVerifiedHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: { userId: string }, context: CommandContext): Promise<boolean> {
    const { userId } = input;
    const streamId = paymentAccountStream.streamIdOf(userId);
    const { state: account } = await this.pipeline.load(paymentAccountStream.decider, streamId);
    if (!account.connectAccountId) return false;
    const verified = await this.gateway.isAccountVerified(account.connectAccountId);
    await this.pipeline.run(paymentAccountStream.decider, streamId, { type: 'RecordStripeConnectVerification', data: { userId, accountId: account.connectAccountId, verified } }, context, {
      awaitReadModels: paymentAccountStream.readModels,
    });
    return verified;
  }
}

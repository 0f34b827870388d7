import { Inject, Injectable } from '@nestjs/common';
import { PaymentAccountMessages as Messages } from '../../../../../domain/payments/payment-account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { paymentAccountStream } from '../../payment-account-stream';

/** getStripeConnectLoginLink: a single-use link to the tutor's Express dashboard; none without a linked account. */
@Injectable()
export class GetStripeConnectLoginLinkHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: { userId: string }): Promise<string> {
    const { state: account } = await this.pipeline.load(paymentAccountStream.decider, paymentAccountStream.streamIdOf(input.userId));
    if (!account.connectAccountId) throw new DomainError(Messages.noConnectAccount);
    return this.gateway.loginLink(account.connectAccountId);
  }
}

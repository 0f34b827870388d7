import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';

/** getStripeConnectAuthorizeUrl: the provider's OAuth page with a random `state` the browser keeps and compares (CSRF protection). */
@Injectable()
export class GetStripeConnectAuthorizeUrlHandler {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  execute(input: { redirectUri: string }): string {
    return this.gateway.connectOAuthUrl(randomBytes(16).toString('hex'), input.redirectUri);
  }
}

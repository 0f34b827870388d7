import { randomBytes } from 'node:crypto';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PayoutSettingsModel } from '../../payment.models';

@Resolver()
export class GetPayoutSettingsResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  @SignedIn('TUTOR')
  @Query(() => PayoutSettingsModel, { description: "The viewer's payout settings (/account-settings/tutor-payouts)." })
  async getPayoutSettings(@CurrentViewer() viewer: Viewer): Promise<PayoutSettingsModel> {
    return PayoutSettingsModel.of(await this.payments.settingsOf(viewer.userId));
  }

  @SignedIn('TUTOR')
  @Query(() => String, {
    description:
      'Where the browser goes to link a Stripe Express account. Stripe comes back to redirectUri with `code` (for associateStripeConnect) ' +
      'and the URL\'s random `state`, which the browser keeps and compares (OAuth CSRF protection).',
  })
  getStripeConnectAuthorizeUrl(@Args('redirectUri', { type: () => String }) redirectUri: string): string {
    return this.gateway.connectOAuthUrl(randomBytes(16).toString('hex'), redirectUri);
  }
}

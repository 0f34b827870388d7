import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { Request } from 'express';
import { PAYMENT_GATEWAY, PaymentGateway, PaymentWebhookEvent, WebhookSignatureError } from '../../../../platform/payments/payment-gateway.port';
import { StripeWebhookHandler, WebhookAnswer } from './stripe-webhook.handler';

/**
 * POST /stripe/webhook: Stripe's signed events (signature checked with STRIPE_WEBHOOK_SECRET, or the
 * sandbox's secret), each handled once by StripeWebhookHandler. The body arrives raw (see app.ts):
 * the signature covers the exact bytes sent.
 */
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly handler: StripeWebhookHandler,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookAnswer> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || !signature) throw new BadRequestException('A signed webhook body is required.');
    let event: PaymentWebhookEvent;
    try {
      event = this.gateway.verifyWebhook(body, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new BadRequestException(error.message);
      throw error;
    }
    return this.handler.execute(event);
  }
}

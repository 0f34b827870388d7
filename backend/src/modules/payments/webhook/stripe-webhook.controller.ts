import { randomUUID } from 'node:crypto';
import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { Request } from 'express';
import { PaymentWebhookHandled, paymentWebhookStreamId } from '../../../../domain/payments/payment-webhook.events';
import { findPaymentAccountByConnectAccount } from '../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { toNewEvents } from '../../../event-sourcing/handle-command';
import { CLOCK, Clock } from '../../../../platform/clock/clock.port';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { PAYMENT_GATEWAY, PaymentGateway, PaymentWebhookEvent, WebhookSignatureError } from '../../../../platform/payments/payment-gateway.port';
import { PaymentAccountCommands } from '../payment-account-commands.service';

export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
}

/**
 * POST /stripe/webhook: Stripe's signed events (signature checked with STRIPE_WEBHOOK_SECRET, or the
 * sandbox's secret), each handled once. The body arrives raw (see app.ts): the signature covers
 * the exact bytes sent.
 */
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readModels: ReadModels,
    private readonly payments: PaymentAccountCommands,
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
    const streamId = paymentWebhookStreamId(event.id);
    if ((await this.eventStore.readStream(streamId, { maxCount: 1 })).length > 0) return { received: true, duplicate: true };
    const now = this.clock.now();
    const context = { correlationId: event.id, causationId: event.id, actorId: null, now };
    await this.handle(event, context);
    const handled: PaymentWebhookHandled = { type: 'PaymentWebhookHandled', data: { eventId: event.id, type: event.type, created: event.created, handledAt: now.toISOString() } };
    try {
      await this.eventStore.append(streamId, toNewEvents([handled], { ...context, causationId: randomUUID() }, streamId), { expectedRevision: 'no_stream' });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) return { received: true, duplicate: true };
      throw error;
    }
    return { received: true, duplicate: false };
  }

  /** What the product acts on; other event types are acknowledged and recorded only. */
  private async handle(event: PaymentWebhookEvent, context: { correlationId: string; causationId: string; actorId: null; now: Date }): Promise<void> {
    if (event.type === 'account.application.deauthorized') {
      // Connect events name the connected account at the top level, not in the object.
      const accountId = event.account;
      if (typeof accountId !== 'string') return;
      const tutor = await findPaymentAccountByConnectAccount(this.readModels, accountId);
      if (tutor) await this.payments.recordConnectDisconnected(tutor._id, accountId, context);
      return;
    }
    if (event.type !== 'account.updated') return;
    const account = event.data.object as { id?: unknown; details_submitted?: unknown; payouts_enabled?: unknown };
    if (typeof account.id !== 'string') return;
    const tutor = await findPaymentAccountByConnectAccount(this.readModels, account.id);
    if (!tutor) {
      logger.warn({ eventId: event.id, accountId: account.id }, 'stripe webhook: account.updated for an account no tutor holds');
      return;
    }
    await this.payments.recordConnectVerification(tutor._id, account.id, account.details_submitted === true && account.payouts_enabled === true, context);
  }
}

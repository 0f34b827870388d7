import { Injectable } from '@nestjs/common';
import { paymentWebhookDecider } from '../../../../domain/payments/payment-webhook.decider';
import { paymentWebhookStreamId } from '../../../../domain/payments/payment-webhook.events';
import { logger } from '../../../../platform/logging/logger';
import { PaymentWebhookEvent } from '../../../../platform/payments/payment-gateway.port';
import { findPaymentAccountByConnectAccount } from '../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { paymentAccountStream } from '../payment-account-stream';

export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
}

/**
 * A signed provider event, handled once: what the product acts on is recorded on the tutor's
 * payment account, then the event is recorded handled on `payment-webhook-<eventId>`. Every
 * write derives its event ids from the provider's event id, so a redelivery (the provider retries
 * until answered 2xx), even one racing the first, records nothing twice.
 */
@Injectable()
export class StripeWebhookHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(event: PaymentWebhookEvent): Promise<WebhookAnswer> {
    const streamId = paymentWebhookStreamId(event.id);
    if ((await this.pipeline.load(paymentWebhookDecider, streamId)).state.handled) return { received: true, duplicate: true };
    await this.act(event, this.pipeline.systemContext(event.id, `stripe-webhook:${event.id}:act`));
    const outcome = await this.pipeline.run(
      paymentWebhookDecider,
      streamId,
      { type: 'RecordPaymentWebhookHandled', data: { eventId: event.id, type: event.type, created: event.created } },
      this.pipeline.systemContext(event.id, `stripe-webhook:${event.id}:handled`),
    );
    return { received: true, duplicate: outcome.events.length === 0 };
  }

  /** What the product acts on; other event types are acknowledged and recorded only. */
  private async act(event: PaymentWebhookEvent, context: CommandContext): Promise<void> {
    if (event.type === 'account.application.deauthorized') {
      // Connect events name the connected account at the top level, not in the object.
      const accountId = event.account;
      if (typeof accountId !== 'string') return;
      const tutor = await findPaymentAccountByConnectAccount(this.readModels, accountId);
      if (!tutor) return;
      await this.pipeline.run(paymentAccountStream.decider, paymentAccountStream.streamIdOf(tutor._id), { type: 'DisconnectStripeConnectAccount', data: { userId: tutor._id, accountId } }, context);
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
    const verified = account.details_submitted === true && account.payouts_enabled === true;
    await this.pipeline.run(
      paymentAccountStream.decider,
      paymentAccountStream.streamIdOf(tutor._id),
      { type: 'RecordStripeConnectVerification', data: { userId: tutor._id, accountId: account.id, verified } },
      context,
    );
  }
}

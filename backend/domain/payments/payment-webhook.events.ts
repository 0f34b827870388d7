import { DomainEvent } from '../shared/decider';

/**
 * Stream `payment-webhook-<providerEventId>`: a signed provider event handled. Appended with
 * `no_stream` after handling, so a redelivered event (the provider retries until answered 2xx)
 * finds it and is ignored; one handled again after a crash before this append changes nothing,
 * as its handling is idempotent.
 */
export type PaymentWebhookHandled = DomainEvent<'PaymentWebhookHandled', { eventId: string; type: string; created: number; handledAt: string }>;

export function paymentWebhookStreamId(providerEventId: string): string {
  return `payment-webhook-${providerEventId}`;
}

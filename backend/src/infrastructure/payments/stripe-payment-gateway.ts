import Stripe from 'stripe';
import {
  ChargeRequest,
  ChargeResult,
  ListedCard,
  PaymentDeclinedError,
  PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayTimeoutError,
  PaymentWebhookEvent,
  ProviderMoneyRecord,
  RefundRequest,
  RefundResult,
  SavedCard,
  TransferRequest,
  TransferResult,
  TransferReversalRequest,
  TransferReversalResult,
  WebhookSignatureError,
} from '../../../platform/payments/payment-gateway.port';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: `sk_test_…` in test mode, `sk_live_…` in production. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the `whsec_…` of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_CONNECT_CLIENT_ID: the `ca_…` of the Connect platform (the OAuth link the browser opens). */
  connectClientId: string | null;
  /** Where the API is; tests point it at a local stand-in. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
}

/** STRIPE_* from the environment; null without a secret key (the sandbox then stands in). */
/**
 * Production PaymentGateway on the `stripe` package: cards are PaymentMethods on a Customer (the
 * default in `invoice_settings.default_payment_method`), charges are PaymentIntents confirmed
 * off-session with the caller's idempotency key, tutors are Express accounts linked by Connect
 * OAuth and paid by transfers. The returned chargeId is the PaymentIntent's id.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: settings.timeoutMs ?? 20_000,
      appInfo: { name: 'tutoring-marketplace' },
      ...(settings.api ?? {}),
    });
  }

  async ensureCustomer(userId: string, email: string): Promise<string> {
    const address = email.trim().toLowerCase();
    return this.call(async () => {
      const found = await this.stripe.customers.list({ email: address, limit: 100 });
      const mine = found.data.find((customer) => customer.metadata?.userId === userId);
      if (mine) return mine.id;
      const created = await this.stripe.customers.create({ email: address, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
      return created.id;
    });
  }

  async attachCard(customerId: string, cardToken: string): Promise<SavedCard> {
    return this.call(async () => {
      const method = await this.stripe.paymentMethods.create({ type: 'card', card: { token: cardToken } });
      const attached = await this.stripe.paymentMethods.attach(method.id, { customer: customerId });
      if (!(await this.defaultCardOf(customerId))) {
        await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: attached.id } });
      }
      return cardOf(attached);
    });
  }

  async removeCard(customerId: string, paymentMethodId: string): Promise<void> {
    await this.call(async () => {
      const cards = await this.listCards(customerId);
      const removed = cards.find((card) => card.paymentMethodId === paymentMethodId);
      if (!removed) return;
      await this.stripe.paymentMethods.detach(paymentMethodId);
      const next = cards.find((card) => card.paymentMethodId !== paymentMethodId);
      if (removed.isDefault && next) await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: next.paymentMethodId } });
    });
  }

  async setDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
    await this.call(async () => {
      const cards = await this.listCards(customerId);
      if (!cards.some((card) => card.paymentMethodId === paymentMethodId)) throw new PaymentGatewayError(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing');
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    });
  }

  async listCards(customerId: string): Promise<ListedCard[]> {
    return this.call(async () => {
      const defaultId = await this.defaultCardOf(customerId);
      const methods = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
      return methods.data.map((method) => ({ ...cardOf(method), isDefault: method.id === defaultId }));
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.call(async () => {
      const paymentMethod = (await this.defaultCardOf(request.customerId)) ?? (await this.listCards(request.customerId))[0]?.paymentMethodId;
      if (!paymentMethod) throw new PaymentGatewayError('The customer has no card to charge.', 'missing_payment_method');
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: (request.currency ?? 'usd').toLowerCase(),
          customer: request.customerId,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata ?? {},
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') throw new PaymentGatewayError(`The payment is ${intent.status}, not succeeded.`, `payment_intent_${intent.status}`);
      return { chargeId: intent.id, status: 'succeeded' as const };
    });
  }

  connectOAuthUrl(state: string, redirectUri: string): string {
    if (!this.settings.connectClientId) throw new PaymentGatewayError('STRIPE_CONNECT_CLIENT_ID is not set: tutors cannot link a Stripe account.', 'connect_not_configured');
    return this.stripe.oauth.authorizeUrl({ client_id: this.settings.connectClientId, state, redirect_uri: redirectUri, scope: 'read_write' }, { express: true });
  }

  async connectAccountFromOAuth(authCode: string): Promise<string> {
    return this.call(async () => {
      const token = await this.stripe.oauth.token({ grant_type: 'authorization_code', code: authCode });
      if (!token.stripe_user_id) throw new PaymentGatewayError('Stripe gave no account for this authorization code.', 'invalid_grant');
      return token.stripe_user_id;
    });
  }

  async loginLink(accountId: string): Promise<string> {
    return this.call(async () => (await this.stripe.accounts.createLoginLink(accountId)).url);
  }

  async isAccountVerified(accountId: string): Promise<boolean> {
    return this.call(async () => {
      const account = await this.stripe.accounts.retrieve(accountId);
      return Boolean(account.details_submitted && account.payouts_enabled);
    });
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    return this.call(async () => {
      const transfer = await this.stripe.transfers.create(
        { amount: request.amountCents, currency: (request.currency ?? 'usd').toLowerCase(), destination: request.accountId, metadata: request.metadata ?? {} },
        { idempotencyKey: request.idempotencyKey },
      );
      return { transferId: transfer.id };
    });
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.call(async () => {
      const refund = await this.stripe.refunds.create({ payment_intent: request.chargeId, amount: request.amountCents, metadata: request.metadata ?? {} }, { idempotencyKey: request.idempotencyKey });
      return { refundId: refund.id };
    });
  }

  async reverseTransfer(request: TransferReversalRequest): Promise<TransferReversalResult> {
    return this.call(async () => {
      const reversal = await this.stripe.transfers.createReversal(request.transferId, { amount: request.amountCents, metadata: request.metadata ?? {} }, { idempotencyKey: request.idempotencyKey });
      return { reversalId: reversal.id };
    });
  }

  /** Succeeded PaymentIntents, transfers with their reversals, and refunds created since `since`, every page of each list. */
  async moneyRecords(since: Date): Promise<ProviderMoneyRecord[]> {
    return this.call(async () => {
      const created = { gte: Math.floor(since.getTime() / 1000) };
      const sessionOf = (metadata: Stripe.Metadata | null | undefined) => metadata?.sessionId ?? null;
      const records: ProviderMoneyRecord[] = [];
      for await (const intent of this.stripe.paymentIntents.list({ created, limit: 100 })) {
        if (intent.status === 'succeeded') records.push({ kind: 'charge', id: intent.id, amountCents: intent.amount_received, sessionId: sessionOf(intent.metadata) });
      }
      for await (const transfer of this.stripe.transfers.list({ created, limit: 100 })) {
        records.push({ kind: 'transfer', id: transfer.id, amountCents: transfer.amount, sessionId: sessionOf(transfer.metadata) });
        for await (const reversal of this.stripe.transfers.listReversals(transfer.id, { limit: 100 })) {
          records.push({ kind: 'transferReversal', id: reversal.id, amountCents: reversal.amount, sessionId: sessionOf(reversal.metadata) ?? sessionOf(transfer.metadata) });
        }
      }
      for await (const refund of this.stripe.refunds.list({ created, limit: 100 })) {
        if (refund.status === 'succeeded' || refund.status === 'pending') records.push({ kind: 'refund', id: refund.id, amountCents: refund.amount, sessionId: sessionOf(refund.metadata) });
      }
      return records;
    });
  }

  verifyWebhook(rawBody: Buffer | string, signatureHeader: string): PaymentWebhookEvent {
    if (!this.settings.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: no webhook can be verified.');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret);
      return { id: event.id, type: event.type, created: event.created, ...(event.account ? { account: event.account } : {}), data: { object: event.data.object as unknown as Record<string, unknown> } };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
  }

  /** The header Stripe would send with this payload: for tests of webhook handling. */
  signWebhook(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.settings.webhookSecret });
  }

  async close(): Promise<void> {}

  private async defaultCardOf(customerId: string): Promise<string | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) throw new PaymentGatewayError(`No such customer: '${customerId}'`, 'resource_missing');
    const chosen = customer.invoice_settings?.default_payment_method;
    return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
  }

  /** Stripe's errors as the port's. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toPortError(error);
    }
  }
}

function cardOf(method: Stripe.PaymentMethod): SavedCard {
  return {
    paymentMethodId: method.id,
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

export function toPortError(error: unknown): Error {
  if (error instanceof PaymentGatewayError) return error;
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) return new PaymentDeclinedError(error.message, error.decline_code ?? error.code ?? 'card_declined');
  if (error instanceof errors.StripeConnectionError) return new PaymentGatewayTimeoutError(`Stripe did not answer: ${error.message}`);
  if (error instanceof errors.StripeInvalidGrantError) return new PaymentGatewayError(error.message, 'invalid_grant');
  if (error instanceof errors.StripeIdempotencyError) return new PaymentGatewayError(error.message, 'idempotency_error');
  if (error instanceof errors.StripeError) return new PaymentGatewayError(error.message, error.code ?? error.type);
  return error instanceof Error ? error : new Error(String(error));
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
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

/** Stripe's documented test tokens the sandbox knows, with the card behind each. */
const TEST_TOKENS: Record<string, { brand: string; last4: string; decline?: { declineCode: string; message: string } }> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_visa_debit: { brand: 'visa', last4: '5556' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_amex: { brand: 'amex', last4: '0005' },
  tok_discover: { brand: 'discover', last4: '1117' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', decline: { declineCode: 'generic_decline', message: 'Your card was declined.' } },
  tok_chargeCustomerFail: { brand: 'visa', last4: '0341', decline: { declineCode: 'generic_decline', message: 'Your card was declined.' } },
  tok_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
};

/** What a test can make the next call of an operation do. */
export type SandboxFault =
  /** The money moves and is recorded, but the caller sees a timeout. */
  | 'timeout-after-success'
  /** Nothing happens and the caller sees a timeout. */
  | 'timeout-before-success';

export type SandboxOperation = 'charge' | 'transfer' | 'refund' | 'transferReversal';

export interface SandboxCharge {
  chargeId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  createdAt: string;
}

export interface SandboxTransfer {
  transferId: string;
  accountId: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  createdAt: string;
}

/** A refund of a charge, or a reversal of a transfer: money going back. */
export interface SandboxReturn {
  id: string;
  /** The charge refunded, or the transfer reversed. */
  of: string;
  amountCents: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
  createdAt: string;
}

type StoredCard = SavedCard & { token: string };

/** The file's lines: each a change, replayed in order at start-up. */
type Entry =
  | { kind: 'customer'; customerId: string; userId: string; email: string }
  | { kind: 'card-attached'; customerId: string; card: StoredCard }
  | { kind: 'card-removed'; customerId: string; paymentMethodId: string }
  | { kind: 'default-card'; customerId: string; paymentMethodId: string }
  | { kind: 'account'; accountId: string; authCode: string; verified: boolean }
  | { kind: 'account-verified'; accountId: string; verified: boolean }
  | { kind: 'idempotent'; operation: SandboxOperation; key: string; fingerprint: string; outcome: Outcome };

type Outcome =
  | { ok: true; charge: SandboxCharge }
  | { ok: true; transfer: SandboxTransfer }
  | { ok: true; refund: SandboxReturn }
  | { ok: true; transferReversal: SandboxReturn }
  | { ok: false; error: { type: 'declined'; message: string; declineCode: string } | { type: 'error'; message: string; code: string } };

interface Customer {
  customerId: string;
  userId: string;
  email: string;
  cards: StoredCard[];
  defaultPaymentMethodId: string | null;
}

export interface SandboxPaymentGatewaySettings {
  /** JSON-lines file that keeps every record across restarts; null keeps them in memory only. */
  file: string | null;
  /** Signs and checks webhooks with Stripe's scheme (`t=…,v1=…`). */
  webhookSecret?: string;
  /** Where the stand-in for the Express dashboard lives (login links). */
  publicUrl?: string;
  now?: () => Date;
}

const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Embedded PaymentGateway: behaves as Stripe does in test mode for what the product uses, without
 * the network. Test tokens give their documented cards; declines come at charge time; idempotency
 * keys give back the first outcome (declines included) and refuse other parameters.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly kind = 'sandbox';
  private readonly customers = new Map<string, Customer>();
  private readonly accounts = new Map<string, { accountId: string; authCode: string; verified: boolean }>();
  private readonly idempotent = new Map<string, Extract<Entry, { kind: 'idempotent' }>>();
  private readonly faults: Array<{ operation: SandboxOperation; fault: SandboxFault }> = [];
  private readonly webhookSecret: string;
  private readonly now: () => Date;

  constructor(private readonly settings: SandboxPaymentGatewaySettings) {
    this.webhookSecret = settings.webhookSecret ?? 'whsec_sandbox';
    this.now = settings.now ?? (() => new Date());
    if (settings.file) {
      mkdirSync(dirname(settings.file), { recursive: true });
      if (existsSync(settings.file)) {
        for (const line of readFileSync(settings.file, 'utf8').split('\n')) {
          if (line.trim()) this.apply(JSON.parse(line) as Entry);
        }
      }
    }
  }

  async ensureCustomer(userId: string, email: string): Promise<string> {
    const existing = [...this.customers.values()].find((customer) => customer.userId === userId);
    if (existing) return existing.customerId;
    const customerId = newId('cus');
    this.record({ kind: 'customer', customerId, userId, email: email.trim().toLowerCase() });
    return customerId;
  }

  async attachCard(customerId: string, cardToken: string): Promise<SavedCard> {
    this.customer(customerId);
    const known = TEST_TOKENS[cardToken];
    if (!known) throw new PaymentGatewayError(`No such token: '${cardToken}'`, 'resource_missing');
    const card: StoredCard = { paymentMethodId: newId('pm'), brand: known.brand, last4: known.last4, expMonth: 12, expYear: this.now().getUTCFullYear() + 1, token: cardToken };
    this.record({ kind: 'card-attached', customerId, card });
    const { token: _token, ...saved } = card;
    return saved;
  }

  async removeCard(customerId: string, paymentMethodId: string): Promise<void> {
    if (!this.customer(customerId).cards.some((card) => card.paymentMethodId === paymentMethodId)) return;
    this.record({ kind: 'card-removed', customerId, paymentMethodId });
  }

  async setDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
    if (!this.customer(customerId).cards.some((card) => card.paymentMethodId === paymentMethodId)) {
      throw new PaymentGatewayError(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing');
    }
    this.record({ kind: 'default-card', customerId, paymentMethodId });
  }

  async listCards(customerId: string): Promise<ListedCard[]> {
    const customer = this.customer(customerId);
    return customer.cards.map(({ token: _token, ...card }) => ({ ...card, isDefault: card.paymentMethodId === customer.defaultPaymentMethodId }));
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const currency = (request.currency ?? 'usd').toLowerCase();
    const outcome = this.idempotently('charge', request.idempotencyKey, { ...request, currency }, () => {
      const customer = this.customer(request.customerId);
      if (!Number.isInteger(request.amountCents) || request.amountCents < 50) {
        return { ok: false, error: { type: 'error', message: 'Amount must be at least $0.50 usd', code: 'amount_too_small' } };
      }
      const card = customer.cards.find((candidate) => candidate.paymentMethodId === customer.defaultPaymentMethodId);
      if (!card) return { ok: false, error: { type: 'error', message: 'The customer has no card to charge.', code: 'missing_payment_method' } };
      const decline = TEST_TOKENS[card.token]?.decline;
      if (decline) return { ok: false, error: { type: 'declined', message: decline.message, declineCode: decline.declineCode } };
      return {
        ok: true,
        charge: {
          chargeId: newId('pi'),
          customerId: customer.customerId,
          paymentMethodId: card.paymentMethodId,
          amountCents: request.amountCents,
          currency,
          description: request.description,
          metadata: request.metadata ?? {},
          idempotencyKey: request.idempotencyKey,
          createdAt: this.now().toISOString(),
        },
      };
    });
    if (!('charge' in outcome)) throw new Error('sandbox: a charge key holds another operation');
    return { chargeId: outcome.charge.chargeId, status: 'succeeded' };
  }

  /** A sandbox page stands in for Stripe's onboarding (not served yet): it would redirect back with a fresh code. */
  connectOAuthUrl(state: string, redirectUri: string): string {
    const base = (this.settings.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
    return `${base}/sandbox/connect/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`;
  }

  async connectAccountFromOAuth(authCode: string): Promise<string> {
    if (!authCode.trim() || [...this.accounts.values()].some((account) => account.authCode === authCode)) {
      throw new PaymentGatewayError(`Authorization code does not exist or was already used: ${authCode}`, 'invalid_grant');
    }
    const accountId = newId('acct');
    this.record({ kind: 'account', accountId, authCode, verified: true });
    return accountId;
  }

  async loginLink(accountId: string): Promise<string> {
    this.account(accountId);
    const base = (this.settings.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
    return `${base}/sandbox/connect/${encodeURIComponent(accountId)}/login/${randomBytes(8).toString('hex')}`;
  }

  async isAccountVerified(accountId: string): Promise<boolean> {
    return this.account(accountId).verified;
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    const currency = (request.currency ?? 'usd').toLowerCase();
    const outcome = this.idempotently('transfer', request.idempotencyKey, { ...request, currency }, () => {
      this.account(request.accountId);
      if (!Number.isInteger(request.amountCents) || request.amountCents < 1) {
        return { ok: false, error: { type: 'error', message: 'Invalid positive integer', code: 'parameter_invalid_integer' } };
      }
      return {
        ok: true,
        transfer: {
          transferId: newId('tr'),
          accountId: request.accountId,
          amountCents: request.amountCents,
          currency,
          metadata: request.metadata ?? {},
          idempotencyKey: request.idempotencyKey,
          createdAt: this.now().toISOString(),
        },
      };
    });
    if (!('transfer' in outcome)) throw new Error('sandbox: a transfer key holds another operation');
    return { transferId: outcome.transfer.transferId };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const outcome = this.idempotently('refund', request.idempotencyKey, request, () => {
      const charge = this.charges().find((candidate) => candidate.chargeId === request.chargeId);
      if (!charge) return { ok: false, error: { type: 'error', message: `No such payment_intent: '${request.chargeId}'`, code: 'resource_missing' } };
      const left = charge.amountCents - this.refunds().reduce((total, refund) => (refund.of === charge.chargeId ? total + refund.amountCents : total), 0);
      if (!Number.isInteger(request.amountCents) || request.amountCents < 1 || request.amountCents > left) {
        return { ok: false, error: { type: 'error', message: `Refund amount (${request.amountCents}) is greater than unrefunded amount on charge (${left})`, code: 'amount_too_large' } };
      }
      return { ok: true, refund: this.moneyBack('re', charge.chargeId, request) };
    });
    if (!('refund' in outcome)) throw new Error('sandbox: a refund key holds another operation');
    return { refundId: outcome.refund.id };
  }

  async reverseTransfer(request: TransferReversalRequest): Promise<TransferReversalResult> {
    const outcome = this.idempotently('transferReversal', request.idempotencyKey, request, () => {
      const transfer = this.transfers().find((candidate) => candidate.transferId === request.transferId);
      if (!transfer) return { ok: false, error: { type: 'error', message: `No such transfer: '${request.transferId}'`, code: 'resource_missing' } };
      const left = transfer.amountCents - this.transferReversals().reduce((total, reversal) => (reversal.of === transfer.transferId ? total + reversal.amountCents : total), 0);
      if (!Number.isInteger(request.amountCents) || request.amountCents < 1 || request.amountCents > left) {
        return { ok: false, error: { type: 'error', message: `Reversal amount (${request.amountCents}) is greater than the transfer's unreversed amount (${left})`, code: 'amount_too_large' } };
      }
      return { ok: true, transferReversal: this.moneyBack('trr', transfer.transferId, request) };
    });
    if (!('transferReversal' in outcome)) throw new Error('sandbox: a reversal key holds another operation');
    return { reversalId: outcome.transferReversal.id };
  }

  async moneyRecords(since: Date): Promise<ProviderMoneyRecord[]> {
    const after = (createdAt: string) => Date.parse(createdAt) >= since.getTime();
    const sessionOf = (metadata: Record<string, string>) => metadata.sessionId ?? null;
    return [
      ...this.charges().filter((charge) => after(charge.createdAt)).map((charge) => ({ kind: 'charge' as const, id: charge.chargeId, amountCents: charge.amountCents, sessionId: sessionOf(charge.metadata) })),
      ...this.transfers().filter((transfer) => after(transfer.createdAt)).map((transfer) => ({ kind: 'transfer' as const, id: transfer.transferId, amountCents: transfer.amountCents, sessionId: sessionOf(transfer.metadata) })),
      ...this.refunds().filter((refund) => after(refund.createdAt)).map((refund) => ({ kind: 'refund' as const, id: refund.id, amountCents: refund.amountCents, sessionId: sessionOf(refund.metadata) })),
      ...this.transferReversals().filter((reversal) => after(reversal.createdAt)).map((reversal) => ({ kind: 'transferReversal' as const, id: reversal.id, amountCents: reversal.amountCents, sessionId: sessionOf(reversal.metadata) })),
    ];
  }

  verifyWebhook(rawBody: Buffer | string, signatureHeader: string): PaymentWebhookEvent {
    const payload = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody;
    const parts = signatureHeader.split(',').map((part) => part.split('='));
    const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
    const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
    if (!Number.isFinite(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
    const expected = Buffer.from(this.signature(payload, timestamp), 'hex');
    const matches = signatures.some((signature) => {
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!matches) throw new WebhookSignatureError('No signatures found matching the expected signature for payload');
    if (Math.abs(this.now().getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Timestamp outside the tolerance zone');
    let event: PaymentWebhookEvent;
    try {
      event = JSON.parse(payload) as PaymentWebhookEvent;
    } catch {
      throw new WebhookSignatureError('The payload is not JSON');
    }
    return event;
  }

  async close(): Promise<void> {}

  // Test and dev helpers, not part of the port.

  /** The header Stripe would send with this payload, signed with the sandbox's webhook secret. */
  signWebhook(payload: string, timestamp = Math.floor(this.now().getTime() / 1000)): string {
    return `t=${timestamp},v1=${this.signature(payload, timestamp)}`;
  }

  /** The next call of the operation meets the fault (queued in order). */
  failNext(operation: SandboxOperation, fault: SandboxFault): void {
    this.faults.push({ operation, fault });
  }

  setAccountVerified(accountId: string, verified: boolean): void {
    this.account(accountId);
    this.record({ kind: 'account-verified', accountId, verified });
  }

  /** Every successful charge, oldest first. */
  charges(): SandboxCharge[] {
    return [...this.idempotent.values()].flatMap((entry) => (entry.outcome.ok && 'charge' in entry.outcome ? [entry.outcome.charge] : []));
  }

  /** Every transfer, oldest first. */
  transfers(): SandboxTransfer[] {
    return [...this.idempotent.values()].flatMap((entry) => (entry.outcome.ok && 'transfer' in entry.outcome ? [entry.outcome.transfer] : []));
  }

  /** Every refund, oldest first. */
  refunds(): SandboxReturn[] {
    return [...this.idempotent.values()].flatMap((entry) => (entry.outcome.ok && 'refund' in entry.outcome ? [entry.outcome.refund] : []));
  }

  /** Every transfer reversal, oldest first. */
  transferReversals(): SandboxReturn[] {
    return [...this.idempotent.values()].flatMap((entry) => (entry.outcome.ok && 'transferReversal' in entry.outcome ? [entry.outcome.transferReversal] : []));
  }

  private moneyBack(prefix: string, of: string, request: { amountCents: number; idempotencyKey: string; metadata?: Record<string, string> }): SandboxReturn {
    return { id: newId(prefix), of, amountCents: request.amountCents, metadata: request.metadata ?? {}, idempotencyKey: request.idempotencyKey, createdAt: this.now().toISOString() };
  }

  private idempotently(operation: SandboxOperation, key: string, parameters: object, perform: () => Outcome): Extract<Outcome, { ok: true }> {
    if (!key) throw new PaymentGatewayError('An idempotency key is required.', 'parameter_missing');
    const faultIndex = this.faults.findIndex((candidate) => candidate.operation === operation);
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0].fault : null;
    if (fault === 'timeout-before-success') throw new PaymentGatewayTimeoutError();
    const fingerprint = stableJson(parameters);
    let entry = this.idempotent.get(`${operation}:${key}`);
    if (entry && entry.fingerprint !== fingerprint) {
      throw new PaymentGatewayError('Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
    }
    if (!entry) {
      entry = { kind: 'idempotent', operation, key, fingerprint, outcome: perform() };
      this.record(entry);
    }
    if (fault === 'timeout-after-success') throw new PaymentGatewayTimeoutError();
    const { outcome } = entry;
    if (outcome.ok) return outcome;
    if (outcome.error.type === 'declined') throw new PaymentDeclinedError(outcome.error.message, outcome.error.declineCode);
    throw new PaymentGatewayError(outcome.error.message, outcome.error.code);
  }

  private signature(payload: string, timestamp: number): string {
    return createHmac('sha256', this.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
  }

  private customer(customerId: string): Customer {
    const customer = this.customers.get(customerId);
    if (!customer) throw new PaymentGatewayError(`No such customer: '${customerId}'`, 'resource_missing');
    return customer;
  }

  private account(accountId: string) {
    const account = this.accounts.get(accountId);
    if (!account) throw new PaymentGatewayError(`No such account: '${accountId}'`, 'resource_missing');
    return account;
  }

  private record(entry: Entry): void {
    if (this.settings.file) appendFileSync(this.settings.file, `${JSON.stringify(entry)}\n`);
    this.apply(entry);
  }

  private apply(entry: Entry): void {
    switch (entry.kind) {
      case 'customer':
        this.customers.set(entry.customerId, { customerId: entry.customerId, userId: entry.userId, email: entry.email, cards: [], defaultPaymentMethodId: null });
        return;
      case 'card-attached': {
        const customer = this.customers.get(entry.customerId)!;
        customer.cards.push(entry.card);
        customer.defaultPaymentMethodId ??= entry.card.paymentMethodId;
        return;
      }
      case 'card-removed': {
        const customer = this.customers.get(entry.customerId)!;
        customer.cards = customer.cards.filter((card) => card.paymentMethodId !== entry.paymentMethodId);
        if (customer.defaultPaymentMethodId === entry.paymentMethodId) customer.defaultPaymentMethodId = customer.cards[0]?.paymentMethodId ?? null;
        return;
      }
      case 'default-card':
        this.customers.get(entry.customerId)!.defaultPaymentMethodId = entry.paymentMethodId;
        return;
      case 'account':
        this.accounts.set(entry.accountId, { accountId: entry.accountId, authCode: entry.authCode, verified: entry.verified });
        return;
      case 'account-verified':
        this.accounts.get(entry.accountId)!.verified = entry.verified;
        return;
      case 'idempotent':
        this.idempotent.set(`${entry.operation}:${entry.key}`, entry);
        return;
      default: {
        const unknown: never = entry;
        throw new Error(`sandbox: unknown record ${JSON.stringify(unknown)}`);
      }
    }
  }
}

/** JSON with keys in order at every level, so the same parameters always give the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

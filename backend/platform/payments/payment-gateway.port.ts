/**
 * The PaymentGateway port: cards of clients, charges for sessions, Connect accounts of tutors and
 * transfers to them, and the signed webhooks the provider sends. Money in integer cents.
 * Embedded: a sandbox that honours Stripe's test tokens and idempotency keys, kept in a JSON-lines
 * file under DATA_DIR; production: Stripe (PaymentIntents off-session, Connect transfers).
 *
 * Every money-moving call takes an idempotency key: the same key gives back the first result and
 * never moves money twice, so a caller that saw a timeout retries with the same key.
 */
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ListedCard extends SavedCard {
  isDefault: boolean;
}

export interface ChargeRequest {
  customerId: string;
  amountCents: number;
  /** ISO 4217, lower case; `usd` unless told. */
  currency?: string;
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  chargeId: string;
  status: 'succeeded';
}

export interface TransferRequest {
  accountId: string;
  amountCents: number;
  currency?: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface TransferResult {
  transferId: string;
}

/** Gives back (part of) a charge to the client's card. */
export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface RefundResult {
  refundId: string;
}

/** Takes (part of) a transfer back from the tutor's connected account. */
export interface TransferReversalRequest {
  transferId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface TransferReversalResult {
  reversalId: string;
}

/** One money movement as the provider keeps it, for finance's reconciliation with the log. */
export interface ProviderMoneyRecord {
  kind: 'charge' | 'transfer' | 'refund' | 'transferReversal';
  id: string;
  amountCents: number;
  /** The session it was made for (the metadata sent with it); null when it carries none. */
  sessionId: string | null;
}

/** A webhook whose signature checked out. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider stamps it. */
  created: number;
  /** The connected account a Connect event is about (`account.application.deauthorized`, ...). */
  account?: string | null;
  data: { object: Record<string, unknown> };
}

export interface PaymentGateway {
  readonly kind: string;
  /** The customer of this user: created on first call, the same id afterwards. */
  ensureCustomer(userId: string, email: string): Promise<string>;
  /** Saves a card (a token from the browser) on the customer; the first card becomes the default. */
  attachCard(customerId: string, cardToken: string): Promise<SavedCard>;
  /** Removing a card that is not there is not an error. */
  removeCard(customerId: string, paymentMethodId: string): Promise<void>;
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;
  listCards(customerId: string): Promise<ListedCard[]>;
  /**
   * Charges the customer's default card off-session. Throws PaymentDeclinedError when the card is
   * declined, PaymentGatewayTimeoutError when the outcome is unknown (retry with the same key).
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Where the browser goes to link a tutor's Express account; the provider comes back to
   * redirectUri with `code` and the given `state`.
   */
  connectOAuthUrl(state: string, redirectUri: string): string;
  /** The connected account of a tutor from the code of the Connect OAuth redirect. */
  connectAccountFromOAuth(authCode: string): Promise<string>;
  /** A single-use link to the tutor's Express dashboard. */
  loginLink(accountId: string): Promise<string>;
  /** Whether the account has given all it must and can be paid out. */
  isAccountVerified(accountId: string): Promise<boolean>;
  /** Moves money from the platform to a connected account; same idempotency rules as charge. */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Refunds part or all of a charge; same idempotency rules as charge. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Reverses part or all of a transfer; same idempotency rules as charge. */
  reverseTransfer(request: TransferReversalRequest): Promise<TransferReversalResult>;
  /** Every successful charge, transfer, refund and reversal made since `since`, as the provider records them. */
  moneyRecords(since: Date): Promise<ProviderMoneyRecord[]>;
  /** The event of a signed webhook, or throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string): PaymentWebhookEvent;
  close(): Promise<void>;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    /** The provider's error code (`card_declined`, `resource_missing`, ...). */
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The card was declined: nothing was charged. */
export class PaymentDeclinedError extends PaymentGatewayError {
  constructor(
    message: string,
    /** Why, as the issuer says: `generic_decline`, `insufficient_funds`, ... */
    readonly declineCode: string,
  ) {
    super(message, 'card_declined');
  }
}

/** No answer in time: the money may or may not have moved. Retry with the same idempotency key. */
export class PaymentGatewayTimeoutError extends PaymentGatewayError {
  constructor(message = 'The payment provider did not answer in time; retry with the same idempotency key.') {
    super(message, 'timeout');
  }
}

export class WebhookSignatureError extends PaymentGatewayError {
  constructor(message: string) {
    super(message, 'invalid_signature');
  }
}

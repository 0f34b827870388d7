import { DomainEvent } from '../shared/decider';

/** Payout method labels of spec section 5, and the Connect account (spec: tutor-payouts stripe-connect, venmo, paypal). */
export type PrimaryPayoutMethod = 'stripeConnect' | 'venmo' | 'paypal';

/** A card as the client sees it (spec section 3, Payment method); the gateway keeps the number. */
export interface CardOnFile {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The idempotency key of the request that added the card (none on cards added before keys). */
  requestKey?: string;
}

/** Stream `payment-account-<userId>`: a client's cards, a tutor's way of being paid. */
export type PaymentCustomerCreated = DomainEvent<'PaymentCustomerCreated', { userId: string; customerId: string; createdAt: string }>;
export type PaymentMethodAdded = DomainEvent<'PaymentMethodAdded', CardOnFile & { userId: string; isDefault: boolean; addedAt: string }>;
/** `defaultPaymentMethodId`: the default afterwards (another card when the default was removed). */
export type PaymentMethodRemoved = DomainEvent<'PaymentMethodRemoved', { userId: string; paymentMethodId: string; defaultPaymentMethodId: string | null; removedAt: string }>;
export type DefaultPaymentMethodSet = DomainEvent<'DefaultPaymentMethodSet', { userId: string; paymentMethodId: string; setAt: string }>;
export type StripeConnectAccountAssociated = DomainEvent<'StripeConnectAccountAssociated', { userId: string; accountId: string; associatedAt: string }>;
/** The tutor revoked the platform's access in Stripe: no transfer can reach the account any more. */
export type StripeConnectAccountDisconnected = DomainEvent<'StripeConnectAccountDisconnected', { userId: string; accountId: string; disconnectedAt: string }>;
/** The provider said whether the account can be paid out (a check by the tutor, or its webhook). */
export type StripeConnectVerificationChanged = DomainEvent<
  'StripeConnectVerificationChanged',
  { userId: string; accountId: string; verified: boolean; changedAt: string }
>;
/** `manualPayoutId`: the Venmo or PayPal handle finance pays to; null for Connect. */
export type PrimaryPayoutMethodChosen = DomainEvent<
  'PrimaryPayoutMethodChosen',
  { userId: string; primaryPayoutMethod: PrimaryPayoutMethod; manualPayoutId: string | null; chosenAt: string }
>;

export type PaymentAccountEvent =
  | PaymentCustomerCreated
  | PaymentMethodAdded
  | PaymentMethodRemoved
  | DefaultPaymentMethodSet
  | StripeConnectAccountAssociated
  | StripeConnectAccountDisconnected
  | StripeConnectVerificationChanged
  | PrimaryPayoutMethodChosen;

export const PAYMENT_ACCOUNT_EVENT_TYPES: ReadonlyArray<PaymentAccountEvent['type']> = [
  'PaymentCustomerCreated',
  'PaymentMethodAdded',
  'PaymentMethodRemoved',
  'DefaultPaymentMethodSet',
  'StripeConnectAccountAssociated',
  'StripeConnectAccountDisconnected',
  'StripeConnectVerificationChanged',
  'PrimaryPayoutMethodChosen',
];

export function paymentAccountStreamId(userId: string): string {
  return `payment-account-${userId}`;
}

import { DomainEvent } from '../shared/decider';
import { PayoutAmounts } from './payout.rules';

export type ManualPayoutMethod = 'paypal' | 'venmo';
/** How the tutor is paid: a Connect transfer, or a manual PayPal/Venmo payout recorded for finance. */
export type TutorPayoutMethod =
  | { method: 'stripeConnect'; accountId: string | null }
  | { method: ManualPayoutMethod; manualPayoutId: string };
/** Spec section 4's payout status kinds: error (nothing paid), partial (client charged, tutor not paid). */
export type PayoutStatusKind = 'error' | 'manual' | 'stripeConnect' | 'partial';

/** Stream `payout-<sessionId>`. */
export type PayoutStarted = DomainEvent<
  'PayoutStarted',
  { sessionId: string; attempt: number; clientId: string; tutorId: string; amounts: PayoutAmounts; tutorPayout: TutorPayoutMethod; startedAt: string }
>;
/** Referral credit spent before the card; the credit ledger debits the client by it. */
export type CreditsApplied = DomainEvent<'CreditsApplied', { sessionId: string; attempt: number; clientId: string; amountCents: number }>;
export type ClientChargeRequested = DomainEvent<
  'ClientChargeRequested',
  { sessionId: string; attempt: number; clientId: string; amountCents: number; idempotencyKey: string }
>;
export type ClientCharged = DomainEvent<'ClientCharged', { sessionId: string; attempt: number; chargeId: string; amountCents: number; chargedAt: string }>;
export type ClientChargeFailed = DomainEvent<'ClientChargeFailed', { sessionId: string; attempt: number; reason: string }>;
export type TutorTransferRequested = DomainEvent<
  'TutorTransferRequested',
  { sessionId: string; attempt: number; tutorId: string; accountId: string; amountCents: number; idempotencyKey: string }
>;
export type TutorTransferred = DomainEvent<'TutorTransferred', { sessionId: string; attempt: number; transferId: string; amountCents: number; transferredAt: string }>;
export type ManualPayoutRecorded = DomainEvent<
  'ManualPayoutRecorded',
  { sessionId: string; attempt: number; tutorId: string; manualPayoutId: string; method: ManualPayoutMethod; amountCents: number; recordedAt: string }
>;
export type PayoutFailed = DomainEvent<'PayoutFailed', { sessionId: string; attempt: number; reason: string; status: 'error' | 'partial'; failedAt: string }>;
export type PayoutCompleted = DomainEvent<'PayoutCompleted', { sessionId: string; attempt: number; status: 'manual' | 'stripeConnect'; completedAt: string }>;

export type PayoutEvent =
  | PayoutStarted
  | CreditsApplied
  | ClientChargeRequested
  | ClientCharged
  | ClientChargeFailed
  | TutorTransferRequested
  | TutorTransferred
  | ManualPayoutRecorded
  | PayoutFailed
  | PayoutCompleted;

export const PAYOUT_EVENT_TYPES: ReadonlyArray<PayoutEvent['type']> = [
  'PayoutStarted',
  'CreditsApplied',
  'ClientChargeRequested',
  'ClientCharged',
  'ClientChargeFailed',
  'TutorTransferRequested',
  'TutorTransferred',
  'ManualPayoutRecorded',
  'PayoutFailed',
  'PayoutCompleted',
];

export function payoutStreamId(sessionId: string): string {
  return `payout-${sessionId}`;
}

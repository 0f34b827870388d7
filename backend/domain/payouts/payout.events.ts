import { DomainEvent } from '../shared/decider';
import { PayoutAmounts, PayoutComputedFrom } from './payout.rules';

export type ManualPayoutMethod = 'paypal' | 'venmo';
/** How the tutor is paid: a Connect transfer, or a manual PayPal/Venmo payout recorded for finance. */
export type TutorPayoutMethod =
  | { method: 'stripeConnect'; accountId: string | null }
  | { method: ManualPayoutMethod; manualPayoutId: string };
/**
 * Spec section 4's payout status kinds: error (nothing paid), partial (client charged, tutor not
 * paid; on the tutor's row of a session with several clients also: some shares paid, some not).
 */
export type PayoutStatusKind = 'error' | 'manual' | 'stripeConnect' | 'partial';

/**
 * Stream `payoutStreamId(...)`. `oneOfSeveralClients`: this payout is one client's share of a session
 * with several paying clients; absent on the payout of a session's only client (and on every payout
 * recorded before group sessions were paid), so those events keep the shape they always had.
 * `computedFrom`: the length, rates, fee percentages and credit the amounts were computed from;
 * absent on payouts started before it was recorded (readers then fall back to the pair's fees in
 * force when the payout started).
 */
export type PayoutStarted = DomainEvent<
  'PayoutStarted',
  {
    sessionId: string;
    attempt: number;
    clientId: string;
    tutorId: string;
    amounts: PayoutAmounts;
    tutorPayout: TutorPayoutMethod;
    startedAt: string;
    oneOfSeveralClients?: true;
    computedFrom?: PayoutComputedFrom;
  }
>;
/** Referral credit spent before the card; the credit ledger debits the client by it. */
export type CreditsApplied = DomainEvent<'CreditsApplied', { sessionId: string; attempt: number; clientId: string; amountCents: number }>;
/** `correctionId`/`cause`: the charge of a correction's difference, after the payout completed (absent on the payout's own charge). */
export type ClientChargeRequested = DomainEvent<
  'ClientChargeRequested',
  { sessionId: string; attempt: number; clientId: string; amountCents: number; idempotencyKey: string; correctionId?: string; cause?: 'correction' }
>;
export type ClientCharged = DomainEvent<'ClientCharged', { sessionId: string; attempt: number; chargeId: string; amountCents: number; chargedAt: string; cause?: 'correction' }>;
export type ClientChargeFailed = DomainEvent<'ClientChargeFailed', { sessionId: string; attempt: number; reason: string }>;
export type TutorTransferRequested = DomainEvent<
  'TutorTransferRequested',
  { sessionId: string; attempt: number; tutorId: string; accountId: string; amountCents: number; idempotencyKey: string; correctionId?: string; cause?: 'correction' }
>;
export type TutorTransferred = DomainEvent<'TutorTransferred', { sessionId: string; attempt: number; transferId: string; amountCents: number; transferredAt: string; cause?: 'correction' }>;
export type ManualPayoutRecorded = DomainEvent<
  'ManualPayoutRecorded',
  { sessionId: string; attempt: number; tutorId: string; manualPayoutId: string; method: ManualPayoutMethod; amountCents: number; recordedAt: string }
>;
export type PayoutFailed = DomainEvent<'PayoutFailed', { sessionId: string; attempt: number; reason: string; status: 'error' | 'partial'; failedAt: string }>;
export type PayoutCompleted = DomainEvent<'PayoutCompleted', { sessionId: string; attempt: number; status: 'manual' | 'stripeConnect'; completedAt: string }>;
/**
 * The client is charged but the tutor has no payout method yet: the tutor's share waits, the
 * client's side is settled (the session is not in error), until the tutor adds a method.
 */
export type TutorPayoutHeld = DomainEvent<'TutorPayoutHeld', { sessionId: string; attempt: number; tutorId: string; amountCents: number; heldAt: string }>;
/** The tutor now has a payout method: the held share is paid to it, in the same attempt (so with the same transfer key). */
export type HeldPayoutReleased = DomainEvent<'HeldPayoutReleased', { sessionId: string; attempt: number; tutorPayout: TutorPayoutMethod; releasedAt: string }>;

/**
 * Money going back after a payout completed: an admin's refund (`refund`), or the difference of an
 * admin's correction of the session (`correction`). The replay takes refunds as decided and
 * recomputes corrections.
 */
export type MoneyBackCause = 'refund' | 'correction';
/**
 * An admin gives (part of) the card charge back, with a reason; `tutorReversalCents` is what the
 * refund policy takes back from the tutor (0 when the platform bears it). Asked of the provider
 * with `idempotencyKey`.
 */
export type ClientRefundRequested = DomainEvent<
  'ClientRefundRequested',
  { sessionId: string; refundRequestId: string; amountCents: number; tutorReversalCents: number; reason: string; byUserId: string; cause: MoneyBackCause; idempotencyKey: string; requestedAt: string }
>;
export type ClientRefunded = DomainEvent<'ClientRefunded', { sessionId: string; refundRequestId: string; refundId: string; amountCents: number; cause: MoneyBackCause; refundedAt: string }>;
/** The provider refused the refund for good (nothing moved); the request is closed. */
export type ClientRefundFailed = DomainEvent<'ClientRefundFailed', { sessionId: string; refundRequestId: string; reason: string; failedAt: string }>;
export type TutorTransferReversalRequested = DomainEvent<
  'TutorTransferReversalRequested',
  { sessionId: string; refundRequestId: string; transferId: string; amountCents: number; cause: MoneyBackCause; idempotencyKey: string }
>;
export type TutorTransferReversed = DomainEvent<'TutorTransferReversed', { sessionId: string; refundRequestId: string; reversalId: string; amountCents: number; cause: MoneyBackCause; reversedAt: string }>;
/** The provider refused to reverse (the tutor's balance is short, say): finance settles it by hand. */
export type TutorTransferReversalFailed = DomainEvent<'TutorTransferReversalFailed', { sessionId: string; refundRequestId: string; reason: string; failedAt: string }>;
/** A manual (PayPal, Venmo) payout changed by `amountCents` (negative: finance collects it back from the tutor). */
export type ManualPayoutAdjusted = DomainEvent<
  'ManualPayoutAdjusted',
  { sessionId: string; refundRequestId: string; tutorId: string; manualPayoutId: string; method: ManualPayoutMethod; amountCents: number; cause: MoneyBackCause; adjustedAt: string }
>;

/**
 * An admin corrected a processed session's length or rates: the amounts it should have had
 * (`amounts`, with the fee percentages and credit of the payout) and the differences from what it
 * had, which the events after it charge or refund, and pay or reverse. Old events stay as they are.
 */
export type PayoutCorrected = DomainEvent<
  'PayoutCorrected',
  {
    sessionId: string;
    correctionId: string;
    minutes: number;
    clientHourlyRateCents: number;
    tutorHourlyRateCents: number;
    amounts: PayoutAmounts;
    clientDifferenceCents: number;
    tutorDifferenceCents: number;
    reason: string;
    byUserId: string;
    correctedAt: string;
  }
>;
/** The provider refused a correction's charge or transfer for good (nothing moved): finance settles it by hand. */
export type PayoutCorrectionStepFailed = DomainEvent<'PayoutCorrectionStepFailed', { sessionId: string; correctionId: string; step: 'charge' | 'transfer'; reason: string; failedAt: string }>;

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
  | PayoutCompleted
  | TutorPayoutHeld
  | HeldPayoutReleased
  | ClientRefundRequested
  | ClientRefunded
  | ClientRefundFailed
  | TutorTransferReversalRequested
  | TutorTransferReversed
  | TutorTransferReversalFailed
  | ManualPayoutAdjusted
  | PayoutCorrected
  | PayoutCorrectionStepFailed;

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
  'TutorPayoutHeld',
  'HeldPayoutReleased',
  'ClientRefundRequested',
  'ClientRefunded',
  'ClientRefundFailed',
  'TutorTransferReversalRequested',
  'TutorTransferReversed',
  'TutorTransferReversalFailed',
  'ManualPayoutAdjusted',
  'PayoutCorrected',
  'PayoutCorrectionStepFailed',
];

/**
 * One payout stream per paying client of a session. The payout of a session's only client keeps the
 * stream it always had, `payout-<sessionId>`, so nothing recorded before group sessions were paid
 * changes meaning and a payout resumed across the upgrade asks the gateway with the same keys; each
 * client of a session with several has `payout-<sessionId>-<clientId>`. (Naming the client in every
 * stream would be more uniform, but every reader would then have to look for the old stream too.)
 * Session ids are UUIDs, so the two shapes never meet.
 */
export function payoutStreamId(sessionId: string, clientIdOfSeveral?: string): string {
  return clientIdOfSeveral === undefined ? `payout-${sessionId}` : `payout-${sessionId}-${clientIdOfSeveral}`;
}

/** The stream of a payout as its PayoutStarted describes it. */
export function payoutStreamIdOf(payout: { sessionId: string; clientId: string; oneOfSeveralClients?: boolean }): string {
  return payoutStreamId(payout.sessionId, payout.oneOfSeveralClients ? payout.clientId : undefined);
}

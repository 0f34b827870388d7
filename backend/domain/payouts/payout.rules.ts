/**
 * The money of one session (spec sections 4 and 9), in integer cents throughout.
 *
 * Rounding, stated once: every division rounds half up to a whole cent (0.5 cent -> 1 cent), in
 * this order: base = minutes x hourly rate / 60, rounded; fee = base x percentage, rounded.
 * The client pays base + fee; the tutor receives base - fee. Percentages are taken to the
 * hundredth of a percent (basis points), so 9.7 % is 970 bp and no float reaches the cents.
 */
export const DEFAULT_CLIENT_FEE_PERCENT = 9.7;
export const DEFAULT_TUTOR_FEE_PERCENT = 9.7;
/** Client referral credit: $20 per referred client (spec section 9), spent before the card. */
export const REFERRAL_CREDIT_CENTS = 2000;

export const PayoutMessages = {
  invalidMinutes: 'A payout needs the session length in whole minutes.',
  invalidRate: 'Hourly rates are whole cents, not negative.',
  invalidFee: 'Platform fees are percentages from 0 to 100.',
  invalidCredit: 'Credits are whole cents, not negative.',
  notStarted: 'This payout has not started.',
  noChargeRequested: 'No client charge is waiting for this payout.',
  otherCharge: 'This payout was already charged with another charge.',
  noTransferRequested: 'No tutor transfer is waiting for this payout.',
  otherTransfer: 'This payout was already transferred with another transfer.',
  noConnectAccount: 'The tutor has no Stripe Connect account to receive the payout.',
  refundNotProcessed: 'Only a processed session can be refunded.',
  refundAmount: 'A refund is more than $0 and at most what the card was charged and not yet refunded.',
  refundReason: 'Say why the session is refunded (up to 500 characters).',
  refundPending: 'A refund of this session is still waiting for the payment provider.',
  noRefundRequested: 'No refund is waiting for this payout.',
  noReversalRequested: 'No reversal of the tutor\'s transfer is waiting for this payout.',
  correctionNotProcessed: 'Only a processed session can be corrected.',
  correctionReason: 'Say why the session is corrected (up to 500 characters).',
  correctionPending: 'A correction or refund of this session is still waiting for the payment provider.',
  noCorrectionStep: 'No charge or transfer of a correction is waiting for this payout.',
} as const;

export const REFUND_REASON_MAX_LENGTH = 500;

/** round(numerator / denominator), half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The session's price at an hourly rate, rounded half up to the cent. */
export function baseAmountCents(minutes: number, hourlyRateCents: number): number {
  return divideRoundHalfUp(minutes * hourlyRateCents, 60);
}

export function feeCents(baseCents: number, feePercent: number): number {
  return divideRoundHalfUp(baseCents * percentToBasisPoints(feePercent), 10_000);
}

export interface PayoutAmountsInput {
  minutes: number;
  /** What the client pays per hour (the pair's hourlyWage). */
  clientHourlyRateCents: number;
  /** What the tutor earns per hour before the fee (the pair's tutorHourlyWage). */
  tutorHourlyRateCents: number;
  /** The pair's tuteePlatformFeePercentageRate; default 9.7. */
  clientFeePercent?: number | null;
  /** The pair's tutorPlatformFeePercentageRate; default 9.7. */
  tutorFeePercent?: number | null;
  /** The client's unspent referral credit. */
  availableCreditCents: number;
}

export interface PayoutAmounts {
  minutes: number;
  clientBaseCents: number;
  clientFeeCents: number;
  clientTotalCents: number;
  /** Spent before the card: min(credit, total). */
  creditsAppliedCents: number;
  /** clientTotal - credits: what the card is charged. */
  cardChargeCents: number;
  tutorBaseCents: number;
  tutorFeeCents: number;
  /** tutorBase - tutorFee: what the tutor receives. */
  tutorPayoutCents: number;
}

/**
 * What a payout's amounts were computed from, as `PayoutStarted` records it: the fee percentages as
 * applied (the defaults written out when the pair had none), so a correction or a replay later reads
 * the fees of the payout itself rather than reconstructing those in force from the pair's history.
 */
export interface PayoutComputedFrom {
  minutes: number;
  clientHourlyRateCents: number;
  tutorHourlyRateCents: number;
  clientFeePercent: number;
  tutorFeePercent: number;
  availableCreditCents: number;
}

export function payoutComputedFrom(input: PayoutAmountsInput): PayoutComputedFrom {
  return {
    minutes: input.minutes,
    clientHourlyRateCents: input.clientHourlyRateCents,
    tutorHourlyRateCents: input.tutorHourlyRateCents,
    clientFeePercent: input.clientFeePercent ?? DEFAULT_CLIENT_FEE_PERCENT,
    tutorFeePercent: input.tutorFeePercent ?? DEFAULT_TUTOR_FEE_PERCENT,
    availableCreditCents: input.availableCreditCents,
  };
}

/** Field message for the first invalid input, undefined when all are valid. */
export function payoutInputProblem(input: PayoutAmountsInput): string | undefined {
  const isCents = (value: number) => Number.isInteger(value) && value >= 0;
  const isPercent = (value: number | null | undefined) => value === null || value === undefined || (Number.isFinite(value) && value >= 0 && value <= 100);
  if (!isCents(input.minutes)) return PayoutMessages.invalidMinutes;
  if (!isCents(input.clientHourlyRateCents) || !isCents(input.tutorHourlyRateCents)) return PayoutMessages.invalidRate;
  if (!isPercent(input.clientFeePercent) || !isPercent(input.tutorFeePercent)) return PayoutMessages.invalidFee;
  if (!isCents(input.availableCreditCents)) return PayoutMessages.invalidCredit;
  return undefined;
}

export function computePayoutAmounts(input: PayoutAmountsInput): PayoutAmounts {
  const clientBaseCents = baseAmountCents(input.minutes, input.clientHourlyRateCents);
  const clientFeeCents = feeCents(clientBaseCents, input.clientFeePercent ?? DEFAULT_CLIENT_FEE_PERCENT);
  const clientTotalCents = clientBaseCents + clientFeeCents;
  const creditsAppliedCents = Math.min(input.availableCreditCents, clientTotalCents);
  const tutorBaseCents = baseAmountCents(input.minutes, input.tutorHourlyRateCents);
  const tutorFeeCents = feeCents(tutorBaseCents, input.tutorFeePercent ?? DEFAULT_TUTOR_FEE_PERCENT);
  return {
    minutes: input.minutes,
    clientBaseCents,
    clientFeeCents,
    clientTotalCents,
    creditsAppliedCents,
    cardChargeCents: clientTotalCents - creditsAppliedCents,
    tutorBaseCents,
    tutorFeeCents,
    tutorPayoutCents: tutorBaseCents - tutorFeeCents,
  };
}

export type PayoutStep = 'charge' | 'transfer';

/**
 * The gateway idempotency key of one money step: the same payout stream, attempt and step always
 * give the same key, so a retry after a timeout can never charge or pay twice, and two clients of one
 * session (two streams) never share a key. For `payout-<sessionId>` this is the key payouts always had.
 */
export function payoutIdempotencyKey(payoutStreamId: string, attempt: number, step: PayoutStep): string {
  return `${payoutStreamId}-${attempt}-${step}`;
}

/** A refund's steps, and a correction's (its difference charged, refunded, transferred or reversed). */
export type RefundStep = 'refund' | 'reversal' | 'charge' | 'transfer';

/** The gateway idempotency key of a refund's (or a correction's) step: one per request, whatever the retries. */
export function refundIdempotencyKey(payoutStreamId: string, refundRequestId: string, step: RefundStep): string {
  return `${payoutStreamId}-${step}-${refundRequestId}`;
}

/**
 * The refund policy (README, "Refunds"): a refund is the platform's by default (goodwill, a billing
 * mistake) and the tutor keeps their pay. When the admin marks it as the tutor's responsibility (the
 * tutor did not come, the session was cut short), the tutor's pay is taken back in the proportion
 * the refund bears to what the client paid for the session, rounded half up, never more than is
 * left of it.
 */
export function tutorReversalCents(input: { refundCents: number; clientTotalCents: number; tutorPayoutCents: number; alreadyReversedCents: number; tutorAtFault: boolean }): number {
  if (!input.tutorAtFault || input.clientTotalCents === 0) return 0;
  const share = divideRoundHalfUp(input.refundCents * input.tutorPayoutCents, input.clientTotalCents);
  return Math.max(0, Math.min(share, input.tutorPayoutCents - input.alreadyReversedCents));
}

import { DomainCommand } from '../shared/decider';
import { MoneyBackCause, TutorPayoutMethod } from './payout.events';
import { PayoutAmountsInput } from './payout.rules';

/**
 * Start the payout, or start a new attempt after a failure (after `fixErrorSession`). While an
 * attempt is running, or once completed, it records nothing: the worker resumes from
 * `nextPayoutStep(state)`, which always names the same idempotency key.
 */
export type ProcessPayout = DomainCommand<
  'ProcessPayout',
  PayoutAmountsInput & {
    sessionId: string;
    clientId: string;
    tutorId: string;
    tutorPayout: TutorPayoutMethod;
    /** The session has several paying clients and this is the payout of `clientId`'s share (its own stream and keys). */
    oneOfSeveralClients?: boolean;
  }
>;
/** The gateway's answers, recorded by the worker. Redelivered answers record nothing. */
export type RecordClientCharged = DomainCommand<'RecordClientCharged', { chargeId: string }>;
/** Only for a definite decline, never for a timeout (a timeout is retried with the same key). */
export type RecordClientChargeFailed = DomainCommand<'RecordClientChargeFailed', { reason: string }>;
export type RecordTutorTransferred = DomainCommand<'RecordTutorTransferred', { transferId: string }>;
export type RecordTutorTransferFailed = DomainCommand<'RecordTutorTransferFailed', { reason: string }>;

/** The tutor chose a payout method: a held payout is paid to it; any other payout records nothing (so a redelivery does nothing twice). */
export type ReleaseHeldPayout = DomainCommand<'ReleaseHeldPayout', { tutorPayout: TutorPayoutMethod }>;

/**
 * An admin refunds (part of) a completed payout's card charge (`metadata.actorId`); `tutorAtFault`
 * applies the refund policy's reversal of the tutor's pay. Asked again with the same
 * `refundRequestId`, it records nothing.
 */
export type RequestRefund = DomainCommand<'RequestRefund', { refundRequestId: string; amountCents: number; reason: string; tutorAtFault: boolean; cause: MoneyBackCause }>;
export type RecordClientRefunded = DomainCommand<'RecordClientRefunded', { refundRequestId: string; refundId: string }>;
export type RecordClientRefundFailed = DomainCommand<'RecordClientRefundFailed', { refundRequestId: string; reason: string }>;
export type RecordTutorTransferReversed = DomainCommand<'RecordTutorTransferReversed', { refundRequestId: string; reversalId: string }>;
export type RecordTutorTransferReversalFailed = DomainCommand<'RecordTutorTransferReversalFailed', { refundRequestId: string; reason: string }>;

/**
 * An admin corrects a completed payout's session length or rates (`metadata.actorId`), with a reason.
 * The fee percentages are those the payout recorded when it started; `clientFeePercent` and
 * `tutorFeePercent` stand in only for a payout started before they were recorded (the pair's fees in
 * force then). Asked again with the same `correctionId`, it records nothing.
 */
export type CorrectPayout = DomainCommand<
  'CorrectPayout',
  { correctionId: string; minutes: number; clientHourlyRateCents: number; tutorHourlyRateCents: number; clientFeePercent: number | null; tutorFeePercent: number | null; reason: string }
>;
export type RecordCorrectionCharged = DomainCommand<'RecordCorrectionCharged', { correctionId: string; chargeId: string }>;
export type RecordCorrectionTransferred = DomainCommand<'RecordCorrectionTransferred', { correctionId: string; transferId: string }>;
export type RecordCorrectionStepFailed = DomainCommand<'RecordCorrectionStepFailed', { correctionId: string; step: 'charge' | 'transfer'; reason: string }>;

export type PayoutCommand =
  | ProcessPayout
  | RecordClientCharged
  | RecordClientChargeFailed
  | RecordTutorTransferred
  | RecordTutorTransferFailed
  | ReleaseHeldPayout
  | RequestRefund
  | RecordClientRefunded
  | RecordClientRefundFailed
  | RecordTutorTransferReversed
  | RecordTutorTransferReversalFailed
  | CorrectPayout
  | RecordCorrectionCharged
  | RecordCorrectionTransferred
  | RecordCorrectionStepFailed;

import { assertNever, Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import {
  CorrectPayout,
  PayoutCommand,
  RecordCorrectionCharged,
  RecordCorrectionStepFailed,
  RecordCorrectionTransferred,
  ProcessPayout,
  RecordClientCharged,
  RecordClientChargeFailed,
  RecordClientRefunded,
  RecordClientRefundFailed,
  RecordTutorTransferFailed,
  RecordTutorTransferred,
  RecordTutorTransferReversalFailed,
  RecordTutorTransferReversed,
  ReleaseHeldPayout,
  RequestRefund,
} from './payout.commands';
import { MoneyBackCause, PayoutEvent, PayoutStarted, payoutStreamIdOf, PayoutStatusKind, TutorPayoutMethod } from './payout.events';
import {
  computePayoutAmounts,
  PayoutAmounts,
  PayoutComputedFrom,
  payoutComputedFrom,
  payoutIdempotencyKey,
  payoutInputProblem,
  PayoutMessages as Messages,
  REFUND_REASON_MAX_LENGTH,
  refundIdempotencyKey,
  tutorReversalCents,
} from './payout.rules';

/**
 * The money steps of one session's client (a session with several paying clients has one payout
 * per client), exactly once by construction: each step is requested by one event, at most once per
 * attempt, with an idempotency key derived from the payout's stream, attempt and step; the client
 * is never charged again once a charge is recorded, whatever the attempt.
 */
export interface Payout {
  /** held: the client is charged, the tutor's share waits for a payout method (the client's side is settled). */
  status: 'processing' | 'failed' | 'completed' | 'held';
  sessionId: string;
  clientId: string;
  /** One client's share of a session with several paying clients: its own stream and keys. */
  oneOfSeveralClients: boolean;
  tutorId: string;
  attempt: number;
  amounts: PayoutAmounts;
  /** What `amounts` were computed from (fees as applied); absent on payouts started before it was recorded. */
  computedFrom?: PayoutComputedFrom;
  tutorPayout: TutorPayoutMethod;
  /** Credits spent so far, over all attempts. */
  creditsAppliedCents: number;
  /** The charge asked for and not yet answered. */
  pendingCharge: { idempotencyKey: string; amountCents: number } | null;
  chargeId: string | null;
  /** The client's side is settled: charged, or nothing left for the card. */
  clientPaid: boolean;
  pendingTransfer: { idempotencyKey: string; amountCents: number; accountId: string } | null;
  transferId: string | null;
  manualPayoutId: string | null;
  /** error | partial while failed; manual | stripeConnect once completed. */
  outcome: PayoutStatusKind | null;
  failureReason: string | null;
  /** Given back to the client's card after completion. */
  refundedCents: number;
  /** Taken back from the tutor: transfer reversals, and manual payouts adjusted down. */
  tutorReversedCents: number;
  /** A refund asked of the provider and not yet answered. */
  pendingRefund: PendingRefund | null;
  /** A reversal of the tutor's transfer a refund asked for, not yet answered. */
  pendingReversal: { refundRequestId: string; transferId: string; amountCents: number; cause: MoneyBackCause; idempotencyKey: string } | null;
  /** Every refund request (and correction) recorded, so one asked again records nothing. */
  refundRequestIds: string[];
  /** What the payout's own charge took (a correction's charge is another one); absent on payouts folded before corrections. */
  chargedCents?: number;
  /** The latest admin's correction: its length and rates (the next one starts from them) and the differences it made. */
  corrected?: { minutes: number; clientHourlyRateCents: number; tutorHourlyRateCents: number; clientDifferenceCents: number; tutorDifferenceCents: number };
}

export interface PendingRefund {
  refundRequestId: string;
  amountCents: number;
  tutorReversalCents: number;
  cause: MoneyBackCause;
  idempotencyKey: string;
}

export type PayoutState = { status: 'none' } | Payout;

export const initialPayoutState = (): PayoutState => ({ status: 'none' });

export function evolvePayout(state: PayoutState, event: PayoutEvent): PayoutState {
  if (event.type === 'PayoutStarted') {
    const { sessionId, attempt, clientId, tutorId, amounts, tutorPayout, computedFrom } = event.data;
    const previous = state.status === 'none' ? null : state;
    return {
      status: 'processing',
      sessionId,
      clientId,
      oneOfSeveralClients: event.data.oneOfSeveralClients === true,
      tutorId,
      attempt,
      amounts,
      ...(computedFrom ? { computedFrom } : {}),
      tutorPayout,
      creditsAppliedCents: previous?.creditsAppliedCents ?? 0,
      pendingCharge: null,
      chargeId: previous?.chargeId ?? null,
      clientPaid: previous?.clientPaid ?? false,
      pendingTransfer: null,
      transferId: null,
      manualPayoutId: null,
      outcome: null,
      failureReason: null,
      refundedCents: previous?.refundedCents ?? 0,
      tutorReversedCents: previous?.tutorReversedCents ?? 0,
      pendingRefund: null,
      pendingReversal: null,
      refundRequestIds: previous?.refundRequestIds ?? [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'CreditsApplied': {
      const creditsAppliedCents = state.creditsAppliedCents + event.data.amountCents;
      return { ...state, creditsAppliedCents };
    }
    case 'ClientChargeRequested':
      return { ...state, pendingCharge: { idempotencyKey: event.data.idempotencyKey, amountCents: event.data.amountCents } };
    case 'ClientCharged':
      // A correction's charge is an extra one: refunds stay on the payout's own charge.
      if (event.data.cause === 'correction') return { ...state, pendingCharge: null };
      return { ...state, pendingCharge: null, chargeId: event.data.chargeId, chargedCents: event.data.amountCents, clientPaid: true };
    case 'ClientChargeFailed':
      return { ...state, pendingCharge: null };
    case 'TutorTransferRequested':
      return { ...state, clientPaid: true, pendingTransfer: { idempotencyKey: event.data.idempotencyKey, amountCents: event.data.amountCents, accountId: event.data.accountId } };
    case 'TutorTransferred':
      if (event.data.cause === 'correction') return { ...state, pendingTransfer: null };
      return { ...state, pendingTransfer: null, transferId: event.data.transferId };
    case 'ManualPayoutRecorded':
      return { ...state, clientPaid: true, manualPayoutId: event.data.manualPayoutId };
    case 'PayoutFailed':
      return { ...state, status: 'failed', pendingTransfer: null, pendingCharge: null, outcome: event.data.status, failureReason: event.data.reason };
    case 'PayoutCompleted':
      return { ...state, status: 'completed', clientPaid: true, outcome: event.data.status };
    case 'TutorPayoutHeld':
      // Spec section 4's partial: the client charged, the tutor not paid (yet).
      return { ...state, status: 'held', clientPaid: true, pendingTransfer: null, outcome: 'partial', failureReason: null };
    case 'HeldPayoutReleased':
      return { ...state, status: 'processing', tutorPayout: event.data.tutorPayout, outcome: null };
    case 'ClientRefundRequested': {
      const { refundRequestId, amountCents, tutorReversalCents: reversal, cause, idempotencyKey } = event.data;
      return { ...state, pendingRefund: { refundRequestId, amountCents, tutorReversalCents: reversal, cause, idempotencyKey }, refundRequestIds: [...(state.refundRequestIds ?? []), refundRequestId] };
    }
    // A correction's refund or reversal is already in its corrected amounts: what stays refundable follows from those.
    case 'ClientRefunded':
      if (event.data.cause === 'correction') return { ...state, pendingRefund: null };
      return { ...state, pendingRefund: null, refundedCents: (state.refundedCents ?? 0) + event.data.amountCents };
    case 'ClientRefundFailed':
      return { ...state, pendingRefund: null };
    case 'TutorTransferReversalRequested': {
      const { refundRequestId, transferId, amountCents, cause, idempotencyKey } = event.data;
      return { ...state, pendingReversal: { refundRequestId, transferId, amountCents, cause, idempotencyKey } };
    }
    case 'TutorTransferReversed':
      if (event.data.cause === 'correction') return { ...state, pendingReversal: null };
      return { ...state, pendingReversal: null, tutorReversedCents: (state.tutorReversedCents ?? 0) + event.data.amountCents };
    case 'TutorTransferReversalFailed':
      return { ...state, pendingReversal: null };
    case 'ManualPayoutAdjusted':
      if (event.data.cause === 'correction') return state;
      return { ...state, tutorReversedCents: (state.tutorReversedCents ?? 0) - event.data.amountCents };
    case 'PayoutCorrected': {
      const { minutes, clientHourlyRateCents, tutorHourlyRateCents, clientDifferenceCents, tutorDifferenceCents, amounts, correctionId } = event.data;
      const corrected = { minutes, clientHourlyRateCents, tutorHourlyRateCents, clientDifferenceCents, tutorDifferenceCents };
      return { ...state, amounts, corrected, refundRequestIds: [...(state.refundRequestIds ?? []), correctionId] };
    }
    case 'PayoutCorrectionStepFailed':
      return event.data.step === 'charge' ? { ...state, pendingCharge: null } : { ...state, pendingTransfer: null };
    default:
      return assertNever(event);
  }
}

/** What the worker does next for this payout: the same answer (and key) until the step is recorded. */
export type NextPayoutStep =
  | { kind: 'start' }
  | { kind: 'charge'; clientId: string; amountCents: number; idempotencyKey: string }
  | { kind: 'transfer'; tutorId: string; accountId: string; amountCents: number; idempotencyKey: string }
  | { kind: 'failed'; status: 'error' | 'partial'; reason: string }
  | { kind: 'held' }
  | { kind: 'done'; status: 'manual' | 'stripeConnect' };

export function nextPayoutStep(state: PayoutState): NextPayoutStep {
  if (state.status === 'none') return { kind: 'start' };
  if (state.status === 'completed') return { kind: 'done', status: state.outcome as 'manual' | 'stripeConnect' };
  if (state.status === 'held') return { kind: 'held' };
  if (state.status === 'failed') return { kind: 'failed', status: state.outcome as 'error' | 'partial', reason: state.failureReason ?? '' };
  if (state.pendingCharge) return { kind: 'charge', clientId: state.clientId, ...state.pendingCharge };
  if (state.pendingTransfer) return { kind: 'transfer', tutorId: state.tutorId, ...state.pendingTransfer };
  // Unreachable by construction: every processing state waits on a charge or a transfer.
  return { kind: 'start' };
}

/** The tutor's side once the client's is settled: a transfer to ask for, or a manual payout recorded now. */
function payTutor(payout: Pick<Payout, 'sessionId' | 'clientId' | 'oneOfSeveralClients' | 'attempt' | 'tutorId' | 'amounts' | 'tutorPayout'>, now: Date): PayoutEvent[] {
  const { sessionId, attempt, tutorId, amounts, tutorPayout } = payout;
  const at = now.toISOString();
  if (tutorPayout.method === 'stripeConnect') {
    if (amounts.tutorPayoutCents === 0) return [{ type: 'PayoutCompleted', data: { sessionId, attempt, status: 'stripeConnect', completedAt: at } }];
    // No payout method yet: the tutor's problem, not the client's; their share waits for the method.
    if (!tutorPayout.accountId) return [{ type: 'TutorPayoutHeld', data: { sessionId, attempt, tutorId, amountCents: amounts.tutorPayoutCents, heldAt: at } }];
    return [
      {
        type: 'TutorTransferRequested',
        data: {
          sessionId,
          attempt,
          tutorId,
          accountId: tutorPayout.accountId,
          amountCents: amounts.tutorPayoutCents,
          idempotencyKey: payoutIdempotencyKey(payoutStreamIdOf(payout), attempt, 'transfer'),
        },
      },
    ];
  }
  return [
    {
      type: 'ManualPayoutRecorded',
      data: { sessionId, attempt, tutorId, manualPayoutId: tutorPayout.manualPayoutId, method: tutorPayout.method, amountCents: amounts.tutorPayoutCents, recordedAt: at },
    },
    { type: 'PayoutCompleted', data: { sessionId, attempt, status: 'manual', completedAt: at } },
  ];
}

/**
 * Starts attempt 1, or attempt n+1 after a failure. A client already charged is never charged
 * again: a new attempt after a partial failure only pays the tutor. Credits already spent are
 * reused, not spent twice. While running, held or once completed it records nothing.
 */
export function processPayout(command: ProcessPayout, state: PayoutState): PayoutEvent[] {
  // Held: the client is charged; only ReleaseHeldPayout pays the tutor.
  if (state.status === 'processing' || state.status === 'completed' || state.status === 'held') return [];
  const { sessionId, clientId, tutorId, tutorPayout } = command.data;
  const problem = payoutInputProblem(command.data);
  if (problem) throw new DomainError(problem);
  const now = command.metadata.now;
  const previous = state.status === 'failed' ? state : null;
  const attempt = (previous?.attempt ?? 0) + 1;
  const oneOfSeveralClients = command.data.oneOfSeveralClients === true;
  const payoutStreamId = payoutStreamIdOf({ sessionId, clientId, oneOfSeveralClients });
  const started = (amounts: PayoutAmounts, computedFrom: PayoutComputedFrom | undefined): PayoutStarted => ({
    type: 'PayoutStarted',
    data: {
      sessionId,
      attempt,
      clientId,
      tutorId,
      amounts,
      tutorPayout,
      startedAt: now.toISOString(),
      ...(oneOfSeveralClients ? { oneOfSeveralClients } : {}),
      ...(computedFrom ? { computedFrom } : {}),
    },
  });
  if (previous?.clientPaid) {
    // The client is not charged again: the amounts, and what they were computed from, stay those of the attempt that charged.
    return [started(previous.amounts, previous.computedFrom), ...payTutor({ sessionId, clientId, oneOfSeveralClients, attempt, tutorId, amounts: previous.amounts, tutorPayout }, now)];
  }
  const alreadyApplied = previous?.creditsAppliedCents ?? 0;
  const input = { ...command.data, availableCreditCents: alreadyApplied > 0 ? alreadyApplied : command.data.availableCreditCents };
  const amounts = computePayoutAmounts(input);
  const events: PayoutEvent[] = [started(amounts, payoutComputedFrom(input))];
  const newCredits = amounts.creditsAppliedCents - alreadyApplied;
  if (newCredits > 0) events.push({ type: 'CreditsApplied', data: { sessionId, attempt, clientId, amountCents: newCredits } });
  if (amounts.cardChargeCents > 0) {
    events.push({
      type: 'ClientChargeRequested',
      data: { sessionId, attempt, clientId, amountCents: amounts.cardChargeCents, idempotencyKey: payoutIdempotencyKey(payoutStreamId, attempt, 'charge') },
    });
    return events;
  }
  return [...events, ...payTutor({ sessionId, clientId, oneOfSeveralClients, attempt, tutorId, amounts, tutorPayout }, now)];
}

function requireStarted(state: PayoutState): Payout {
  if (state.status === 'none') throw new DomainError(Messages.notStarted);
  return state;
}

export function recordClientCharged(command: RecordClientCharged, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const { chargeId } = command.data;
  if (payout.chargeId === chargeId) return [];
  if (payout.chargeId !== null) throw new DomainError(Messages.otherCharge);
  if (payout.status !== 'processing' || !payout.pendingCharge) throw new DomainError(Messages.noChargeRequested);
  const { sessionId, attempt } = payout;
  return [
    { type: 'ClientCharged', data: { sessionId, attempt, chargeId, amountCents: payout.pendingCharge.amountCents, chargedAt: command.metadata.now.toISOString() } },
    ...payTutor(payout, command.metadata.now),
  ];
}

export function recordClientChargeFailed(command: RecordClientChargeFailed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  if (payout.status === 'failed' && payout.outcome === 'error' && !payout.clientPaid) return [];
  if (payout.chargeId !== null) throw new DomainError(Messages.otherCharge);
  if (payout.status !== 'processing' || !payout.pendingCharge) throw new DomainError(Messages.noChargeRequested);
  const { sessionId, attempt } = payout;
  const reason = command.data.reason.trim();
  return [
    { type: 'ClientChargeFailed', data: { sessionId, attempt, reason } },
    { type: 'PayoutFailed', data: { sessionId, attempt, reason, status: 'error', failedAt: command.metadata.now.toISOString() } },
  ];
}

export function recordTutorTransferred(command: RecordTutorTransferred, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const { transferId } = command.data;
  if (payout.transferId === transferId) return [];
  if (payout.transferId !== null) throw new DomainError(Messages.otherTransfer);
  if (payout.status !== 'processing' || !payout.pendingTransfer) throw new DomainError(Messages.noTransferRequested);
  const { sessionId, attempt } = payout;
  const at = command.metadata.now.toISOString();
  return [
    { type: 'TutorTransferred', data: { sessionId, attempt, transferId, amountCents: payout.pendingTransfer.amountCents, transferredAt: at } },
    { type: 'PayoutCompleted', data: { sessionId, attempt, status: 'stripeConnect', completedAt: at } },
  ];
}

export function recordTutorTransferFailed(command: RecordTutorTransferFailed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  if (payout.status === 'failed' && payout.outcome === 'partial') return [];
  if (payout.transferId !== null) throw new DomainError(Messages.otherTransfer);
  if (payout.status !== 'processing' || !payout.pendingTransfer) throw new DomainError(Messages.noTransferRequested);
  const { sessionId, attempt } = payout;
  return [{ type: 'PayoutFailed', data: { sessionId, attempt, reason: command.data.reason.trim(), status: 'partial', failedAt: command.metadata.now.toISOString() } }];
}

/**
 * Pays a held share to the method the tutor now has, in the held attempt: the transfer's key is the
 * one that attempt always had, so however often this is asked the tutor is paid once. Not held (never
 * held, or already released), or still without a method: nothing.
 */
export function releaseHeldPayout(command: ReleaseHeldPayout, state: PayoutState): PayoutEvent[] {
  if (state.status !== 'held') return [];
  const { tutorPayout } = command.data;
  if (tutorPayout.method === 'stripeConnect' && !tutorPayout.accountId) return [];
  const released = { ...state, tutorPayout };
  return [
    { type: 'HeldPayoutReleased', data: { sessionId: state.sessionId, attempt: state.attempt, tutorPayout, releasedAt: command.metadata.now.toISOString() } },
    ...payTutor(released, command.metadata.now),
  ];
}

/**
 * What a refund or a correction waits for next: the provider's refund, then the reversal of the
 * tutor's transfer; a correction's charge of the client's difference, then its transfer to the
 * tutor; null when nothing waits.
 */
export type NextRefundStep =
  | { kind: 'refund'; chargeId: string; refund: PendingRefund }
  | { kind: 'reversal'; refundRequestId: string; transferId: string; amountCents: number; idempotencyKey: string }
  | { kind: 'charge'; clientId: string; amountCents: number; idempotencyKey: string }
  | { kind: 'transfer'; accountId: string; amountCents: number; idempotencyKey: string }
  | null;

export function nextRefundStep(state: PayoutState): NextRefundStep {
  if (state.status === 'none') return null;
  if (state.pendingRefund && state.chargeId) return { kind: 'refund', chargeId: state.chargeId, refund: state.pendingRefund };
  if (state.pendingReversal) return { kind: 'reversal', ...state.pendingReversal };
  // After completion a pending charge or transfer can only be a correction's (the payout's own are the worker's).
  if (state.status !== 'completed') return null;
  if (state.pendingCharge) return { kind: 'charge', clientId: state.clientId, ...state.pendingCharge };
  if (state.pendingTransfer) return { kind: 'transfer', ...state.pendingTransfer };
  return null;
}

/**
 * An admin refunds part or all of what the card was charged for a completed payout, with a reason;
 * the refund policy (`tutorReversalCents`) says what is taken back from the tutor once the refund is
 * done. One refund at a time; the same request again records nothing.
 */
export function requestRefund(command: RequestRefund, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const { refundRequestId, amountCents, tutorAtFault, cause } = command.data;
  if ((payout.refundRequestIds ?? []).includes(refundRequestId)) return [];
  if (payout.status !== 'completed') throw new DomainError(Messages.refundNotProcessed);
  if (payout.pendingRefund || payout.pendingReversal) throw new DomainError(Messages.refundPending);
  const reason = command.data.reason.trim();
  if (!reason || reason.length > REFUND_REASON_MAX_LENGTH) throw DomainError.fromFieldErrors({ reason: Messages.refundReason });
  // Refunds go to the payout's own charge: never more than it took, even after a correction charged extra.
  const charged = Math.min(payout.amounts.cardChargeCents, payout.chargedCents ?? payout.amounts.cardChargeCents);
  const refundable = (payout.chargeId ? charged : 0) - (payout.refundedCents ?? 0);
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > refundable) throw DomainError.fromFieldErrors({ amountCents: Messages.refundAmount });
  const reversal = tutorReversalCents({
    refundCents: amountCents,
    clientTotalCents: payout.amounts.clientTotalCents,
    tutorPayoutCents: payout.amounts.tutorPayoutCents,
    alreadyReversedCents: payout.tutorReversedCents ?? 0,
    tutorAtFault,
  });
  return [
    {
      type: 'ClientRefundRequested',
      data: {
        sessionId: payout.sessionId,
        refundRequestId,
        amountCents,
        tutorReversalCents: reversal,
        reason,
        byUserId: command.metadata.actorId ?? 'system',
        cause,
        idempotencyKey: refundIdempotencyKey(payoutStreamIdOf(payout), refundRequestId, 'refund'),
        requestedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

function requirePendingRefund(payout: Payout, refundRequestId: string): PendingRefund | null {
  if (payout.pendingRefund?.refundRequestId === refundRequestId) return payout.pendingRefund;
  // Answered already: a redelivered answer records nothing.
  if ((payout.refundRequestIds ?? []).includes(refundRequestId)) return null;
  throw new DomainError(Messages.noRefundRequested);
}

/** The refund went through: recorded, then the tutor's share the policy takes back (a transfer reversal asked for, or a manual payout adjusted down). */
export function recordClientRefunded(command: RecordClientRefunded, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const pending = requirePendingRefund(payout, command.data.refundRequestId);
  if (!pending) return [];
  const { sessionId } = payout;
  const { refundRequestId, amountCents, tutorReversalCents: reversal, cause } = pending;
  const at = command.metadata.now.toISOString();
  const events: PayoutEvent[] = [{ type: 'ClientRefunded', data: { sessionId, refundRequestId, refundId: command.data.refundId, amountCents, cause, refundedAt: at } }];
  if (reversal === 0) return events;
  const { tutorPayout } = payout;
  if (tutorPayout.method === 'stripeConnect') {
    if (!payout.transferId) return events;
    events.push({
      type: 'TutorTransferReversalRequested',
      data: { sessionId, refundRequestId, transferId: payout.transferId, amountCents: reversal, cause, idempotencyKey: refundIdempotencyKey(payoutStreamIdOf(payout), refundRequestId, 'reversal') },
    });
  } else {
    events.push({
      type: 'ManualPayoutAdjusted',
      data: { sessionId, refundRequestId, tutorId: payout.tutorId, manualPayoutId: tutorPayout.manualPayoutId, method: tutorPayout.method, amountCents: -reversal, cause, adjustedAt: at },
    });
  }
  return events;
}

export function recordClientRefundFailed(command: RecordClientRefundFailed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  if (!requirePendingRefund(payout, command.data.refundRequestId)) return [];
  return [{ type: 'ClientRefundFailed', data: { sessionId: payout.sessionId, refundRequestId: command.data.refundRequestId, reason: command.data.reason.trim(), failedAt: command.metadata.now.toISOString() } }];
}

function requirePendingReversal(payout: Payout, refundRequestId: string): boolean {
  if (payout.pendingReversal?.refundRequestId === refundRequestId) return true;
  if ((payout.refundRequestIds ?? []).includes(refundRequestId) && !payout.pendingRefund) return false;
  throw new DomainError(Messages.noReversalRequested);
}

export function recordTutorTransferReversed(command: RecordTutorTransferReversed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  if (!requirePendingReversal(payout, command.data.refundRequestId) || !payout.pendingReversal) return [];
  const { refundRequestId, amountCents, cause } = payout.pendingReversal;
  return [{ type: 'TutorTransferReversed', data: { sessionId: payout.sessionId, refundRequestId, reversalId: command.data.reversalId, amountCents, cause, reversedAt: command.metadata.now.toISOString() } }];
}

export function recordTutorTransferReversalFailed(command: RecordTutorTransferReversalFailed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  if (!requirePendingReversal(payout, command.data.refundRequestId)) return [];
  return [{ type: 'TutorTransferReversalFailed', data: { sessionId: payout.sessionId, refundRequestId: command.data.refundRequestId, reason: command.data.reason.trim(), failedAt: command.metadata.now.toISOString() } }];
}

/**
 * An admin corrects a processed session's length or rates, with a reason: the payout's amounts are
 * recomputed (the fee percentages the payout recorded, the same credit spent) and the differences move as new events: the
 * client's charged or refunded, the tutor's transferred or reversed (a manual payout adjusted). One
 * correction or refund at a time; the same correction again records nothing.
 */
export function correctPayout(command: CorrectPayout, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const { correctionId, minutes, clientHourlyRateCents, tutorHourlyRateCents } = command.data;
  // The fees the payout applied, as it recorded them; the command's only for a payout started before they were recorded.
  const { clientFeePercent, tutorFeePercent } = payout.computedFrom ?? command.data;
  if ((payout.refundRequestIds ?? []).includes(correctionId)) return [];
  if (payout.status !== 'completed') throw new DomainError(Messages.correctionNotProcessed);
  if (payout.pendingRefund || payout.pendingReversal || payout.pendingCharge || payout.pendingTransfer) throw new DomainError(Messages.correctionPending);
  const reason = command.data.reason.trim();
  if (!reason || reason.length > REFUND_REASON_MAX_LENGTH) throw DomainError.fromFieldErrors({ reason: Messages.correctionReason });
  const input = { minutes, clientHourlyRateCents, tutorHourlyRateCents, clientFeePercent, tutorFeePercent, availableCreditCents: payout.creditsAppliedCents };
  const problem = payoutInputProblem(input);
  if (problem === Messages.invalidMinutes || minutes < 1) throw DomainError.fromFieldErrors({ minutes: Messages.invalidMinutes });
  if (problem) throw DomainError.fromFieldErrors({ hourlyRateCents: problem });
  const amounts = computePayoutAmounts(input);
  const clientDifferenceCents = amounts.cardChargeCents - payout.amounts.cardChargeCents;
  const tutorDifferenceCents = amounts.tutorPayoutCents - payout.amounts.tutorPayoutCents;
  const { sessionId, attempt, clientId, tutorId, tutorPayout } = payout;
  const streamId = payoutStreamIdOf(payout);
  const at = command.metadata.now.toISOString();
  const cause = 'correction' as const;
  const events: PayoutEvent[] = [
    {
      type: 'PayoutCorrected',
      data: { sessionId, correctionId, minutes, clientHourlyRateCents, tutorHourlyRateCents, amounts, clientDifferenceCents, tutorDifferenceCents, reason, byUserId: command.metadata.actorId ?? 'system', correctedAt: at },
    },
  ];
  if (clientDifferenceCents > 0) {
    events.push({ type: 'ClientChargeRequested', data: { sessionId, attempt, clientId, amountCents: clientDifferenceCents, idempotencyKey: refundIdempotencyKey(streamId, correctionId, 'charge'), correctionId, cause } });
  } else if (clientDifferenceCents < 0) {
    events.push({
      type: 'ClientRefundRequested',
      data: { sessionId, refundRequestId: correctionId, amountCents: -clientDifferenceCents, tutorReversalCents: 0, reason, byUserId: command.metadata.actorId ?? 'system', cause, idempotencyKey: refundIdempotencyKey(streamId, correctionId, 'refund'), requestedAt: at },
    });
  }
  if (tutorDifferenceCents === 0) return events;
  if (tutorPayout.method !== 'stripeConnect') {
    events.push({ type: 'ManualPayoutAdjusted', data: { sessionId, refundRequestId: correctionId, tutorId, manualPayoutId: tutorPayout.manualPayoutId, method: tutorPayout.method, amountCents: tutorDifferenceCents, cause, adjustedAt: at } });
  } else if (tutorDifferenceCents > 0) {
    if (!tutorPayout.accountId) throw new DomainError(Messages.noConnectAccount);
    events.push({ type: 'TutorTransferRequested', data: { sessionId, attempt, tutorId, accountId: tutorPayout.accountId, amountCents: tutorDifferenceCents, idempotencyKey: refundIdempotencyKey(streamId, correctionId, 'transfer'), correctionId, cause } });
  } else {
    if (!payout.transferId) throw new DomainError(Messages.noConnectAccount);
    events.push({ type: 'TutorTransferReversalRequested', data: { sessionId, refundRequestId: correctionId, transferId: payout.transferId, amountCents: -tutorDifferenceCents, cause, idempotencyKey: refundIdempotencyKey(streamId, correctionId, 'reversal') } });
  }
  return events;
}

function requireCorrectionStep(payout: Payout, step: 'charge' | 'transfer'): { amountCents: number } | null {
  const pending = step === 'charge' ? payout.pendingCharge : payout.pendingTransfer;
  if (payout.status === 'completed' && pending) return pending;
  return null;
}

/** The provider charged a correction's difference; redelivered, it records nothing. */
export function recordCorrectionCharged(command: RecordCorrectionCharged, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const pending = requireCorrectionStep(payout, 'charge');
  if (!pending) {
    if ((payout.refundRequestIds ?? []).includes(command.data.correctionId)) return [];
    throw new DomainError(Messages.noCorrectionStep);
  }
  return [{ type: 'ClientCharged', data: { sessionId: payout.sessionId, attempt: payout.attempt, chargeId: command.data.chargeId, amountCents: pending.amountCents, chargedAt: command.metadata.now.toISOString(), cause: 'correction' } }];
}

export function recordCorrectionTransferred(command: RecordCorrectionTransferred, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const pending = requireCorrectionStep(payout, 'transfer');
  if (!pending) {
    if ((payout.refundRequestIds ?? []).includes(command.data.correctionId)) return [];
    throw new DomainError(Messages.noCorrectionStep);
  }
  return [{ type: 'TutorTransferred', data: { sessionId: payout.sessionId, attempt: payout.attempt, transferId: command.data.transferId, amountCents: pending.amountCents, transferredAt: command.metadata.now.toISOString(), cause: 'correction' } }];
}

export function recordCorrectionStepFailed(command: RecordCorrectionStepFailed, state: PayoutState): PayoutEvent[] {
  const payout = requireStarted(state);
  const { correctionId, step } = command.data;
  if (!requireCorrectionStep(payout, step)) {
    if ((payout.refundRequestIds ?? []).includes(correctionId)) return [];
    throw new DomainError(Messages.noCorrectionStep);
  }
  return [{ type: 'PayoutCorrectionStepFailed', data: { sessionId: payout.sessionId, correctionId, step, reason: command.data.reason.trim(), failedAt: command.metadata.now.toISOString() } }];
}

export function decidePayout(command: PayoutCommand, state: PayoutState): PayoutEvent[] {
  switch (command.type) {
    case 'ProcessPayout':
      return processPayout(command, state);
    case 'RecordClientCharged':
      return recordClientCharged(command, state);
    case 'RecordClientChargeFailed':
      return recordClientChargeFailed(command, state);
    case 'RecordTutorTransferred':
      return recordTutorTransferred(command, state);
    case 'RecordTutorTransferFailed':
      return recordTutorTransferFailed(command, state);
    case 'ReleaseHeldPayout':
      return releaseHeldPayout(command, state);
    case 'RequestRefund':
      return requestRefund(command, state);
    case 'RecordClientRefunded':
      return recordClientRefunded(command, state);
    case 'RecordClientRefundFailed':
      return recordClientRefundFailed(command, state);
    case 'RecordTutorTransferReversed':
      return recordTutorTransferReversed(command, state);
    case 'RecordTutorTransferReversalFailed':
      return recordTutorTransferReversalFailed(command, state);
    case 'CorrectPayout':
      return correctPayout(command, state);
    case 'RecordCorrectionCharged':
      return recordCorrectionCharged(command, state);
    case 'RecordCorrectionTransferred':
      return recordCorrectionTransferred(command, state);
    case 'RecordCorrectionStepFailed':
      return recordCorrectionStepFailed(command, state);
    default:
      return assertNever(command);
  }
}

export const payoutDecider: Decider<PayoutCommand, PayoutEvent, PayoutState> = {
  initialState: initialPayoutState,
  evolve: evolvePayout,
  decide: decidePayout,
};

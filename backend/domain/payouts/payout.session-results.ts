import { ParticipantPayoutResult, SessionPayoutStatus } from '../sessions/session.events';
import { Payout } from './payout.decider';

/**
 * The payout fields of the session's participants (spec section 3) once its payouts (one per paying
 * client) have completed or failed, for MarkSessionProcessed / MarkSessionError. Amounts in cents;
 * `remaining` is what is still owed: by each client until charged, to the tutor until paid. The
 * tutor's row adds up the shares of all clients.
 */
export function sessionPayoutResults(payouts: Payout[]): ParticipantPayoutResult[] {
  if (payouts.length === 0) return [];
  const clientRows = payouts.map(
    (payout): ParticipantPayoutResult => ({
      userId: payout.clientId,
      sessionPayoutStatus: payout.outcome ?? 'error',
      tutorBasePaymentAmount: null,
      finalTutorPayoutAmount: null,
      finalClientPaymentAmount: payout.clientPaid ? payout.amounts.clientTotalCents : null,
      remaining: payout.clientPaid ? 0 : payout.amounts.clientTotalCents - payout.creditsAppliedCents,
    }),
  );
  const sum = (of: (payout: Payout) => number) => payouts.reduce((total, payout) => total + of(payout), 0);
  const paidShares = payouts.filter((payout) => payout.status === 'completed');
  const tutorRow: ParticipantPayoutResult = {
    userId: payouts[0].tutorId,
    sessionPayoutStatus: tutorPayoutStatus(payouts),
    tutorBasePaymentAmount: sum((payout) => payout.amounts.tutorBaseCents),
    finalTutorPayoutAmount: paidShares.length === 0 ? null : paidShares.reduce((total, payout) => total + payout.amounts.tutorPayoutCents, 0),
    finalClientPaymentAmount: null,
    remaining: sum((payout) => (payout.status === 'completed' ? 0 : payout.amounts.tutorPayoutCents)),
  };
  return [...clientRows, tutorRow];
}

/**
 * One payout: its own outcome. Several: the same when they agree; `partial` when some money of the
 * session moved and some did not (a client paid and another declined, or a client charged whose
 * share did not reach the tutor); `manual` when all are paid but some by hand, since finance still
 * has a payout to make.
 */
function tutorPayoutStatus(payouts: Payout[]): SessionPayoutStatus {
  const outcomes = new Set(payouts.map((payout) => payout.outcome ?? 'error'));
  if (outcomes.size === 1) return [...outcomes][0];
  if (payouts.every((payout) => payout.status === 'completed')) return 'manual';
  return 'partial';
}

export type SessionPayoutSettlement =
  | { type: 'MarkSessionProcessed'; data: { participants: ParticipantPayoutResult[] } }
  | { type: 'MarkSessionError'; data: { reason: string; participants: ParticipantPayoutResult[] } };

/**
 * What the session becomes once every client's payout has settled: processed when all completed;
 * in error, with the first failure's reason, as soon as one failed (the others stay paid: a retry
 * after fixErrorSession re-runs only the failed ones).
 */
export function sessionPayoutSettlement(payouts: Payout[]): SessionPayoutSettlement {
  const participants = sessionPayoutResults(payouts);
  // A held payout settled the client's side: the tutor's share waits for their payout method, not for a fix.
  const failed = payouts.find((payout) => payout.status !== 'completed' && payout.status !== 'held');
  if (!failed) return { type: 'MarkSessionProcessed', data: { participants } };
  return { type: 'MarkSessionError', data: { reason: failed.failureReason ?? '', participants } };
}

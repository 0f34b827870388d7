import { ParticipantPayoutResult } from '../sessions/session.events';
import { Payout } from './payout.decider';

/**
 * The payout fields of the session's participants (spec section 3) once a payout has completed or
 * failed, for MarkSessionProcessed / MarkSessionError. Amounts in cents; `remaining` is what is
 * still owed: by the client until charged, to the tutor until paid.
 */
export function sessionPayoutResults(payout: Payout): ParticipantPayoutResult[] {
  const { amounts, outcome } = payout;
  const status = outcome ?? 'error';
  const tutorPaid = payout.status === 'completed';
  return [
    {
      userId: payout.clientId,
      sessionPayoutStatus: status,
      tutorBasePaymentAmount: null,
      finalTutorPayoutAmount: null,
      finalClientPaymentAmount: payout.clientPaid ? amounts.clientTotalCents : null,
      remaining: payout.clientPaid ? 0 : amounts.clientTotalCents - payout.creditsAppliedCents,
    },
    {
      userId: payout.tutorId,
      sessionPayoutStatus: status,
      tutorBasePaymentAmount: amounts.tutorBaseCents,
      finalTutorPayoutAmount: tutorPaid ? amounts.tutorPayoutCents : null,
      finalClientPaymentAmount: null,
      remaining: tutorPaid ? 0 : amounts.tutorPayoutCents,
    },
  ];
}

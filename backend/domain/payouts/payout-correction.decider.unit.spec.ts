import { deciderSpecification } from '../test-support/decider-specification';
import { CorrectPayout, PayoutCommand } from './payout.commands';
import { nextRefundStep, payoutDecider, PayoutState } from './payout.decider';
import { PayoutCorrected, PayoutEvent, TutorPayoutMethod } from './payout.events';
import { computePayoutAmounts, payoutComputedFrom, PayoutMessages as Messages } from './payout.rules';

const now = new Date('2026-11-26T17:00:00.000Z');
const T = now.toISOString();
const spec = deciderSpecification(payoutDecider);
const CONNECT: TutorPayoutMethod = { method: 'stripeConnect', accountId: 'acct_1' };
const VENMO: TutorPayoutMethod = { method: 'venmo', manualPayoutId: '@tutor' };
const rates = { clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, clientFeePercent: null, tutorFeePercent: null };
// 60 minutes: client total 43.88 (20.00 of credit, 23.88 on the card); the tutor gets 27.09.
const amounts = computePayoutAmounts({ minutes: 60, ...rates, availableCreditCents: 2000 });
const REASON = 'The session lasted 90 minutes.';

const command = <C extends PayoutCommand>(type: C['type'], data: C['data']): C => ({ type, data, metadata: { now, actorId: 'admin-1' } }) as C;
const correct = (overrides: Partial<CorrectPayout['data']> = {}) => command<CorrectPayout>('CorrectPayout', { correctionId: 'k1', minutes: 90, ...rates, reason: REASON, ...overrides });

const paid = (tutorPayout: TutorPayoutMethod = CONNECT): PayoutEvent[] => [
  { type: 'PayoutStarted', data: { sessionId: 's1', attempt: 1, clientId: 'c1', tutorId: 't1', amounts, tutorPayout, startedAt: T } },
  { type: 'CreditsApplied', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2000 } },
  { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2388, idempotencyKey: 'payout-s1-1-charge' } },
  { type: 'ClientCharged', data: { sessionId: 's1', attempt: 1, chargeId: 'pi_1', amountCents: 2388, chargedAt: T } },
  ...(tutorPayout.method === 'stripeConnect'
    ? ([
        { type: 'TutorTransferRequested', data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 2709, idempotencyKey: 'payout-s1-1-transfer' } },
        { type: 'TutorTransferred', data: { sessionId: 's1', attempt: 1, transferId: 'tr_1', amountCents: 2709, transferredAt: T } },
      ] as PayoutEvent[])
    : ([{ type: 'ManualPayoutRecorded', data: { sessionId: 's1', attempt: 1, tutorId: 't1', manualPayoutId: '@tutor', method: 'venmo', amountCents: 2709, recordedAt: T } }] as PayoutEvent[])),
  { type: 'PayoutCompleted', data: { sessionId: 's1', attempt: 1, status: tutorPayout.method === 'stripeConnect' ? 'stripeConnect' : 'manual', completedAt: T } },
];
const corrected = (minutes: number, clientDifferenceCents: number, tutorDifferenceCents: number): PayoutCorrected => ({
  type: 'PayoutCorrected',
  data: {
    sessionId: 's1',
    correctionId: 'k1',
    minutes,
    clientHourlyRateCents: 4000,
    tutorHourlyRateCents: 3000,
    amounts: computePayoutAmounts({ minutes, ...rates, availableCreditCents: 2000 }),
    clientDifferenceCents,
    tutorDifferenceCents,
    reason: REASON,
    byUserId: 'admin-1',
    correctedAt: T,
  },
});
const fold = (events: PayoutEvent[]): PayoutState => events.reduce(payoutDecider.evolve, payoutDecider.initialState());

describe('corrections of a processed payout (decider)', () => {
  it('longer: records the new amounts, charges the client the difference and transfers the tutor theirs, each with a key of its own', () => {
    // 90 minutes: the card 45.82 (+21.94), the tutor 40.63 (+13.54).
    const chargeRequested: PayoutEvent = { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2194, idempotencyKey: 'payout-s1-charge-k1', correctionId: 'k1', cause: 'correction' } };
    const transferRequested: PayoutEvent = {
      type: 'TutorTransferRequested',
      data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 1354, idempotencyKey: 'payout-s1-transfer-k1', correctionId: 'k1', cause: 'correction' },
    };
    spec.given(paid()).when(correct()).then([corrected(90, 2194, 1354), chargeRequested, transferRequested]);
    const correcting = [...paid(), corrected(90, 2194, 1354), chargeRequested, transferRequested];
    expect(nextRefundStep(fold(correcting))).toEqual({ kind: 'charge', clientId: 'c1', amountCents: 2194, idempotencyKey: 'payout-s1-charge-k1' });
    const charged: PayoutEvent = { type: 'ClientCharged', data: { sessionId: 's1', attempt: 1, chargeId: 'pi_2', amountCents: 2194, chargedAt: T, cause: 'correction' } };
    spec.given(correcting).when(command('RecordCorrectionCharged', { correctionId: 'k1', chargeId: 'pi_2' })).then([charged]);
    expect(nextRefundStep(fold([...correcting, charged]))).toEqual({ kind: 'transfer', accountId: 'acct_1', amountCents: 1354, idempotencyKey: 'payout-s1-transfer-k1' });
    const transferred: PayoutEvent = { type: 'TutorTransferred', data: { sessionId: 's1', attempt: 1, transferId: 'tr_2', amountCents: 1354, transferredAt: T, cause: 'correction' } };
    spec.given([...correcting, charged]).when(command('RecordCorrectionTransferred', { correctionId: 'k1', transferId: 'tr_2' })).then([transferred]);
    const done = fold([...correcting, charged, transferred]);
    // Refunds still go to the payout's own charge and transfer; the same correction again records nothing.
    expect(done).toMatchObject({ status: 'completed', chargeId: 'pi_1', transferId: 'tr_1', pendingCharge: null, pendingTransfer: null, amounts: { cardChargeCents: 4582, tutorPayoutCents: 4063 } });
    expect(nextRefundStep(done)).toBeNull();
    spec.given([...correcting, charged, transferred]).when(correct()).then([]);
    // A refund goes to the payout's own charge (23.88), not beyond it.
    spec.given([...correcting, charged, transferred]).when(command('RequestRefund', { refundRequestId: 'r1', amountCents: 2389, reason: 'Too much.', tutorAtFault: false, cause: 'refund' })).thenThrows(Messages.refundAmount);
    spec.given([...correcting, charged, transferred]).when(command('RecordCorrectionCharged', { correctionId: 'k1', chargeId: 'pi_2' })).then([]);
  });

  it("shorter: refunds the client's difference as a refund does and reverses the tutor's", () => {
    // 30 minutes: the card 1.94 (-21.94), the tutor 13.54 (-13.55).
    spec.given(paid()).when(correct({ minutes: 30 })).then([
      corrected(30, -2194, -1355),
      {
        type: 'ClientRefundRequested',
        data: { sessionId: 's1', refundRequestId: 'k1', amountCents: 2194, tutorReversalCents: 0, reason: REASON, byUserId: 'admin-1', cause: 'correction', idempotencyKey: 'payout-s1-refund-k1', requestedAt: T },
      },
      { type: 'TutorTransferReversalRequested', data: { sessionId: 's1', refundRequestId: 'k1', transferId: 'tr_1', amountCents: 1355, cause: 'correction', idempotencyKey: 'payout-s1-reversal-k1' } },
    ]);
  });

  it('adjusts a manual payout by the difference, up or down', () => {
    spec.given(paid(VENMO)).when(correct()).then([
      corrected(90, 2194, 1354),
      { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2194, idempotencyKey: 'payout-s1-charge-k1', correctionId: 'k1', cause: 'correction' } },
      { type: 'ManualPayoutAdjusted', data: { sessionId: 's1', refundRequestId: 'k1', tutorId: 't1', manualPayoutId: '@tutor', method: 'venmo', amountCents: 1354, cause: 'correction', adjustedAt: T } },
    ]);
  });

  describe('the fee percentages: those of the payout, not the pair now', () => {
    // The payout ran at 12 % / 5 %; the pair's fees changed to 20 % / 15 % afterwards.
    const atPayout = { clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, clientFeePercent: 12, tutorFeePercent: 5 };
    const pairNow = { clientFeePercent: 20, tutorFeePercent: 15 };
    const startedAt12And5 = (recordsFees: boolean): PayoutEvent[] => {
      const from = { minutes: 60, ...atPayout, availableCreditCents: 2000 };
      const amountsThen = computePayoutAmounts(from);
      return paid().map((event) =>
        event.type === 'PayoutStarted' ? { ...event, data: { ...event.data, amounts: amountsThen, ...(recordsFees ? { computedFrom: payoutComputedFrom(from) } : {}) } } : event,
      );
    };
    // 90 minutes at 12 % / 5 %: client 60.00 + 7.20, the card 47.20 (was 24.80: +22.40); the tutor 45.00 - 2.25 = 42.75 (was 28.50: +14.25).
    const correctedAt12And5 = (): PayoutCorrected => ({
      ...corrected(90, 2240, 1425),
      data: { ...corrected(90, 2240, 1425).data, amounts: computePayoutAmounts({ minutes: 90, ...atPayout, availableCreditCents: 2000 }) },
    });

    it("a pair's fees changed after the payout: the correction uses the fees the payout recorded when it started", () => {
      spec.given(startedAt12And5(true)).when(correct(pairNow)).then([
        correctedAt12And5(),
        { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2240, idempotencyKey: 'payout-s1-charge-k1', correctionId: 'k1', cause: 'correction' } },
        {
          type: 'TutorTransferRequested',
          data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 1425, idempotencyKey: 'payout-s1-transfer-k1', correctionId: 'k1', cause: 'correction' },
        },
      ]);
    });

    it('a payout started before fees were recorded is corrected with the fees the command gives (those in force when it started)', () => {
      spec.given(startedAt12And5(false)).when(correct({ clientFeePercent: 12, tutorFeePercent: 5 })).then([
        correctedAt12And5(),
        { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2240, idempotencyKey: 'payout-s1-charge-k1', correctionId: 'k1', cause: 'correction' } },
        {
          type: 'TutorTransferRequested',
          data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 1425, idempotencyKey: 'payout-s1-transfer-k1', correctionId: 'k1', cause: 'correction' },
        },
      ]);
    });
  });

  it('a refused charge closes the step; only a processed payout, with a reason and a length, can be corrected, one at a time', () => {
    const correcting = [...paid(), corrected(90, 2194, 0), { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2194, idempotencyKey: 'payout-s1-charge-k1', correctionId: 'k1', cause: 'correction' } } as PayoutEvent];
    spec.given(correcting).when(correct({ correctionId: 'k2' })).thenThrows(Messages.correctionPending);
    spec.given(correcting).when(command('RecordCorrectionStepFailed', { correctionId: 'k1', step: 'charge', reason: 'Your card was declined.' })).then([
      { type: 'PayoutCorrectionStepFailed', data: { sessionId: 's1', correctionId: 'k1', step: 'charge', reason: 'Your card was declined.', failedAt: T } },
    ]);
    spec.given(paid().slice(0, 3)).when(correct()).thenThrows(Messages.correctionNotProcessed);
    spec.given(paid()).when(correct({ reason: '  ' })).thenThrows(Messages.correctionReason);
    spec.given(paid()).when(correct({ minutes: 0 })).thenThrows(Messages.invalidMinutes);
    spec.given(paid()).when(correct({ clientHourlyRateCents: -1 })).thenThrows(Messages.invalidRate);
    spec.given(paid()).when(command('RecordCorrectionCharged', { correctionId: 'k9', chargeId: 'pi_9' })).thenThrows(Messages.noCorrectionStep);
  });
});

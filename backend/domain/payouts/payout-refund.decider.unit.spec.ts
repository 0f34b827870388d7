import { deciderSpecification } from '../test-support/decider-specification';
import { PayoutCommand, RequestRefund } from './payout.commands';
import { nextRefundStep, payoutDecider, PayoutState } from './payout.decider';
import { PayoutEvent, TutorPayoutMethod } from './payout.events';
import { computePayoutAmounts, PayoutMessages as Messages, tutorReversalCents } from './payout.rules';

const now = new Date('2026-11-26T17:00:00.000Z');
const T = now.toISOString();
const spec = deciderSpecification(payoutDecider);
const CONNECT: TutorPayoutMethod = { method: 'stripeConnect', accountId: 'acct_1' };
const VENMO: TutorPayoutMethod = { method: 'venmo', manualPayoutId: '@tutor' };
// Client total 43.88: 20.00 of credit, 23.88 on the card; the tutor gets 27.09.
const amounts = computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 2000 });

const command = <C extends PayoutCommand>(type: C['type'], data: C['data']): C => ({ type, data, metadata: { now, actorId: 'admin-1' } }) as C;
const refund = (overrides: Partial<RequestRefund['data']> = {}) =>
  command<RequestRefund>('RequestRefund', { refundRequestId: 'r1', amountCents: 1000, reason: 'The tutor did not come.', tutorAtFault: false, cause: 'refund', ...overrides });

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
const requested = (overrides: Partial<Extract<PayoutEvent, { type: 'ClientRefundRequested' }>['data']> = {}): PayoutEvent => ({
  type: 'ClientRefundRequested',
  data: { sessionId: 's1', refundRequestId: 'r1', amountCents: 1000, tutorReversalCents: 0, reason: 'The tutor did not come.', byUserId: 'admin-1', cause: 'refund', idempotencyKey: 'payout-s1-refund-r1', requestedAt: T, ...overrides },
});
const fold = (events: PayoutEvent[]): PayoutState => events.reduce(payoutDecider.evolve, payoutDecider.initialState());

describe('refunds of a processed payout (decider)', () => {
  it('asks the provider for a partial refund with a key of its own; the platform bears it unless the tutor is at fault', () => {
    spec.given(paid()).when(refund()).then([requested()]);
    expect(nextRefundStep(fold([...paid(), requested()]))).toEqual({
      kind: 'refund',
      chargeId: 'pi_1',
      refund: { refundRequestId: 'r1', amountCents: 1000, tutorReversalCents: 0, cause: 'refund', idempotencyKey: 'payout-s1-refund-r1' },
    });
    spec.given([...paid(), requested()]).when(command('RecordClientRefunded', { refundRequestId: 'r1', refundId: 're_1' })).then([
      { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 1000, cause: 'refund', refundedAt: T } },
    ]);
  });

  it("reverses the tutor's transfer in the refund's proportion when the tutor is at fault, then records the reversal", () => {
    // 23.88 refunded of 43.88: 27.09 x 2388 / 4388 = 14.74 taken back.
    spec.given(paid()).when(refund({ amountCents: 2388, tutorAtFault: true })).then([requested({ amountCents: 2388, tutorReversalCents: 1474 })]);
    const refunded = [...paid(), requested({ amountCents: 2388, tutorReversalCents: 1474 })];
    spec.given(refunded).when(command('RecordClientRefunded', { refundRequestId: 'r1', refundId: 're_1' })).then([
      { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 2388, cause: 'refund', refundedAt: T } },
      { type: 'TutorTransferReversalRequested', data: { sessionId: 's1', refundRequestId: 'r1', transferId: 'tr_1', amountCents: 1474, cause: 'refund', idempotencyKey: 'payout-s1-reversal-r1' } },
    ]);
    const reversing = [
      ...refunded,
      { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 2388, cause: 'refund', refundedAt: T } },
      { type: 'TutorTransferReversalRequested', data: { sessionId: 's1', refundRequestId: 'r1', transferId: 'tr_1', amountCents: 1474, cause: 'refund', idempotencyKey: 'payout-s1-reversal-r1' } },
    ] as PayoutEvent[];
    expect(nextRefundStep(fold(reversing))).toEqual({ kind: 'reversal', refundRequestId: 'r1', transferId: 'tr_1', amountCents: 1474, cause: 'refund', idempotencyKey: 'payout-s1-reversal-r1' });
    spec.given(reversing).when(command('RecordTutorTransferReversed', { refundRequestId: 'r1', reversalId: 'trr_1' })).then([
      { type: 'TutorTransferReversed', data: { sessionId: 's1', refundRequestId: 'r1', reversalId: 'trr_1', amountCents: 1474, cause: 'refund', reversedAt: T } },
    ]);
    const done = fold([...reversing, { type: 'TutorTransferReversed', data: { sessionId: 's1', refundRequestId: 'r1', reversalId: 'trr_1', amountCents: 1474, cause: 'refund', reversedAt: T } }]);
    expect(done).toMatchObject({ refundedCents: 2388, tutorReversedCents: 1474, pendingRefund: null, pendingReversal: null });
    expect(nextRefundStep(done)).toBeNull();
    // Everything refunded: nothing more can be.
    spec.given([...reversing]).when(refund({ refundRequestId: 'r2' })).thenThrows(Messages.refundPending);
  });

  it('adjusts a manual payout down instead of reversing a transfer', () => {
    spec.given([...paid(VENMO), requested({ amountCents: 2388, tutorReversalCents: 1474 })]).when(command('RecordClientRefunded', { refundRequestId: 'r1', refundId: 're_1' })).then([
      { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 2388, cause: 'refund', refundedAt: T } },
      { type: 'ManualPayoutAdjusted', data: { sessionId: 's1', refundRequestId: 'r1', tutorId: 't1', manualPayoutId: '@tutor', method: 'venmo', amountCents: -1474, cause: 'refund', adjustedAt: T } },
    ]);
  });

  it('records nothing for the same request again, or a redelivered answer', () => {
    spec.given([...paid(), requested()]).when(refund()).then([]);
    const answered = [...paid(), requested(), { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 1000, cause: 'refund', refundedAt: T } } as PayoutEvent];
    spec.given(answered).when(command('RecordClientRefunded', { refundRequestId: 'r1', refundId: 're_1' })).then([]);
    spec.given(answered).when(refund()).then([]);
  });

  it('refuses an unprocessed payout, a second refund while one waits, a blank reason, and more than the card was charged less refunds', () => {
    spec.given([]).when(refund()).thenThrows(Messages.notStarted);
    spec.given(paid().slice(0, 3)).when(refund()).thenThrows(Messages.refundNotProcessed);
    spec.given([...paid(), requested()]).when(refund({ refundRequestId: 'r2' })).thenThrows(Messages.refundPending);
    spec.given(paid()).when(refund({ reason: '   ' })).thenThrows(Messages.refundReason);
    spec.given(paid()).when(refund({ reason: 'x'.repeat(501) })).thenThrows(Messages.refundReason);
    for (const amountCents of [0, -5, 10.5, 2389]) spec.given(paid()).when(refund({ amountCents })).thenThrows(Messages.refundAmount);
    const refunded = [...paid(), requested({ amountCents: 2000 }), { type: 'ClientRefunded', data: { sessionId: 's1', refundRequestId: 'r1', refundId: 're_1', amountCents: 2000, cause: 'refund', refundedAt: T } } as PayoutEvent];
    spec.given(refunded).when(refund({ refundRequestId: 'r2', amountCents: 389 })).thenThrows(Messages.refundAmount);
    spec.given(refunded).when(refund({ refundRequestId: 'r2', amountCents: 388 })).then([requested({ refundRequestId: 'r2', amountCents: 388, idempotencyKey: 'payout-s1-refund-r2' })]);
  });

  it('closes a refused refund so another can be asked', () => {
    spec.given([...paid(), requested()]).when(command('RecordClientRefundFailed', { refundRequestId: 'r1', reason: 'Charge already refunded.' })).then([
      { type: 'ClientRefundFailed', data: { sessionId: 's1', refundRequestId: 'r1', reason: 'Charge already refunded.', failedAt: T } },
    ]);
    expect(nextRefundStep(fold([...paid(), requested(), { type: 'ClientRefundFailed', data: { sessionId: 's1', refundRequestId: 'r1', reason: 'x', failedAt: T } }]))).toBeNull();
  });
});

describe('the refund policy', () => {
  it("takes back the tutor's pay only when the tutor is at fault, in proportion, never more than is left", () => {
    const base = { clientTotalCents: 4388, tutorPayoutCents: 2709, alreadyReversedCents: 0 };
    expect(tutorReversalCents({ ...base, refundCents: 4388, tutorAtFault: false })).toBe(0);
    expect(tutorReversalCents({ ...base, refundCents: 4388, tutorAtFault: true })).toBe(2709);
    expect(tutorReversalCents({ ...base, refundCents: 2194, tutorAtFault: true })).toBe(1355);
    expect(tutorReversalCents({ ...base, refundCents: 4388, tutorAtFault: true, alreadyReversedCents: 2000 })).toBe(709);
    expect(tutorReversalCents({ ...base, clientTotalCents: 0, refundCents: 0, tutorAtFault: true })).toBe(0);
  });
});

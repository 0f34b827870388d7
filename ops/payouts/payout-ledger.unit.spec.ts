import { computePayoutAmounts } from '../../backend/domain/payouts/payout.rules';
import { PayoutEvent, payoutStreamId } from '../../backend/domain/payouts/payout.events';
import { ledgerOf } from './payout-ledger';

const amounts = computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 2000 });
const started = (sessionId: string, attempt: number, startedAt: string): PayoutEvent => ({
  type: 'PayoutStarted',
  data: { sessionId, attempt, clientId: 'c1', tutorId: 't1', amounts, tutorPayout: { method: 'stripeConnect', accountId: 'acct_1' }, startedAt },
});

/** As the log holds them: each event in the stream of its session's payout. */
const inStreams = (events: PayoutEvent[], streamIdOf = (event: PayoutEvent) => payoutStreamId(event.data.sessionId)) =>
  events.map((event) => ({ ...event, streamId: streamIdOf(event) }));

describe('the payout ledger (finance replay)', () => {
  it('totals what was charged, spent from credits, transferred and owed by hand per month, by status', () => {
    const events: PayoutEvent[] = [
      started('s1', 1, '2026-10-31T23:00:00.000Z'),
      { type: 'CreditsApplied', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2000 } },
      { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2388, idempotencyKey: 'k1' } },
      { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason: 'Your card was declined.' } },
      { type: 'PayoutFailed', data: { sessionId: 's1', attempt: 1, reason: 'Your card was declined.', status: 'error', failedAt: '2026-10-31T23:00:00.000Z' } },
      // Fixed in November: still October's payout; credits already applied are not spent again.
      started('s1', 2, '2026-11-02T10:00:00.000Z'),
      { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 2, clientId: 'c1', amountCents: 2388, idempotencyKey: 'k2' } },
      { type: 'ClientCharged', data: { sessionId: 's1', attempt: 2, chargeId: 'pi_1', amountCents: 2388, chargedAt: '2026-11-02T10:00:00.000Z' } },
      { type: 'TutorTransferRequested', data: { sessionId: 's1', attempt: 2, tutorId: 't1', accountId: 'acct_1', amountCents: 2709, idempotencyKey: 'k3' } },
      { type: 'TutorTransferred', data: { sessionId: 's1', attempt: 2, transferId: 'tr_1', amountCents: 2709, transferredAt: '2026-11-02T10:00:00.000Z' } },
      { type: 'PayoutCompleted', data: { sessionId: 's1', attempt: 2, status: 'stripeConnect', completedAt: '2026-11-02T10:00:00.000Z' } },
      started('s2', 1, '2026-11-03T10:00:00.000Z'),
      { type: 'ClientChargeRequested', data: { sessionId: 's2', attempt: 1, clientId: 'c1', amountCents: 2388, idempotencyKey: 'k4' } },
      { type: 'ClientCharged', data: { sessionId: 's2', attempt: 1, chargeId: 'pi_2', amountCents: 2388, chargedAt: '2026-11-03T10:00:00.000Z' } },
      { type: 'ManualPayoutRecorded', data: { sessionId: 's2', attempt: 1, tutorId: 't2', manualPayoutId: '@ana', method: 'venmo', amountCents: 2709, recordedAt: '2026-11-03T10:00:00.000Z' } },
      { type: 'PayoutCompleted', data: { sessionId: 's2', attempt: 1, status: 'manual', completedAt: '2026-11-03T10:00:00.000Z' } },
    ];
    expect(ledgerOf(inStreams(events))).toEqual([
      { month: '2026-10', payouts: 1, byStatus: { stripeConnect: 1 }, chargedCents: 2388, creditsAppliedCents: 2000, transferredCents: 2709, manualOwedCents: 0, manualPayouts: [] },
      {
        month: '2026-11',
        payouts: 1,
        byStatus: { manual: 1 },
        chargedCents: 2388,
        creditsAppliedCents: 0,
        transferredCents: 0,
        manualOwedCents: 2709,
        manualPayouts: [{ sessionId: 's2', clientId: 'c1', tutorId: 't2', method: 'venmo', manualPayoutId: '@ana', amountCents: 2709, recordedAt: '2026-11-03T10:00:00.000Z' }],
      },
    ]);
  });

  it('counts each client of a session with several paying clients as its own payout', () => {
    const at = '2026-11-05T10:00:00.000Z';
    const share = (clientId: string, chargeId: string): PayoutEvent[] => [
      { type: 'PayoutStarted', data: { sessionId: 'g1', attempt: 1, clientId, tutorId: 't1', amounts, tutorPayout: { method: 'venmo', manualPayoutId: '@t1' }, startedAt: at, oneOfSeveralClients: true } },
      { type: 'ClientChargeRequested', data: { sessionId: 'g1', attempt: 1, clientId, amountCents: 2388, idempotencyKey: `payout-g1-${clientId}-1-charge` } },
      { type: 'ClientCharged', data: { sessionId: 'g1', attempt: 1, chargeId, amountCents: 2388, chargedAt: at } },
      { type: 'ManualPayoutRecorded', data: { sessionId: 'g1', attempt: 1, tutorId: 't1', manualPayoutId: '@t1', method: 'venmo', amountCents: 2709, recordedAt: at } },
      { type: 'PayoutCompleted', data: { sessionId: 'g1', attempt: 1, status: 'manual', completedAt: at } },
    ];
    const [first, second] = [share('c1', 'pi_1'), share('c2', 'pi_2')];
    // Interleaved in the log, as two runs of the worker may write them.
    const log = [
      ...inStreams(first.slice(0, 2), () => payoutStreamId('g1', 'c1')),
      ...inStreams(second, () => payoutStreamId('g1', 'c2')),
      ...inStreams(first.slice(2), () => payoutStreamId('g1', 'c1')),
    ];
    const manual = (clientId: string) => ({ sessionId: 'g1', clientId, tutorId: 't1', method: 'venmo', manualPayoutId: '@t1', amountCents: 2709, recordedAt: at });
    expect(ledgerOf(log)).toEqual([
      { month: '2026-11', payouts: 2, byStatus: { manual: 2 }, chargedCents: 4776, creditsAppliedCents: 0, transferredCents: 0, manualOwedCents: 5418, manualPayouts: [manual('c2'), manual('c1')] },
    ]);
  });
});

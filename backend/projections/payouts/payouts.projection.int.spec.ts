import { computePayoutAmounts } from '../../domain/payouts/payout.rules';
import { PayoutEvent, payoutStreamId } from '../../domain/payouts/payout.events';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { findPayout, findPayouts, findSessionPayouts, payoutsProjection } from './payouts.projection';

const at = '2026-11-24T17:00:00.000Z';
const amounts = computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 0 });
const started = (
  sessionId: string,
  attempt: number,
  tutorPayout: { method: 'stripeConnect'; accountId: string } | { method: 'venmo'; manualPayoutId: string },
  groupClientId?: string,
): PayoutEvent => ({
  type: 'PayoutStarted',
  data: { sessionId, attempt, clientId: groupClientId ?? 'c1', tutorId: 't1', amounts, tutorPayout, startedAt: at, ...(groupClientId ? { oneOfSeveralClients: true } : {}) },
});
/** Session g1 has two paying clients, c2 (charged, tutor transferred) and c3 (declined): a payout stream each. */
const groupShare = (clientId: string, settled: PayoutEvent[]): PayoutEvent[] => [
  started('g1', 1, { method: 'stripeConnect', accountId: 'acct_1' }, clientId),
  { type: 'ClientChargeRequested', data: { sessionId: 'g1', attempt: 1, clientId, amountCents: 4388, idempotencyKey: `payout-g1-${clientId}-1-charge` } },
  ...settled,
];
const groupEvents: Array<[string, PayoutEvent]> = [
  ...groupShare('c2', [
    { type: 'ClientCharged', data: { sessionId: 'g1', attempt: 1, chargeId: 'pi_2', amountCents: 4388, chargedAt: at } },
    { type: 'TutorTransferRequested', data: { sessionId: 'g1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 2709, idempotencyKey: 'payout-g1-c2-1-transfer' } },
    { type: 'TutorTransferred', data: { sessionId: 'g1', attempt: 1, transferId: 'tr_2', amountCents: 2709, transferredAt: at } },
    { type: 'PayoutCompleted', data: { sessionId: 'g1', attempt: 1, status: 'stripeConnect', completedAt: at } },
  ]).map((event): [string, PayoutEvent] => [payoutStreamId('g1', 'c2'), event]),
  ...groupShare('c3', [
    { type: 'ClientChargeFailed', data: { sessionId: 'g1', attempt: 1, reason: 'Your card was declined.' } },
    { type: 'PayoutFailed', data: { sessionId: 'g1', attempt: 1, reason: 'Your card was declined.', status: 'error', failedAt: at } },
  ]).map((event): [string, PayoutEvent] => [payoutStreamId('g1', 'c3'), event]),
];
const events: PayoutEvent[] = [
  started('s1', 1, { method: 'stripeConnect', accountId: 'acct_1' }),
  { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 4388, idempotencyKey: 'payout-s1-1-charge' } },
  { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason: 'Your card was declined.' } },
  { type: 'PayoutFailed', data: { sessionId: 's1', attempt: 1, reason: 'Your card was declined.', status: 'error', failedAt: at } },
  started('s2', 1, { method: 'venmo', manualPayoutId: '@ana' }),
  { type: 'ClientChargeRequested', data: { sessionId: 's2', attempt: 1, clientId: 'c1', amountCents: 4388, idempotencyKey: 'payout-s2-1-charge' } },
  { type: 'ClientCharged', data: { sessionId: 's2', attempt: 1, chargeId: 'pi_1', amountCents: 4388, chargedAt: at } },
  { type: 'ManualPayoutRecorded', data: { sessionId: 's2', attempt: 1, tutorId: 't1', manualPayoutId: '@ana', method: 'venmo', amountCents: 2709, recordedAt: at } },
  { type: 'PayoutCompleted', data: { sessionId: 's2', attempt: 1, status: 'manual', completedAt: at } },
];

describe('the payouts projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [payoutsProjection], new Map());
  });

  async function applyAll(times: number): Promise<void> {
    const inStreams = [...events.map((event): [string, PayoutEvent] => [payoutStreamId(event.data.sessionId), event]), ...groupEvents];
    await projectInMemory(payoutsProjection, readStore, recordedInOrder(inStreams.map(([streamId, event]) => ({ streamId, ...event })), at), times);
  }

  it('keeps each payout with its outcome, and lists a month by status', async () => {
    await applyAll(1);
    expect(await findPayout(readModels, 's1')).toMatchObject({ payout: { status: 'failed', outcome: 'error', failureReason: 'Your card was declined.' }, settledAt: at, month: '2026-11' });
    expect(await findPayout(readModels, 's2')).toMatchObject({ payout: { status: 'completed', outcome: 'manual', chargeId: 'pi_1', manualPayoutId: '@ana' }, manualMethod: 'venmo' });
    expect((await findPayouts(readModels, { month: '2026-11', status: 'manual' })).map((payout) => payout._id)).toEqual(['payout-s2']);
    expect((await findPayouts(readModels, { month: '2026-11' })).map((payout) => payout._id).sort()).toEqual(['payout-g1-c2', 'payout-g1-c3', 'payout-s1', 'payout-s2']);
    expect(await findPayouts(readModels, { month: '2026-10' })).toEqual([]);
  });

  it('keeps one payout per client of a session with several paying clients', async () => {
    await applyAll(1);
    const payouts = await findSessionPayouts(readModels, 'g1');
    expect(payouts.map(({ _id, payout }) => [_id, payout.clientId, payout.outcome, payout.chargeId, payout.transferId]).sort()).toEqual([
      ['payout-g1-c2', 'c2', 'stripeConnect', 'pi_2', 'tr_2'],
      ['payout-g1-c3', 'c3', 'error', null, null],
    ]);
    expect(await findPayout(readModels, 'g1', 'c3')).toMatchObject({ payout: { status: 'failed', failureReason: 'Your card was declined.', oneOfSeveralClients: true } });
    expect(await findPayout(readModels, 'g1')).toBeNull();
    expect((await findPayouts(readModels, { month: '2026-11', status: 'error' })).map((payout) => payout._id).sort()).toEqual(['payout-g1-c3', 'payout-s1']);
  });

  it('gives the same documents when the same events are applied twice', async () => {
    await applyAll(1);
    const all = async () => [await findPayout(readModels, 's1'), await findPayout(readModels, 's2'), ...(await findSessionPayouts(readModels, 'g1'))];
    const once = await all();
    await applyAll(2);
    expect(await all()).toEqual(once);
  });
});

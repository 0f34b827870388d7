import { ReplayedEvent, replayPayouts, replayReportOf, replayReportText } from '../../domain/payouts/payout-replay';
import { Log, NOW, octoberLog, TUTOR, withoutRecordedFees } from '../../domain/payouts/payout-replay.fixture';
import { payoutStreamId } from '../../domain/payouts/payout.events';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { hiddenClassCount } from '../../test-support/hidden-classes';
import { findReplayPayouts, PAYOUT_REPLAY_FACTS_COLLECTION, payoutReplayProjection, ReplayFactDocument } from './payout-replay.projection';
import { physicalCollectionName } from '../runner/projection';

/**
 * October: the two payouts of `octoberLog` (credit, Connect and Venmo), a refund with its reversal,
 * a correction, a pair's fee and rate saved after scheduling and another after the payout, a group
 * session paid per client at each client's pair's fees, and a payout started in November.
 */
function busyLog(): Log {
  const log = octoberLog();
  log.append(payoutStreamId('s-1'), 'ClientRefunded', { sessionId: 's-1', refundId: 're_1', amountCents: 1000, cause: 'refund' });
  log.append(payoutStreamId('s-1'), 'TutorTransferReversed', { sessionId: 's-1', reversalId: 'trr_1', amountCents: 500, cause: 'refund' });
  log.append(payoutStreamId('s-2'), 'PayoutCorrected', { sessionId: 's-2', minutes: 60, clientHourlyRateCents: 3000, tutorHourlyRateCents: 3000 });
  log.append(payoutStreamId('s-2'), 'ClientRefunded', { sessionId: 's-2', refundId: 're_2', amountCents: 4937 - 3291, cause: 'correction' });
  log.append(payoutStreamId('s-2'), 'ManualPayoutAdjusted', { sessionId: 's-2', manualPayoutId: '@tutor', method: 'venmo', amountCents: -(4063 - 2709), cause: 'correction' });
  log.pair('pair-c', TUTOR.id, 'client-c');
  log.session('s-3', 'pair-c', TUTOR, [{ id: 'client-c', rateCents: 4000 }]);
  log.append('pair-pair-c', 'PairPlatformRatesSaved', { pairId: 'pair-c', tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 5, byUserId: 'admin', reason: 'deal', savedAt: NOW.toISOString() });
  log.append('pair-pair-c', 'PairHourlyRateSaved', { pairId: 'pair-c', hourlyWage: 55, tutorHourlyWage: 50, byUserId: 'admin', reason: 'raise', savedAt: NOW.toISOString() });
  log.payout('s-3', 'client-c', TUTOR.id, { clientRateCents: 5000, tutorRateCents: 5000, clientFee: 5, tutorFee: 7.7 });
  log.append('pair-pair-c', 'PairPlatformRatesSaved', { pairId: 'pair-c', tutorPlatformFeePercentageRate: 1, tuteePlatformFeePercentageRate: 1, byUserId: 'admin', reason: 'later', savedAt: NOW.toISOString() });
  log.pair('pair-d', TUTOR.id, 'client-d', { client: 12, tutor: 8 });
  log.pair('pair-e', TUTOR.id, 'client-e', { client: 9.7, tutor: 9.7 });
  log.session('g-1', null, TUTOR, [
    { id: 'client-d', rateCents: 4000 },
    { id: 'client-e', rateCents: 4000 },
  ]);
  log.payout('g-1', 'client-d', TUTOR.id, { clientRateCents: 4000, tutorRateCents: 3000, clientFee: 12, tutorFee: 8, several: true, credit: 500 });
  log.payout('g-1', 'client-e', TUTOR.id, { clientRateCents: 4000, tutorRateCents: 3000, several: true });
  log.session('s-nov', null, TUTOR, [{ id: 'client-b', rateCents: 3000 }]);
  log.payout('s-nov', 'client-b', TUTOR.id, { clientRateCents: 3000, tutorRateCents: 3000 }, new Date('2026-11-02T12:00:00.000Z'));
  return log;
}

async function readModelOf(events: ReplayedEvent[], times = 1): Promise<ReadModels> {
  const readStore = new InMemoryReadStore();
  await projectInMemory(payoutReplayProjection, readStore, recordedInOrder(events, NOW.toISOString()), times);
  return new ReadModels(readStore, [payoutReplayProjection], new Map());
}

describe('the payout-replay read model: the replay kept by the projection runner', () => {
  const whatIf = { clientFeePercent: 9.7, tutorFeePercent: 7.7 };

  it("gives each month the report the full replay of the log gives (provider aside), what-if included, applied once or redelivered", async () => {
    const { events } = busyLog();
    for (const times of [1, 2]) {
      const readModels = await readModelOf(events, times);
      for (const month of ['2026-10', '2026-11', '2026-12']) {
        const kept = replayReportOf(await findReplayPayouts(readModels, month), { month, provider: null, whatIf });
        const replayed = replayPayouts(events, { month, provider: null, whatIf });
        expect(kept).toEqual(replayed);
        expect(replayReportText(kept)).toBe(replayReportText(replayed));
      }
    }
    const october = replayReportOf(await findReplayPayouts(await readModelOf(events), '2026-10'), { month: '2026-10', provider: null });
    expect(october.differences).toEqual([]);
    expect(october.recorded).toMatchObject({ sessions: 4, payouts: 5, refundedCents: 1000 + 1646 });
  });

  it('finds the same differences as the full replay in an altered log, and in one written before payouts recorded their fees', async () => {
    const { events } = busyLog();
    const altered = events.map((event) =>
      event.type === 'ClientCharged' && (event.data as { sessionId: string }).sessionId === 'g-1' ? { ...event, data: { ...(event.data as object), amountCents: 1 } } : event,
    );
    for (const log of [altered, withoutRecordedFees(altered)]) {
      const kept = replayReportOf(await findReplayPayouts(await readModelOf(log), '2026-10'), { month: '2026-10', provider: null });
      expect(kept.differences.map((found) => `${found.sessionId} ${found.clientId} ${found.item}`)).toEqual(['g-1 client-d netCharged', 'g-1 client-e netCharged']);
      expect(kept).toEqual(replayPayouts(log, { month: '2026-10', provider: null }));
    }
  });

  it("keeps each session's facts in one shape whoever takes part, as a rebuild of a million sessions needs", async () => {
    const log = new Log();
    for (let index = 0; index < 30; index++) log.session(`s-${index}`, null, { id: `tutor-${index}`, rateCents: 3000 }, [{ id: `client-${index}`, rateCents: 4000 + index }]);
    const readStore = new InMemoryReadStore();
    await projectInMemory(payoutReplayProjection, readStore, recordedInOrder(log.events, NOW.toISOString()));
    const facts = await readStore.collection<ReplayFactDocument>(physicalCollectionName(payoutReplayProjection, payoutReplayProjection.version, PAYOUT_REPLAY_FACTS_COLLECTION)).find({}, { readOnly: true });
    const sessions = facts.map((fact) => fact.session!);
    expect(sessions).toHaveLength(30);
    expect(sessions.find((session) => session.tutorId === 'tutor-7')?.rates).toEqual([
      { userId: 'tutor-7', hourlyRateCents: 3000 },
      { userId: 'client-7', hourlyRateCents: 4007 },
    ]);
    expect(hiddenClassCount(sessions.flatMap((session) => [session, ...session.rates]))).toBe(2);
  });
});

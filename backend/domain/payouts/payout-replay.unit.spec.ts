import { payoutStreamId } from './payout.events';
import { replayPayouts, replayReportCsv, replayReportText } from './payout-replay';
import { NOW, Log, TUTOR, withoutRecordedFees, octoberLog } from './payout-replay.fixture';

describe('the payout replay (finance): recompute every payout of a month and compare', () => {
  it('finds no difference in a log the worker wrote, and totals it by fee, credit and payout method', () => {
    const log = octoberLog();
    const report = replayPayouts(log.events, { month: '2026-10', provider: log.provider() });
    expect(report.differences).toEqual([]);
    expect(report.providerChecked).toBe(true);
    // s-1: base 40.00, fee 3.88, credits 20.00, card 23.88; tutor 30.00 - 2.91 = 27.09. s-2: 90 minutes at 30.00, fee 4.37 each way.
    expect(report.recorded).toEqual({
      sessions: 2,
      payouts: 2,
      clientBaseCents: 4000 + 4500,
      clientFeeCents: 388 + 437,
      tutorFeeCents: 291 + 437,
      creditsCents: 2000,
      chargedCents: 2388 + 4937,
      refundedCents: 0,
      stripeConnectCents: 2709,
      paypalCents: 0,
      venmoCents: 4063,
      heldCents: 0,
    });
    expect(report.recomputed).toEqual(report.recorded);
    expect(report.whatIf).toBeNull();
  });

  it('names the session whose recorded charge was altered, against the facts and against the provider', () => {
    const log = octoberLog();
    const provider = log.provider();
    const altered = log.events.map((event) =>
      event.type === 'ClientCharged' && (event.data as { sessionId: string }).sessionId === 's-2' ? { ...event, data: { ...(event.data as object), amountCents: 4900 } } : event,
    );
    const report = replayPayouts(altered, { month: '2026-10', provider });
    expect(report.differences).toEqual([
      { sessionId: 's-2', clientId: 'client-b', source: 'log', item: 'netCharged', expectedCents: 4937, recordedCents: 4900 },
      { sessionId: 's-2', clientId: 'client-b', source: 'provider', item: 'charge pi_s-2_client-b', expectedCents: 4937, recordedCents: 4900 },
    ]);
    expect(replayReportText(report)).toContain('session s-2 client client-b [log] netCharged: expected 4937, recorded 4900');
  });

  it('catches a payout started before fees were recorded on other amounts than the facts give (a fee that was not in force)', () => {
    const log = new Log();
    log.pair('pair-a', TUTOR.id, 'client-a', { client: 5, tutor: 5 });
    log.session('s-1', 'pair-a', TUTOR, [{ id: 'client-a', rateCents: 4000 }]);
    log.payout('s-1', 'client-a', TUTOR.id, { clientRateCents: 4000, tutorRateCents: 3000 });
    const items = replayPayouts(withoutRecordedFees(log.events), { month: '2026-10', provider: null }).differences.map((found) => `${found.item} ${found.expectedCents} ${found.recordedCents}`);
    expect(items).toEqual(expect.arrayContaining(['amounts.clientFeeCents 200 388', 'amounts.tutorFeeCents 150 291', 'netCharged 4200 4388', 'stripeConnect 2850 2709']));
  });

  it('takes the fees a payout recorded when it started, whatever the pair says, and still catches amounts that do not follow from them', () => {
    // The worker applied 9.7 % (the members' default pair rates, say), though the pair's own events say 5 %.
    const log = new Log();
    log.pair('pair-a', TUTOR.id, 'client-a', { client: 5, tutor: 5 });
    log.session('s-1', 'pair-a', TUTOR, [{ id: 'client-a', rateCents: 4000 }]);
    log.payout('s-1', 'client-a', TUTOR.id, { clientRateCents: 4000, tutorRateCents: 3000 });
    log.append('pair-pair-a', 'PairPlatformRatesSaved', { pairId: 'pair-a', tutorPlatformFeePercentageRate: 1, tuteePlatformFeePercentageRate: 1, byUserId: 'admin', reason: 'later', savedAt: NOW.toISOString() });
    expect(replayPayouts(log.events, { month: '2026-10', provider: log.provider() }).differences).toEqual([]);
    const altered = log.events.map((event) =>
      event.type === 'PayoutStarted' ? { ...event, data: { ...(event.data as { amounts: object }), amounts: { ...(event.data as { amounts: object }).amounts, clientFeeCents: 300 } } } : event,
    );
    expect(replayPayouts(altered, { month: '2026-10', provider: null }).differences).toEqual([
      { sessionId: 's-1', clientId: 'client-a', source: 'log', item: 'amounts.clientFeeCents', expectedCents: 388, recordedCents: 300 },
    ]);
  });

  it("takes the pair's fee and hourly rate saved after scheduling and before the payout, never those saved after it", () => {
    const log = new Log();
    log.pair('pair-a', TUTOR.id, 'client-a');
    log.session('s-1', 'pair-a', TUTOR, [{ id: 'client-a', rateCents: 4000 }]);
    log.append('pair-pair-a', 'PairPlatformRatesSaved', { pairId: 'pair-a', tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 5, byUserId: 'admin', reason: 'deal', savedAt: NOW.toISOString() });
    log.append('pair-pair-a', 'PairHourlyRateSaved', { pairId: 'pair-a', hourlyWage: 55, tutorHourlyWage: 50, byUserId: 'admin', reason: 'raise', savedAt: NOW.toISOString() });
    log.payout('s-1', 'client-a', TUTOR.id, { clientRateCents: 5000, tutorRateCents: 5000, clientFee: 5, tutorFee: 7.7 });
    log.append('pair-pair-a', 'PairPlatformRatesSaved', { pairId: 'pair-a', tutorPlatformFeePercentageRate: 1, tuteePlatformFeePercentageRate: 1, byUserId: 'admin', reason: 'later', savedAt: NOW.toISOString() });
    // The same with the fees the payout recorded, and as a payout started before they were recorded.
    for (const events of [log.events, withoutRecordedFees(log.events)]) {
      const report = replayPayouts(events, { month: '2026-10', provider: log.provider() });
      expect(report.differences).toEqual([]);
      expect(report.recomputed).toMatchObject({ clientBaseCents: 5000, clientFeeCents: 250, tutorFeeCents: 385 });
    }
  });

  it("pays each client's share of a group session at its own pair's fees", () => {
    const log = new Log();
    log.pair('pair-a', TUTOR.id, 'client-a', { client: 9.7, tutor: 9.7 });
    log.pair('pair-b', TUTOR.id, 'client-b', { client: 0, tutor: 0 });
    log.session('g-1', null, TUTOR, [
      { id: 'client-a', rateCents: 2000 },
      { id: 'client-b', rateCents: 2000 },
    ]);
    log.payout('g-1', 'client-a', TUTOR.id, { clientRateCents: 2000, tutorRateCents: 3000, several: true });
    log.payout('g-1', 'client-b', TUTOR.id, { clientRateCents: 2000, tutorRateCents: 3000, clientFee: 0, tutorFee: 0, several: true });
    const report = replayPayouts(log.events, { month: '2026-10', provider: log.provider() });
    expect(report.differences).toEqual([]);
    expect(report.recorded).toMatchObject({ sessions: 1, payouts: 2, clientFeeCents: 194, tutorFeeCents: 291 });
  });

  it('compares with the provider both ways: a recorded movement it lacks, and one it has for the session that the log lacks', () => {
    const log = octoberLog();
    const provider = log.provider().filter((record) => record.kind !== 'transfer');
    provider.push({ kind: 'charge', id: 'pi_stray', amountCents: 999, sessionId: 's-1' }, { kind: 'charge', id: 'pi_other_month', amountCents: 5, sessionId: 'elsewhere' });
    expect(replayPayouts(log.events, { month: '2026-10', provider }).differences).toEqual([
      { sessionId: 's-1', clientId: 'client-a', source: 'provider', item: 'charge pi_stray', expectedCents: 999, recordedCents: null },
      { sessionId: 's-1', clientId: 'client-a', source: 'provider', item: 'transfer tr_s-1_client-a', expectedCents: null, recordedCents: 2709 },
    ]);
  });

  it('takes a refund and its reversal as decided, and recomputes a corrected session from its new length', () => {
    const log = octoberLog();
    log.append(payoutStreamId('s-1'), 'ClientRefunded', { sessionId: 's-1', refundId: 're_1', amountCents: 1000, cause: 'refund' });
    log.append(payoutStreamId('s-1'), 'TutorTransferReversed', { sessionId: 's-1', reversalId: 'trr_1', amountCents: 500, cause: 'refund' });
    // s-2 was 60 minutes, not 90: the client gets 24.68 back, the tutor's Venmo payout is 20.31 less.
    log.append(payoutStreamId('s-2'), 'PayoutCorrected', { sessionId: 's-2', minutes: 60, clientHourlyRateCents: 3000, tutorHourlyRateCents: 3000 });
    log.append(payoutStreamId('s-2'), 'ClientRefunded', { sessionId: 's-2', refundId: 're_2', amountCents: 4937 - 3291, cause: 'correction' });
    log.append(payoutStreamId('s-2'), 'ManualPayoutAdjusted', { sessionId: 's-2', manualPayoutId: '@tutor', method: 'venmo', amountCents: -(4063 - 2709), cause: 'correction' });
    const report = replayPayouts(log.events, { month: '2026-10', provider: null });
    expect(report.differences).toEqual([]);
    expect(report.recorded).toMatchObject({ chargedCents: 2388 + 4937, refundedCents: 1000 + 1646, stripeConnectCents: 2209, venmoCents: 2709 });
    expect(report.recomputed).toMatchObject({ chargedCents: 2388 + 4937, refundedCents: 1000 + 1646, stripeConnectCents: 2209, venmoCents: 2709 });

    // A correction whose money did not follow shows.
    const unpaid = replayPayouts(
      log.events.filter((event) => event.type !== 'ManualPayoutAdjusted'),
      { month: '2026-10', provider: null },
    );
    expect(unpaid.differences).toEqual([{ sessionId: 's-2', clientId: 'client-b', source: 'log', item: 'venmo', expectedCents: 2709, recordedCents: 4063 }]);
  });

  it('names a payout with no session in the log, and leaves other months out', () => {
    const log = octoberLog();
    const orphan = log.events.filter((event) => !(event.type === 'SessionScheduled' && (event.data as { sessionId: string }).sessionId === 's-1'));
    expect(replayPayouts(orphan, { month: '2026-10', provider: null }).differences).toEqual([
      { sessionId: 's-1', clientId: 'client-a', source: 'log', item: 'session', expectedCents: null, recordedCents: null },
    ]);
    expect(replayPayouts(log.events, { month: '2026-11', provider: null }).recorded.payouts).toBe(0);
  });

  it('writes what-if totals beside the recorded ones, and the same text and CSV for the same log', () => {
    const log = octoberLog();
    const report = replayPayouts(log.events, { month: '2026-10', provider: null, whatIf: { clientFeePercent: 9.7, tutorFeePercent: 7.7 } });
    expect(report.differences).toEqual([]);
    expect(report.whatIf).toMatchObject({ clientFeeCents: 388 + 437, tutorFeeCents: 231 + 347, stripeConnectCents: 2769, venmoCents: 4153 });
    const again = replayPayouts([...log.events], { month: '2026-10', provider: null, whatIf: { clientFeePercent: 9.7, tutorFeePercent: 7.7 } });
    expect(replayReportText(again)).toBe(replayReportText(report));
    expect(replayReportCsv(again)).toBe(replayReportCsv(report));
    expect(replayReportText(report)).toContain('tutor fee                         7.28          7.28          5.78');
    expect(replayReportCsv(report).split('\n').slice(0, 2)).toEqual(['month,total,recorded,recomputed,what-if', '2026-10,sessions,2,2,2']);
  });
});

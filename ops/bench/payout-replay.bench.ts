import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PayoutCommand } from '../../backend/domain/payouts/payout.commands';
import { payoutDecider } from '../../backend/domain/payouts/payout.decider';
import { payoutStreamId } from '../../backend/domain/payouts/payout.events';
import { SessionCommand } from '../../backend/domain/sessions/session.commands';
import { sessionDecider } from '../../backend/domain/sessions/session.decider';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { NewEvent, RecordedEvent } from '../../backend/platform/eventstore/event-store.port';
import { ProviderMoneyRecord } from '../../backend/platform/payments/payment-gateway.port';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { replayPayoutMonth } from '../../backend/src/modules/finance/payout-replay-reader';
import { PayoutReplayReportModel } from '../../backend/src/modules/finance/finance.models';
import { replayReportOf, replayReportText } from '../../backend/domain/payouts/payout-replay';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { findReplayPayouts, payoutReplayProjection } from '../../backend/projections/payout-replay/payout-replay.projection';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { Prng } from '../seed/prng';
import { SeedStep } from '../seed/seed-generator';
import { SeedPlanner } from '../seed/seed-plan';
import { BenchResult, check, collectGarbage, formatCount, metadataFor, nowMs, percentile, round, silentLogger, withTempDir } from './support';

/**
 * Finance's replay of a month (`npm run payouts:replay`) with 100,000 processed sessions in the
 * SQLite log: each scheduled, then paid out as the worker records it (started, charge requested,
 * charged, transfer requested, transferred, completed), 2,000 pairs whose fees it reads, a tenth of
 * the clients spending credit; the provider's records of every charge and transfer beside it. The
 * replay reads the whole log page by page, folds it and compares; the baseline reads the same log
 * through the same pages and folds nothing, so the ratio is the replay's own cost over the read.
 *
 * Then the Finance tab's path on the same month: the `payout-replay` read model built by the
 * projection runner over the same log (in the in-memory read store), and its query (the month's
 * documents read, the report computed and shaped as GraphQL answers it, CSV included) timed
 * QUERY_ROUNDS times: its p95, and that it reports what the full replay does (provider aside).
 */

const SESSIONS = Number(process.env.BENCH_REPLAY_SESSIONS ?? 100_000);
const TUTORS = 2_000;
const CLIENTS_PER_TUTOR = 4;
const MONTH = '2026-10';
const TARGET_SECONDS = 30;
const TARGET_EVENTS_PER_SECOND = 25_000;
const ROUNDS = 2;
const QUERY_ROUNDS = 50;
const TARGET_QUERY_P95_MS = 1_000;

const planner = new SeedPlanner('bench:payout-replay', randomBytes(32).toString('base64url'));
const tutorIdOf = (tutor: number) => `bench-tutor-${tutor}`;
const clientIdOf = (tutor: number, client: number) => `bench-client-${tutor}-${client}`;
const pairIdOf = (tutor: number, client: number) => `bench-pair-${tutor}-${client}`;

/** A pair as the requests workflow creates it, each with its own fees. */
function pairCreated(tutor: number, client: number, random: Prng): NewEvent {
  const pairId = pairIdOf(tutor, client);
  return {
    id: randomUUID(),
    type: 'PairCreated',
    data: {
      pairId,
      tutorId: tutorIdOf(tutor),
      clientId: clientIdOf(tutor, client),
      requestId: randomUUID(),
      hourlyWage: 40,
      tutorHourlyWage: 35,
      tutorPlatformFeePercentageRate: [9.7, 7.7, 5][random.int(0, 2)],
      tuteePlatformFeePercentageRate: [9.7, 7.7, 5][random.int(0, 2)],
      type: 'TUTOR_CLIENT',
      createdAt: '2026-09-01T00:00:00.000Z',
    },
    metadata: metadataFor(null),
  };
}

interface SeededSession {
  session: NewEvent[];
  credit: NewEvent | null;
  payout: NewEvent[];
  payoutStream: string;
  provider: ProviderMoneyRecord[];
}

/** One October session and its payout, decided by the session and payout deciders as the product decides them. */
function processedSession(index: number, random: Prng, fees: Map<string, { client: number; tutor: number }>): SeededSession {
  const tutor = random.int(0, TUTORS - 1);
  const client = random.int(0, CLIENTS_PER_TUTOR - 1);
  const sessionId = `bench-session-${index}`;
  const minutes = 30 * random.int(1, 4);
  const start = new Date(Date.UTC(2026, 9, 1 + random.int(0, 29), 14 + random.int(0, 5)));
  const end = new Date(start.getTime() + minutes * 60_000);
  const pairId = pairIdOf(tutor, client);
  const sessionSteps: Array<SeedStep<Omit<SessionCommand, 'metadata'>>> = [
    {
      command: {
        type: 'ScheduleSession',
        data: {
          sessionId,
          pairId,
          sessionType: 'ONE_ON_ONE',
          timeZoneId: 'America/Chicago',
          form: { subject: 'Algebra 1', gradeLevel: 'High School', startTime: start.toISOString(), endTime: end.toISOString(), meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/algebra' } },
          participants: [
            { userId: tutorIdOf(tutor), userType: 'TUTOR', hourlyRateCents: 3500 },
            { userId: clientIdOf(tutor, client), userType: 'STUDENT', hourlyRateCents: 3500 },
          ],
        },
      },
      at: new Date(start.getTime() - 86_400_000),
      actorId: tutorIdOf(tutor),
    },
  ];
  const credit = random.int(0, 9) === 0 ? 1_000 : 0;
  const paidAt = new Date(end.getTime() + 86_400_000);
  const streamId = payoutStreamId(sessionId);
  const fee = fees.get(pairId)!;
  const payoutSteps: Array<SeedStep<Omit<PayoutCommand, 'metadata'>>> = [
    {
      command: {
        type: 'ProcessPayout',
        data: {
          sessionId,
          clientId: clientIdOf(tutor, client),
          tutorId: tutorIdOf(tutor),
          tutorPayout: { method: 'stripeConnect', accountId: `acct_${tutor}` },
          minutes,
          clientHourlyRateCents: 3500,
          tutorHourlyRateCents: 3500,
          clientFeePercent: fee.client,
          tutorFeePercent: fee.tutor,
          availableCreditCents: credit,
        },
      },
      at: paidAt,
      actorId: null,
    },
    { command: { type: 'RecordClientCharged', data: { chargeId: `pi_${index}` } }, at: paidAt, actorId: null },
    { command: { type: 'RecordTutorTransferred', data: { transferId: `tr_${index}` } }, at: paidAt, actorId: null },
  ];
  const payout = planner.stream(streamId, payoutDecider, payoutSteps).events;
  const provider = payout.flatMap((event): ProviderMoneyRecord[] => {
    const data = event.data as { chargeId?: string; transferId?: string; amountCents: number };
    if (event.type === 'ClientCharged') return [{ kind: 'charge', id: String(data.chargeId), amountCents: data.amountCents, sessionId }];
    if (event.type === 'TutorTransferred') return [{ kind: 'transfer', id: String(data.transferId), amountCents: data.amountCents, sessionId }];
    return [];
  });
  return {
    session: planner.stream(sessionStreamId(sessionId), sessionDecider, sessionSteps).events,
    credit: credit
      ? { id: randomUUID(), type: 'CreditsSpent', data: { userId: clientIdOf(tutor, client), sessionId, amountCents: credit, spentAt: paidAt.toISOString() }, metadata: metadataFor(null) }
      : null,
    payout,
    payoutStream: streamId,
    provider,
  };
}

async function seed(store: SqliteEventStore): Promise<{ events: number; provider: ProviderMoneyRecord[]; seconds: number }> {
  const started = nowMs();
  const random = Prng.for(42, 'bench', 'payout-replay');
  const fees = new Map<string, { client: number; tutor: number }>();
  let events = 0;
  for (let tutor = 0; tutor < TUTORS; tutor++) {
    for (let client = 0; client < CLIENTS_PER_TUTOR; client++) {
      const created = pairCreated(tutor, client, random);
      const data = created.data as { pairId: string; tuteePlatformFeePercentageRate: number; tutorPlatformFeePercentageRate: number };
      fees.set(data.pairId, { client: data.tuteePlatformFeePercentageRate, tutor: data.tutorPlatformFeePercentageRate });
      await store.append(`pair-${data.pairId}`, [created], { expectedRevision: 'no_stream' });
      events += 1;
    }
  }
  const provider: ProviderMoneyRecord[] = [];
  const creditRevisions = new Map<string, number>();
  for (let index = 0; index < SESSIONS; index++) {
    const seeded = processedSession(index, random, fees);
    await store.append(sessionStreamId(`bench-session-${index}`), seeded.session, { expectedRevision: 'no_stream' });
    if (seeded.credit) {
      const streamId = `credit-account-${(seeded.credit.data as { userId: string }).userId}`;
      const revision = creditRevisions.get(streamId);
      await store.append(streamId, [seeded.credit], { expectedRevision: revision ?? 'no_stream' });
      creditRevisions.set(streamId, (revision ?? -1) + 1);
      events += 1;
    }
    await store.append(seeded.payoutStream, seeded.payout, { expectedRevision: 'no_stream' });
    events += seeded.session.length + seeded.payout.length;
    provider.push(...seeded.provider);
  }
  return { events, provider, seconds: (nowMs() - started) / 1000 };
}

/** The baseline: the same pages of the same log, read and dropped. */
async function readOnly(store: SqliteEventStore): Promise<number> {
  let read = 0;
  for (let fromPosition = 0; ; ) {
    const page: RecordedEvent[] = await store.readAll({ fromPosition, maxCount: 10_000 });
    read += page.length;
    if (page.length < 10_000) return read;
    fromPosition = page[page.length - 1].position;
  }
}

export async function runPayoutReplayBench(): Promise<BenchResult> {
  return withTempDir('payout-replay', async (dir) => {
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    try {
      const seeded = await seed(store);
      // Best of two rounds, each the baseline then the replay: the machine is shared, and its noise only ever slows a round down.
      let baselineSeconds = Infinity;
      let replaySeconds = Infinity;
      let read = 0;
      let report: Awaited<ReturnType<typeof replayPayoutMonth>> | null = null;
      for (let pass = 0; pass < ROUNDS; pass++) {
        collectGarbage();
        const baselineStarted = nowMs();
        read = await readOnly(store);
        baselineSeconds = Math.min(baselineSeconds, (nowMs() - baselineStarted) / 1000);
        collectGarbage();
        const replayStarted = nowMs();
        report = await replayPayoutMonth(store, { moneyRecords: async () => seeded.provider }, { month: MONTH });
        replaySeconds = Math.min(replaySeconds, (nowMs() - replayStarted) / 1000);
      }
      if (!report) throw new Error('no replay ran');
      const eventsPerSecond = read / replaySeconds;

      const payouts = report.recorded.payouts;
      const query = await measureReadModelQuery(store, report);
      return {
        name: 'payout-replay',
        lines: [
          `  log: ${formatCount(read)} events (${formatCount(SESSIONS)} sessions, ${formatCount(TUTORS * CLIENTS_PER_TUTOR)} pairs), seeded in ${round(seeded.seconds, 1)} s`,
          `  replay of ${MONTH} (best of ${ROUNDS}): ${round(replaySeconds, 2)} s, ${formatCount(Math.round(eventsPerSecond))} events/s, ${formatCount(payouts)} payouts, ${report.differences.length} differences`,
          `  baseline (read the same pages, fold nothing; best of ${ROUNDS}): ${round(baselineSeconds, 2)} s, ${formatCount(Math.round(read / baselineSeconds))} events/s; replay/read ${round(replaySeconds / baselineSeconds, 2)}`,
          `  Finance tab from the read model: built by the projection in ${round(query.buildSeconds, 1)} s; query of ${MONTH} p50 ${round(query.p50Ms, 1)} ms, p95 ${round(query.p95Ms, 1)} ms, CPU p95 ${round(query.cpuP95Ms, 1)} ms (${QUERY_ROUNDS} rounds); same report as the replay (provider aside): ${query.sameReport}`,
        ],
        metrics: {
          payoutReplaySessions: SESSIONS,
          payoutReplayEvents: read,
          payoutReplaySeconds: round(replaySeconds, 2),
          payoutReplayEventsPerSecond: Math.round(eventsPerSecond),
          payoutReplayBaselineSeconds: round(baselineSeconds, 2),
          payoutReplayRatio: round(replaySeconds / baselineSeconds, 2),
          payoutReplayReadModelBuildSeconds: round(query.buildSeconds, 2),
          payoutReplayQueryP50Ms: round(query.p50Ms, 1),
          payoutReplayQueryP95Ms: round(query.p95Ms, 1),
          payoutReplayQueryCpuP95Ms: round(query.cpuP95Ms, 1),
        },
        targets: [
          check(`replay of ${formatCount(SESSIONS)} sessions`, `<= ${TARGET_SECONDS} s`, `${round(replaySeconds, 2)} s`, replaySeconds <= TARGET_SECONDS),
          check('replay throughput', `>= ${formatCount(TARGET_EVENTS_PER_SECOND)} events/s`, `${formatCount(Math.round(eventsPerSecond))} events/s`, eventsPerSecond >= TARGET_EVENTS_PER_SECOND),
          check('every session replayed, no difference', `${formatCount(SESSIONS)} payouts, 0 differences`, `${formatCount(payouts)} payouts, ${report.differences.length} differences`, payouts === SESSIONS && report.differences.length === 0),
          check("Finance tab's query from the read model, p95", `<= ${formatCount(TARGET_QUERY_P95_MS)} ms`, `${round(query.p95Ms, 1)} ms`, query.p95Ms <= TARGET_QUERY_P95_MS),
          check('the read model reports what the replay does', 'same report (provider aside)', query.sameReport ? 'same' : 'different', query.sameReport),
        ],
      };
    } finally {
      await store.close();
    }
  });
}

/** The read model built over the log by the projection runner, then the Finance tab's query timed on it. */
async function measureReadModelQuery(store: SqliteEventStore, replayed: Awaited<ReturnType<typeof replayPayoutMonth>>): Promise<{ buildSeconds: number; p50Ms: number; p95Ms: number; cpuP95Ms: number; sameReport: boolean }> {
  collectGarbage();
  const runner = new ProjectionRunner(store, new InMemoryReadStore(), [payoutReplayProjection], silentLogger, { checkpointEveryMs: 1_000 });
  try {
    const buildStarted = nowMs();
    await runner.start();
    if (!(await runner.waitUntilCaughtUp(30 * 60_000))) throw new Error('the payout-replay read model did not catch up');
    const buildSeconds = (nowMs() - buildStarted) / 1000;
    const timings: number[] = [];
    // CPU time beside wall time: on a shared machine the wall time is mostly waiting for a core.
    const cpuTimings: number[] = [];
    let report = null;
    for (let pass = 0; pass < QUERY_ROUNDS; pass++) {
      const started = nowMs();
      const cpuBefore = process.cpuUsage();
      report = replayReportOf(await findReplayPayouts(runner.readModels, MONTH), { month: MONTH, provider: null });
      PayoutReplayReportModel.of({ report, fullReplay: false, computedAt: '' });
      const cpu = process.cpuUsage(cpuBefore);
      cpuTimings.push((cpu.user + cpu.system) / 1000);
      timings.push(nowMs() - started);
    }
    timings.sort((a, b) => a - b);
    cpuTimings.sort((a, b) => a - b);
    const withoutProvider = { ...replayed, providerChecked: false, differences: replayed.differences.filter((difference) => difference.source === 'log') };
    const sameReport = report !== null && replayReportText(report) === replayReportText(withoutProvider);
    return { buildSeconds, p50Ms: percentile(timings, 50), p95Ms: percentile(timings, 95), cpuP95Ms: percentile(cpuTimings, 95), sameReport };
  } finally {
    await runner.stop();
  }
}

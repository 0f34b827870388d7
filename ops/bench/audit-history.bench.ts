import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { EventMetadata, NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { auditTrailProjection } from '../../backend/projections/audit/audit-trail.projection';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { usersProjection } from '../../backend/projections/users/users.projection';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { AuditHistory } from '../../backend/src/modules/audit/audit-history';
import { AuditHistoryPageModel } from '../../backend/src/modules/audit/audit.model';
import { BenchResult, check, collectGarbage, formatCount, metadataFor, nowMs, percentile, round, silentLogger, userLifecycle, userSignedUp, withTempDir } from './support';

/**
 * The audit trail's two questions on a log of about 100,000 events: a session stream of 1,000 events
 * (read from the log by revision, a page at a time) and a correlation of 1,000 events over 100
 * streams (the audit-trail read model, then the log), each read whole, page after page of 200 (the
 * most one page holds), actors' names and descriptions included, as admins' History tab gets them.
 */

const HISTORY_EVENTS = 1_000;
const PAGE_LIMIT = 200;
const BACKGROUND_USERS = 20_000;
const ACTORS = 3;
const CORRELATION_STREAMS = 100;
const ROUNDS = 200;
const TARGET_P95_MS = 50;

export async function runAuditHistoryBench(): Promise<BenchResult> {
  return withTempDir('audit-history', async (dir) => {
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    const runner = new ProjectionRunner(eventStore, new InMemoryReadStore(), [usersProjection, auditTrailProjection], silentLogger, { checkpointEveryMs: 1_000 });
    try {
      const seeded = await seed(eventStore);
      await runner.start();
      if (!(await runner.waitUntilCaughtUp(5 * 60_000))) throw new Error('the read models did not catch up');
      return await measure(new AuditHistory(eventStore, runner.readModels), eventStore, seeded);
    } finally {
      await runner.stop();
      await eventStore.close();
    }
  });
}

interface Seeded {
  sessionId: string;
  correlationId: string;
  events: number;
  seedSeconds: number;
}

/** Background users, three actors (tutor, client, admin), the 1,000-event session and the 1,000-event correlation. */
async function seed(eventStore: SqliteEventStore): Promise<Seeded> {
  const started = nowMs();
  let events = 0;
  for (let user = 0; user < BACKGROUND_USERS; user++) {
    const lifecycle = userLifecycle(randomUUID());
    await eventStore.append(`user-${String((lifecycle[0].data as { userId: string }).userId)}`, lifecycle, { expectedRevision: 'no_stream' });
    events += lifecycle.length;
  }
  const actors = Array.from({ length: ACTORS }, () => randomUUID());
  for (const actorId of actors) {
    await eventStore.append(`user-${actorId}`, [userSignedUp(actorId, metadataFor(null))], { expectedRevision: 'no_stream' });
    events++;
  }
  // Who acted on the session in turn: each of the users, a job, a reaction.
  const metadataOf = (index: number, correlationId?: string): EventMetadata => {
    const base = metadataFor(actors[index % ACTORS]);
    const kind = index % 5;
    return { ...base, ...(correlationId ? { correlationId } : {}), ...(kind === 3 ? { actorId: null, via: 'job' as const } : kind === 4 ? { via: 'reaction' as const } : {}) };
  };
  const sessionId = randomUUID();
  const sessionEvents: NewEvent[] = Array.from({ length: HISTORY_EVENTS }, (_, index) => ({
    id: randomUUID(),
    type: index % 2 === 0 ? 'SessionEdited' : 'TutorSessionSummarySet',
    data: { sessionId, editedBy: actors[index % ACTORS], editedAt: new Date().toISOString(), tutorSummary: 'We worked through the practice test.', flags: { startInPast: false, farFuture: false } },
    metadata: metadataOf(index),
  }));
  for (let from = 0; from < HISTORY_EVENTS; from += 100) {
    await eventStore.append(`session-${sessionId}`, sessionEvents.slice(from, from + 100), { expectedRevision: from === 0 ? 'no_stream' : from - 1 });
  }
  events += HISTORY_EVENTS;
  const correlationId = `payout:${randomUUID()}`;
  const perStream = HISTORY_EVENTS / CORRELATION_STREAMS;
  for (let stream = 0; stream < CORRELATION_STREAMS; stream++) {
    const streamId = `payout-${randomUUID()}`;
    const charged: NewEvent[] = Array.from({ length: perStream }, (_, index) => ({
      id: randomUUID(),
      type: 'ClientCharged',
      data: { sessionId: streamId, attempt: 1, chargeId: `ch_${index}`, amountCents: 4388, chargedAt: new Date().toISOString() },
      metadata: metadataOf(index, correlationId),
    }));
    await eventStore.append(streamId, charged, { expectedRevision: 'no_stream' });
    events += perStream;
  }
  return { sessionId, correlationId, events, seedSeconds: (nowMs() - started) / 1000 };
}

interface Timings {
  /** Wall-clock milliseconds per read, ascending. */
  wall: number[];
  /** This process's CPU milliseconds (user + system) per read, ascending: steadier than wall time when other work shares the cores. */
  cpu: number[];
}

/** Times `read` ROUNDS times (after one warm-up). */
async function timed(read: () => Promise<number>, expectedEvents: number): Promise<Timings> {
  if ((await read()) !== expectedEvents) throw new Error(`expected ${expectedEvents} events`);
  collectGarbage();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let attempt = 0; attempt < ROUNDS; attempt++) {
    const cpuBefore = process.cpuUsage();
    const started = nowMs();
    const events = await read();
    wall.push(nowMs() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    if (events !== expectedEvents) throw new Error(`expected ${expectedEvents} events, read ${events}`);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

/** Every page of a history, in turn: how many events it had. */
async function wholeHistory(page: (offset: number) => Promise<AuditHistoryPageModel>): Promise<number> {
  let offset = 0;
  let read = 0;
  for (;;) {
    const answer = await page(offset);
    read += answer.events.length;
    offset += PAGE_LIMIT;
    if (offset >= answer.total) return read;
  }
}

async function measure(history: AuditHistory, eventStore: SqliteEventStore, seeded: Seeded): Promise<BenchResult> {
  const streamId = `session-${seeded.sessionId}`;
  const baseline = await timed(async () => (await eventStore.readStream(streamId)).length, HISTORY_EVENTS);
  const stream = await timed(() => wholeHistory((offset) => history.ofStream(streamId, { offset, limit: PAGE_LIMIT })), HISTORY_EVENTS);
  const firstPage = await timed(async () => (await history.ofStream(streamId, { offset: 0, limit: 50 })).events.length, 50);
  const correlation = await timed(() => wholeHistory((offset) => history.ofCorrelation(seeded.correlationId, { offset, limit: PAGE_LIMIT })), HISTORY_EVENTS);
  const ms = (sorted: number[], p: number) => round(percentile(sorted, p), 2);
  const figures = (name: string, timings: Timings) => ({
    [`${name}_p50_ms`]: ms(timings.wall, 50),
    [`${name}_p95_ms`]: ms(timings.wall, 95),
    [`${name}_cpu_p95_ms`]: ms(timings.cpu, 95),
  });
  const line = (label: string, timings: Timings) =>
    `  ${label}: p50 ${ms(timings.wall, 50)} ms, p95 ${ms(timings.wall, 95)} ms, p99 ${ms(timings.wall, 99)} ms; CPU p50 ${ms(timings.cpu, 50)} ms, p95 ${ms(timings.cpu, 95)} ms`;
  const streamP95 = percentile(stream.wall, 95);
  const correlationP95 = percentile(correlation.wall, 95);
  return {
    name: 'audit history',
    lines: [
      `  log: ${formatCount(seeded.events)} events (seeded in ${round(seeded.seedSeconds, 1)} s); ${ROUNDS} reads of each, after one warm-up; load average ${loadavg().map((load) => round(load, 1)).join(' ')}`,
      line(`baseline: readStream of the ${formatCount(HISTORY_EVENTS)}-event session stream, raw`, baseline),
      line(`session history, all ${formatCount(HISTORY_EVENTS)} events in pages of ${PAGE_LIMIT} (getAuditStreamHistory)`, stream),
      line('session history, first page of 50 (what the History tab asks first)', firstPage),
      line(`correlation of ${formatCount(HISTORY_EVENTS)} events over ${CORRELATION_STREAMS} streams, in pages of ${PAGE_LIMIT} (getAuditCorrelationHistory)`, correlation),
      `  p50 ratios to the raw readStream: session history ${round(percentile(stream.wall, 50) / percentile(baseline.wall, 50), 1)}x, correlation ${round(percentile(correlation.wall, 50) / percentile(baseline.wall, 50), 1)}x`,
    ],
    metrics: {
      audit_history_log_events: seeded.events,
      ...figures('audit_raw_read_stream', baseline),
      ...figures('audit_stream_history', stream),
      ...figures('audit_stream_first_page', firstPage),
      ...figures('audit_correlation_history', correlation),
    },
    targets: [
      check(`audit history of a ${formatCount(HISTORY_EVENTS)}-event stream, p95`, `<= ${TARGET_P95_MS} ms`, `${round(streamP95, 2)} ms`, streamP95 <= TARGET_P95_MS),
      check(`audit history of a ${formatCount(HISTORY_EVENTS)}-event correlation, p95`, `<= ${TARGET_P95_MS} ms`, `${round(correlationP95, 2)} ms`, correlationP95 <= TARGET_P95_MS),
    ],
  };
}

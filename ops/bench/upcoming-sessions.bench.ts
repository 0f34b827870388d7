import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import jwt from 'jsonwebtoken';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { Prng } from '../seed/prng';
import { coldThenWarmLine, coldThenWarmPasses, fireGraphql, LoadFigures, LoadRequest } from './graphql-load';
import { readModelSnapshotsWritten, ServerProcess, smallPagesLine } from './server-process';
import { BenchResult, check, formatCount, nowMs, round, withTempDir } from './support';
import { CLIENTS_PER_TUTOR, clientIdOf, signUpAppends, TUTORS, tutorIdOf } from './upcoming-sessions-plan';
import type { SessionSeedMessage, SessionSeedRequest } from './upcoming-sessions-seed.worker';

/**
 * getUpcomingSessions with 1,000,000 sessions in the read store: the sessions are decided by the
 * session decider (scheduled a week ahead; those whose end has passed also ended) and written
 * straight into the SQLite log, then the built server (as `npm start` runs it, without the worker
 * role, which would otherwise queue an end and a payout job for every past session) rebuilds its
 * read models from it. Load: autocannon, 8 connections, signed-in tutors and clients asking for
 * their upcoming pages, against `{ __typename }` with the same tokens in the same run.
 */

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
/** Sessions written per transaction: a commit per stream cost more than the rows themselves (87 against 50 µs CPU a session). */
const SESSIONS_PER_BATCH = 5_000;
/** Deciding costs more CPU than writing (the session decider's rules, the profanity filter on the subject among them). */
const DECIDING_WORKERS = 2;
/** A latency target: enough in flight to keep both cores busy, not so many that the figure is queueing. */
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REQUESTS = 4_000;
const TARGET_P95_MS = 30;
const TARGET_RESTART_SECONDS = 15;
const TARGET_REBUILD_EVENTS_PER_SECOND = 50_000;
const AUTH_SECRET = randomUUID();
const HEAP_REPORT_TIMEOUT_MS = 10 * 60 * 1000;
/** No snapshot written for this long after the server is ready: the ones of its first build are done. */
const SNAPSHOTS_QUIET_MS = 3000;

const UPCOMING = `query Upcoming($isTutorContext: Boolean!, $pageNum: Int) { getUpcomingSessions(isTutorContext: $isTutorContext, pageNum: $pageNum) {
  hasMore pageNum totalSessions sessions { id subject status startTime endTime date numMins meetingSolution joinUrl processingTime
    participants { userType hourlyRate user { id firstName lastName } } } } }`;
const TRIVIAL = JSON.stringify({ query: 'query Trivial { __typename }' });

const tokenOf = (userId: string) => jwt.sign({ pwv: 0 }, AUTH_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 3600 });

interface SeedReport {
  events: number;
  seconds: number;
  /** CPU of the benchmark's process (both threads), user and system. */
  cpuSeconds: number;
}

/**
 * The sign-ups, then the sessions decided on worker threads (upcoming-sessions-seed.worker.ts) and
 * written here as they come, a batch of streams per transaction.
 */
export async function seedUpcomingSessions(dir: string): Promise<SeedReport> {
  const started = nowMs();
  const cpuBefore = process.cpuUsage();
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  let events = 0;
  // Each batch is written synchronously (one transaction), so batches from several workers never interleave within one.
  const writeFrom = async (share: SessionSeedRequest): Promise<void> => {
    const worker = new Worker(join(__dirname, 'upcoming-sessions-seed.worker.js'), { workerData: share });
    const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error));
    try {
      for (;;) {
        const [batch] = (await Promise.race([once(worker, 'message'), failed])) as [SessionSeedMessage];
        if (batch === null) return;
        await store.appendToStreams(batch);
        worker.postMessage('written');
        for (const write of batch) events += write.events.length;
      }
    } finally {
      failed.catch(() => undefined);
      await worker.terminate();
    }
  };
  try {
    const signUps = signUpAppends();
    await store.appendToStreams(signUps);
    events += signUps.length;
    const seedNowMs = Date.now();
    await Promise.all(
      Array.from({ length: DECIDING_WORKERS }, (_, worker) =>
        writeFrom({ worker, sessions: Math.floor(SESSIONS / DECIDING_WORKERS) + (worker < SESSIONS % DECIDING_WORKERS ? 1 : 0), perBatch: SESSIONS_PER_BATCH, nowMs: seedNowMs }),
      ),
    );
  } finally {
    await store.close();
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { events, seconds: (nowMs() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/**
 * BENCH_SEED_DIR=<dir> keeps the seeded log between runs while iterating on the server: the first run
 * seeds into it (and records the seed's report beside it), later runs copy the log into the run's
 * fresh data directory, so the server still builds every read model from it on its first start. The
 * sessions keep the dates of the day they were seeded: a log kept for days has fewer upcoming.
 */
async function seedOrReuse(dir: string): Promise<SeedReport & { reused: boolean }> {
  if (!process.env.BENCH_SEED_DIR) return { ...(await seedUpcomingSessions(dir)), reused: false };
  const kept = join(process.env.BENCH_SEED_DIR, `upcoming-${SESSIONS}`);
  const reportFile = join(kept, 'seed-report.json');
  const reused = existsSync(reportFile);
  if (!reused) {
    mkdirSync(kept, { recursive: true });
    writeFileSync(reportFile, JSON.stringify(await seedUpcomingSessions(kept)));
  }
  copyFileSync(join(kept, 'events.sqlite'), join(dir, 'events.sqlite'));
  return { ...(JSON.parse(readFileSync(reportFile, 'utf8')) as SeedReport), reused };
}

/** Signed-in tutors (tutor context) and clients (client context) asking for pages 1 to 3, mostly the first. */
function upcomingRequests(): LoadRequest[] {
  const random = Prng.for(42, 'bench', 'upcoming-requests');
  return Array.from({ length: REQUESTS }, () => {
    const tutor = random.int(0, TUTORS - 1);
    const asTutor = random.chance(0.5);
    const userId = asTutor ? tutorIdOf(tutor) : clientIdOf(tutor, random.int(0, CLIENTS_PER_TUTOR - 1));
    const pageNum = random.chance(0.7) ? 1 : random.int(2, 3);
    return { body: JSON.stringify({ query: UPCOMING, variables: { isTutorContext: asTutor, pageNum } }), token: tokenOf(userId) };
  });
}

async function load(server: ServerProcess, requests: LoadRequest[], label: string): Promise<LoadFigures> {
  await fireGraphql(server.url, requests, { connections: CONNECTIONS, length: { amount: Math.max(requests.length, CONNECTIONS * 50) }, cursor: { next: 0 }, label });
  return fireGraphql(server.url, requests, { connections: CONNECTIONS, length: { duration: SECONDS }, cursor: { next: 0 }, label });
}

export async function runUpcomingSessionsBench(): Promise<BenchResult> {
  return withTempDir('bench-upcoming-', async (dir) => {
    const lines: string[] = [];
    const loadBeforeSeed = loadavg()[0];
    const seeded = await seedOrReuse(dir);
    lines.push(
      `${seeded.reused ? 'reused the log of an earlier run (BENCH_SEED_DIR), which seeded' : 'seeded'} ${formatCount(SESSIONS)} sessions of ${formatCount(TUTORS)} tutors and ${formatCount(TUTORS * CLIENTS_PER_TUTOR)} clients: ` +
        `${formatCount(seeded.events)} events in ${round(seeded.seconds, 1)} s, ${round(seeded.cpuSeconds, 1)} s CPU on both threads${seeded.reused ? '' : ` (load average ${loadBeforeSeed.toFixed(1)} before)`}`,
    );
    const server = new ServerProcess({ DATA_DIR: dir, AUTH_SECRET, PROCESS_ROLES: 'api,projector' });
    const spawnedAt = nowMs();
    await server.start();
    const rebuiltAfterMs = server.readyAfterMs;
    // CPU of the server process up to ready: steadier than the wall time when other work shares the cores.
    const rebuildCpuMs = server.cpuMs();
    try {
      // As the tutor-search benchmark does: the snapshots of the first build (gigabytes with a million
      // sessions, serialised on the server's main thread) are written before the load, not during it.
      await readModelSnapshotsWritten(dir, SNAPSHOTS_QUIET_MS);
      const snapshotsWrittenAfterMs = nowMs() - spawnedAt - rebuiltAfterMs;
      const heap = await server.heap(HEAP_REPORT_TIMEOUT_MS);
      lines.push(
        `server ready after ${round(rebuiltAfterMs / 1000, 1)} s (load average ${loadavg()[0].toFixed(1)} when ready); read-model snapshots written ${round(snapshotsWrittenAfterMs / 1000, 1)} s after ready; heap after gc ${round(heap.heapUsed / 2 ** 20)} MB, RSS ${round(heap.rss / 2 ** 20)} MB`,
      );
      const requests = upcomingRequests();
      const busiest = await sanity(server, requests[0]);
      const trivial = await load(server, requests.map(({ token }) => ({ body: TRIVIAL, token })), 'trivial');
      const upcoming = await load(server, requests, 'upcoming');
      const line = (name: string, figures: LoadFigures) =>
        `${name.padEnd(44)} p50 ${round(figures.p50, 1)} ms  p95 ${round(figures.p95, 1)} ms  p99 ${round(figures.p99, 1)} ms  ${formatCount(Math.round(figures.rps))} req/s  (${formatCount(figures.requests)} requests, ${figures.failures} failed)`;
      lines.push(line('trivial query, signed in (baseline)', trivial), line('getUpcomingSessions (pages 1-3, both roles)', upcoming));
      lines.push(`vs trivial: p95 x${round(upcoming.p95 / trivial.p95, 1)}, req/s ${round((100 * upcoming.rps) / trivial.rps)} %; sanity: ${busiest}`);
      const rebuildRate = seeded.events / (rebuiltAfterMs / 1000);
      lines.push(
        `full rebuild of every read model: ${formatCount(seeded.events)} events in ${round(rebuiltAfterMs / 1000, 1)} s from spawn to ready = ${formatCount(Math.round(rebuildRate))} events/s for all projections together` +
          ` (server CPU ${round(rebuildCpuMs / 1000, 1)} s = ${formatCount(Math.round(seeded.events / (rebuildCpuMs / 1000)))} events per CPU-second)`,
      );
      // A restart: every read model from its snapshot, then the log after it.
      const restarted = await server.restart();
      const restartSeconds = restarted.readyAfterMs / 1000;
      const restartCpuSeconds = restarted.cpuMs / 1000;
      lines.push(
        `restart on the same data directory (read models from their snapshots, then the log after them): ready after ${round(restartSeconds, 1)} s, server CPU ${round(restartCpuSeconds, 1)} s (load average ${restarted.loadBefore.toFixed(1)} before)`,
      );
      lines.push(coldThenWarmLine('getUpcomingSessions', await coldThenWarmPasses(server, requests, CONNECTIONS, 'upcoming after restart')));
      const smallPages = await server.restartWithSmallPages();
      lines.push(smallPagesLine(restarted, smallPages));
      const targets = [
        check(`restart with ${formatCount(SESSIONS)} sessions and the read-model snapshots: ready`, `<= ${TARGET_RESTART_SECONDS} s`, `${round(restartSeconds, 1)} s`, restartSeconds <= TARGET_RESTART_SECONDS),
        check('full rebuild of every read model', `>= ${formatCount(TARGET_REBUILD_EVENTS_PER_SECOND)} events/s`, `${formatCount(Math.round(rebuildRate))} events/s`, rebuildRate >= TARGET_REBUILD_EVENTS_PER_SECOND),
        check(`getUpcomingSessions p95 with ${formatCount(SESSIONS)} sessions`, `<= ${TARGET_P95_MS} ms`, `${round(upcoming.p95, 1)} ms`, upcoming.p95 <= TARGET_P95_MS),
        check('failed requests', '0', String(upcoming.failures + trivial.failures), upcoming.failures + trivial.failures === 0),
      ];
      return {
        name: 'upcoming sessions',
        lines,
        metrics: {
          upcomingSessions: SESSIONS,
          upcomingSeedSeconds: round(seeded.seconds, 1),
          upcomingSeedCpuSeconds: round(seeded.cpuSeconds, 1),
          upcomingServerReadySeconds: round(rebuiltAfterMs / 1000, 1),
          upcomingSnapshotsWrittenSecondsAfterReady: round(snapshotsWrittenAfterMs / 1000, 1),
          upcomingRebuildEventsPerSecond: Math.round(rebuildRate),
          upcomingRestartSeconds: round(restartSeconds, 1),
          upcomingRestartCpuSeconds: round(restartCpuSeconds, 1),
          upcomingRestartSmallPagesSeconds: round(smallPages.readyAfterMs / 1000, 1),
          upcomingRestartSmallPagesCpuSeconds: round(smallPages.cpuMs / 1000, 1),
          upcomingRebuildCpuSeconds: round(rebuildCpuMs / 1000, 1),
          upcomingServerHeapMb: round(heap.heapUsed / 2 ** 20),
          upcomingTrivialP95Ms: round(trivial.p95, 2),
          upcomingP50Ms: round(upcoming.p50, 2),
          upcomingP95Ms: round(upcoming.p95, 2),
          upcomingRps: Math.round(upcoming.rps),
          upcomingVsTrivialP95: round(upcoming.p95 / trivial.p95, 2),
        },
        targets,
      };
    } finally {
      await server.stop();
    }
  });
}

/** The first request's answer, to show the load asks for real pages. */
async function sanity(server: ServerProcess, request: LoadRequest): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` }, body: request.body });
  const body = (await response.json()) as { data?: { getUpcomingSessions: { totalSessions: number; sessions: unknown[] } }; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(`getUpcomingSessions failed: ${body.errors?.[0]?.message ?? response.status}`);
  return `first asker has ${body.data.getUpcomingSessions.totalSessions} upcoming sessions, page of ${body.data.getUpcomingSessions.sessions.length}`;
}

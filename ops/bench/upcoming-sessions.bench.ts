import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { SessionCommand } from '../../backend/domain/sessions/session.commands';
import { sessionDecider } from '../../backend/domain/sessions/session.decider';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { Prng } from '../seed/prng';
import { SeedStep } from '../seed/seed-generator';
import { SeedPlanner } from '../seed/seed-plan';
import { fireGraphql, LoadFigures, LoadRequest } from './graphql-load';
import { readModelSnapshotsWritten, ServerProcess } from './server-process';
import { BenchResult, check, formatCount, indexedUserId, metadataFor, nowMs, round, userSignedUp, withTempDir } from './support';

/**
 * getUpcomingSessions with 1,000,000 sessions in the read store: the sessions are decided by the
 * session decider (scheduled a week ahead; those whose end has passed also ended) and written
 * straight into the SQLite log, then the built server (as `npm start` runs it, without the worker
 * role, which would otherwise queue an end and a payout job for every past session) rebuilds its
 * read models from it. Load: autocannon, 8 connections, signed-in tutors and clients asking for
 * their upcoming pages, against `{ __typename }` with the same tokens in the same run.
 */

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const TUTORS = 2_000;
const CLIENTS_PER_TUTOR = 20;
/** A latency target: enough in flight to keep both cores busy, not so many that the figure is queueing. */
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REQUESTS = 4_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions start between this long ago and the 3-month horizon, so about a fifth are upcoming. */
const PAST_DAYS = 330;
const AHEAD_DAYS = 89;
const TARGET_P95_MS = 30;
const TARGET_RESTART_SECONDS = 15;
const TARGET_REBUILD_EVENTS_PER_SECOND = 50_000;
const AUTH_SECRET = randomUUID();

const UPCOMING = `query Upcoming($isTutorContext: Boolean!, $pageNum: Int) { getUpcomingSessions(isTutorContext: $isTutorContext, pageNum: $pageNum) {
  hasMore pageNum totalSessions sessions { id subject status startTime endTime date numMins meetingSolution joinUrl processingTime
    participants { userType hourlyRate user { id firstName lastName } } } } }`;
const TRIVIAL = JSON.stringify({ query: 'query Trivial { __typename }' });

const tutorIdOf = (tutor: number) => indexedUserId(1 + tutor);
const clientIdOf = (tutor: number, client: number) => indexedUserId(1 + TUTORS + tutor * CLIENTS_PER_TUTOR + client);
const tokenOf = (userId: string) => jwt.sign({ pwv: 0 }, AUTH_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 3600 });

function signUp(userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): NewEvent {
  const event = userSignedUp(userId, metadataFor(null));
  return { ...event, data: { ...(event.data as Record<string, unknown>), email: `${userId}@example.com`, profileTypes: [profileType] } };
}

/** Decides bench streams in memory as the seed does (one place for the decide-and-evolve of a loader), ids derived from the stream. */
const planner = new SeedPlanner('bench:upcoming-sessions', randomBytes(32).toString('base64url'));

/** One session's events as the product records them: scheduled a week before its start, ended once its end has passed. */
export function sessionEvents(sessionId: string, tutorId: string, clientId: string, start: Date, minutes: number, now: Date): NewEvent[] {
  const scheduledAt = new Date(Math.min(now.getTime(), start.getTime() - 7 * DAY_MS));
  const steps: Array<SeedStep<Omit<SessionCommand, 'metadata'>>> = [
    {
      command: {
        type: 'ScheduleSession',
        data: {
          sessionId,
          pairId: randomUUID(),
          sessionType: 'ONE_ON_ONE',
          timeZoneId: 'America/Chicago',
          form: { subject: 'Algebra 1', gradeLevel: 'High School', startTime: start.toISOString(), endTime: new Date(start.getTime() + minutes * 60_000).toISOString(), meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/algebra' } },
          participants: [
            { userId: tutorId, userType: 'TUTOR', hourlyRateCents: 3500 },
            { userId: clientId, userType: 'STUDENT', hourlyRateCents: 3500 },
          ],
        },
      },
      at: scheduledAt,
      actorId: tutorId,
    },
  ];
  const end = start.getTime() + minutes * 60_000;
  if (end < now.getTime()) steps.push({ command: { type: 'CompleteSession', data: {} }, at: new Date(end + 60_000), actorId: null });
  return planner.stream(sessionStreamId(sessionId), sessionDecider, steps).events;
}

export async function seedUpcomingSessions(dir: string): Promise<{ events: number; seconds: number }> {
  const started = nowMs();
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  const random = Prng.for(42, 'bench', 'upcoming-sessions');
  const now = new Date();
  let events = 0;
  try {
    for (let tutor = 0; tutor < TUTORS; tutor++) {
      await store.append(`user-${tutorIdOf(tutor)}`, [signUp(tutorIdOf(tutor), 'TUTOR')], { expectedRevision: 'no_stream' });
      for (let client = 0; client < CLIENTS_PER_TUTOR; client++) {
        await store.append(`user-${clientIdOf(tutor, client)}`, [signUp(clientIdOf(tutor, client), 'STUDENT_OR_PARENT')], { expectedRevision: 'no_stream' });
      }
      events += 1 + CLIENTS_PER_TUTOR;
    }
    for (let session = 0; session < SESSIONS; session++) {
      const tutor = random.int(0, TUTORS - 1);
      const day = random.int(-PAST_DAYS, AHEAD_DAYS);
      // On the quarter hour between 8 am and 8 pm UTC, 30 to 120 minutes long.
      const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + day * DAY_MS + (8 * 60 + 15 * random.int(0, 47)) * 60_000);
      const sessionEventsOf = sessionEvents(randomUUID(), tutorIdOf(tutor), clientIdOf(tutor, random.int(0, CLIENTS_PER_TUTOR - 1)), start, 30 * random.int(1, 4), now);
      await store.append(sessionStreamId((sessionEventsOf[0].data as { sessionId: string }).sessionId), sessionEventsOf, { expectedRevision: 'no_stream' });
      events += sessionEventsOf.length;
    }
  } finally {
    await store.close();
  }
  return { events, seconds: (nowMs() - started) / 1000 };
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
    const seeded = await seedUpcomingSessions(dir);
    lines.push(`seeded ${formatCount(SESSIONS)} sessions of ${formatCount(TUTORS)} tutors and ${formatCount(TUTORS * CLIENTS_PER_TUTOR)} clients: ${formatCount(seeded.events)} events in ${round(seeded.seconds, 1)} s`);
    const server = new ServerProcess({ DATA_DIR: dir, AUTH_SECRET, PROCESS_ROLES: 'api,projector' });
    await server.start();
    const rebuiltAfterMs = server.readyAfterMs;
    // CPU of the server process up to ready: steadier than the wall time when other work shares the cores.
    const rebuildCpuMs = server.cpuMs();
    try {
      const heap = await server.heap();
      lines.push(`server ready after ${round(rebuiltAfterMs / 1000, 1)} s (load average ${loadavg()[0].toFixed(1)} when ready); heap after gc ${round(heap.heapUsed / 2 ** 20)} MB, RSS ${round(heap.rss / 2 ** 20)} MB`);
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
      await readModelSnapshotsWritten(dir);
      await server.stop();
      const loadBeforeRestart = loadavg()[0];
      await server.start();
      const restartSeconds = server.readyAfterMs / 1000;
      const restartCpuSeconds = server.cpuMs() / 1000;
      lines.push(
        `restart on the same data directory (read models from their snapshots, then the log after them): ready after ${round(restartSeconds, 1)} s, server CPU ${round(restartCpuSeconds, 1)} s (load average ${loadBeforeRestart.toFixed(1)} before)`,
      );
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
          upcomingServerReadySeconds: round(rebuiltAfterMs / 1000, 1),
          upcomingRebuildEventsPerSecond: Math.round(rebuildRate),
          upcomingRestartSeconds: round(restartSeconds, 1),
          upcomingRestartCpuSeconds: round(restartCpuSeconds, 1),
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

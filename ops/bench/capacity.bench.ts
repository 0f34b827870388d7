import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { conversationStreamId } from '../../backend/domain/conversations/conversation.events';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { systemClock } from '../../backend/platform/clock/clock.port';
import { logger } from '../../backend/platform/logging/logger';
import { CommandPipeline } from '../../backend/src/event-sourcing/command-pipeline';
import { SqliteCredentialStore } from '../../backend/src/infrastructure/credentials/sqlite-credential-store';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { SandboxPaymentGateway } from '../../backend/src/infrastructure/payments/sandbox-payment-gateway';
import { isRedisReachable } from '../../backend/src/infrastructure/queue/bullmq-job-queue';
import { conversationIdFor } from '../../backend/src/modules/conversations/conversation-ids';
import { pairIdFor, pairStream } from '../../backend/src/modules/pairs/pair-stream';
import { Prng } from '../seed/prng';
import { catalogForSeed } from '../seed/seed-catalog-adapter';
import { DEFAULT_SEED_UNTIL, SeedGenerator } from '../seed/seed-generator';
import { runSeed } from '../seed/seed-run';
import { CAPACITY_MIX, CapacityCouple, CapacityLoadSetup, CapacityOperation, LoadStalls, OperationFigures, SentOperation, StepReply, StepRequest, USER_PERIOD_S } from './capacity-load.worker';
import { conversationEvents } from './messaging.bench';
import { removeKeys, seedDueSessions } from './payouts.bench';
import type { LoopDelayReport } from './heap-probe';
import { ServerProcess } from './server-process';
import { clock, GcPause, Lag, ProcSampler, StallRecord, StallWatch } from './stall-watch';
import { BenchResult, check, collectGarbage, formatCount, nowMs, round, withTempDir } from './support';
import { buildScenarios } from './tutor-search.bench';
import { sessionEvents } from './upcoming-sessions-plan';

/**
 * How many active users one machine holds: the whole product (the built server with the api,
 * projector and worker roles, as `npm start` runs it, BullMQ on the local Redis under a throw-away
 * prefix) on a seeded marketplace, driven through its HTTP and websocket API by simulated users who
 * each do one operation about every 10 s in a day's proportions (CAPACITY_MIX), while payouts of
 * sessions ending during the run go through the worker. The number of users steps up; the answer is
 * the largest step at which every operation's p95 is at most 100 ms and nothing failed.
 */

const TUTORS = Number(process.env.BENCH_CAPACITY_TUTORS ?? 5_000);
const CLIENTS = Number(process.env.BENCH_CAPACITY_CLIENTS ?? 10_000);
/** Client-tutor couples with a conversation, a pair and upcoming sessions. */
const COUPLES = Math.min(CLIENTS, Number(process.env.BENCH_CAPACITY_COUPLES ?? 5_000));
const UPCOMING_PER_COUPLE = 2;
/** Tutors listening on messageAdded (a socket each); messages go to their conversations. */
const SUBSCRIBED_TUTORS = Math.min(COUPLES, 500);
const USER_STEPS = (process.env.BENCH_CAPACITY_USERS ?? '1000,2000,3500,5000,7000,10000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20);
/** Before the steps, each operation alone, this many at ALONE_PER_SECOND: the server's CPU per operation (0: skipped). */
const ALONE_COUNT = Number(process.env.BENCH_CAPACITY_ALONE ?? 200);
const ALONE_PER_SECOND = 40;
/** Sessions whose payouts fall due while the steps run (spread over the run), paid by the worker. */
const PAYOUT_SESSIONS = Number(process.env.BENCH_CAPACITY_PAYOUTS ?? 600);
const TARGET = { users: 5_000, p95Ms: 100 };
const AUTH_SECRET = randomUUID();
// The seed names e-mail reservation streams with the key the server then looks them up with.
const EMAIL_STREAM_KEY = randomBytes(32).toString('base64url');
const SEED = 42;

export async function runCapacityBench(): Promise<BenchResult> {
  process.env.LOG_LEVEL ??= 'warn';
  logger.level = process.env.LOG_LEVEL;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}: the capacity benchmark runs the worker on BullMQ`);
  const redisPrefix = `bench-capacity-${randomUUID().slice(0, 8)}`;
  try {
    return await withTempDir('capacity', (dir) => measure(dir, redisUrl, redisPrefix));
  } finally {
    await removeKeys(redisUrl, redisPrefix);
  }
}

interface Seeded {
  couples: CapacityCouple[];
  signInEmails: string[];
  seconds: number;
  payoutWindowMs: number;
}

async function seed(dir: string): Promise<Seeded> {
  const started = nowMs();
  const catalog = catalogForSeed();
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const credentials = new SqliteCredentialStore(join(dir, 'credentials.sqlite'));
  const sandbox = new SandboxPaymentGateway({ file: join(dir, 'payments-sandbox.jsonl') });
  try {
    const options = { seed: SEED, tutors: TUTORS, clients: CLIENTS, until: DEFAULT_SEED_UNTIL };
    await runSeed(catalog, { eventStore, credentials, emailStreamKey: EMAIL_STREAM_KEY }, { ...options, workers: Math.min(2, availableParallelism() - 1) });
    const accounts = new SeedGenerator(catalog, options);
    const pipeline = new CommandPipeline(eventStore, systemClock, { waitForPosition: async () => true }, 0);
    const random = Prng.for(SEED, 'bench', 'capacity');
    const now = new Date();
    const couples: CapacityCouple[] = [];
    for (let index = 0; index < COUPLES; index++) {
      const clientId = accounts.clientId(index);
      const tutorId = accounts.tutorId(index % TUTORS);
      const conversationId = conversationIdFor(clientId, tutorId);
      await eventStore.append(conversationStreamId(conversationId), conversationEvents(clientId, tutorId, now.toISOString()), { expectedRevision: 'no_stream' });
      const pairId = pairIdFor(tutorId, clientId);
      await pipeline.run(pairStream.decider, pairStream.streamIdOf(pairId), { type: 'CreatePair', data: { pairId, tutorId, clientId, requestId: randomUUID(), tutorHourlyWage: 30 } }, pipeline.systemContext('bench:capacity'));
      for (let session = 0; session < UPCOMING_PER_COUPLE; session++) {
        // On the quarter hour between 8 am and 8 pm UTC, 1 to 60 days ahead.
        const start = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000 + random.int(1, 60) * 86_400_000 + (8 * 60 + 15 * random.int(0, 47)) * 60_000);
        const events = sessionEvents(randomUUID(), tutorId, clientId, start, 60, now);
        await eventStore.append(sessionStreamId((events[0].data as { sessionId: string }).sessionId), events, { expectedRevision: 'no_stream' });
      }
      couples.push({ clientId, tutorId, conversationId });
    }
    // Due one after another from 30 s after the seed, over at least 10 min: whenever the server is
    // ready (its first start takes from seconds to minutes), payouts keep falling due during the steps.
    const payoutWindowMs = Math.max(10 * 60_000, USER_STEPS.length * (STEP_SECONDS + 8) * 1000);
    await seedDueSessions(eventStore, sandbox, PAYOUT_SESSIONS, (index) => 30_000 + Math.round((index / PAYOUT_SESSIONS) * payoutWindowMs));
    const signInEmails = Array.from({ length: Math.min(CLIENTS, 5_000) }, (_, index) => accounts.client(COUPLES + (index % Math.max(1, CLIENTS - COUPLES))).email);
    return { couples, signInEmails, seconds: (nowMs() - started) / 1000, payoutWindowMs };
  } finally {
    await eventStore.close();
    await credentials.close();
  }
}

/** Profile pages to view: those the first searches list. */
async function profilePageIds(server: ServerProcess, searchBodies: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const body of searchBodies.slice(0, 40)) {
    const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
    const data = await server.graphql<{ searchTutorsByCourse: { localTutors: Array<{ profilePageId: string }>; onlineTutors: Array<{ profilePageId: string }> } }>(query, variables);
    for (const tutor of [...data.searchTutorsByCourse.localTutors, ...data.searchTutorsByCourse.onlineTutors]) ids.add(tutor.profilePageId);
  }
  if (ids.size === 0) throw new Error('the searches found no tutor: nothing to view');
  return [...ids];
}

/** Waits until the server's CPU stays under a fifth of a core for 2 s (its first start's reactions have worked through the seeded log), at most `timeoutMs`. */
async function quiet(server: ServerProcess, timeoutMs = 180_000): Promise<number> {
  const started = nowMs();
  for (;;) {
    const before = server.cpuMs();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if ((server.cpuMs() - before) / 2000 < 0.2 || nowMs() - started > timeoutMs) return (nowMs() - started) / 1000;
  }
}

/**
 * The server's CPU per operation: each operation of the mix alone, ALONE_COUNT of it at
 * ALONE_PER_SECOND, once the server has settled; its CPU from the first send until it has settled
 * again (a send's delivery, projections and jobs included), less what the settled server spends in
 * as long (its projector and worker keep polling).
 */
async function cpuPerOperation(server: ServerProcess, load: LoadThread, watch: Watch): Promise<{ lines: string[]; cpuMs: Partial<Record<SentOperation, number>> }> {
  const cpuMs: Partial<Record<SentOperation, number>> = {};
  const figures: string[] = [];
  const idle: number[] = [];
  const stalls: string[] = [];
  for (const [operation] of CAPACITY_MIX) {
    const idleCores = await settled(server);
    idle.push(idleCores);
    const before = server.cpuMs();
    const started = nowMs();
    load.send({ type: 'alone', operation, count: ALONE_COUNT, perSecond: ALONE_PER_SECOND });
    const reply = await load.next();
    if (reply.type !== 'alone') throw new Error(`the load generator failed: ${reply.type === 'failed' ? reply.error : reply.type}`);
    await settled(server);
    cpuMs[operation] = round((server.cpuMs() - before - idleCores * (nowMs() - started)) / ALONE_COUNT, 2);
    const missed = missReasons(reply.figures);
    figures.push(`${operation} ${cpuMs[operation]} ms (p50 ${reply.figures.p50} ms${missed ? `; ${missed}` : ''})`);
    stalls.push(...(await watch.lines(`${operation} alone`, reply.stalls)));
  }
  return {
    lines: [
      ...stalls,
      `  server CPU per operation, each alone (${ALONE_COUNT} at ${ALONE_PER_SECOND}/s, less the settled server's ${round(Math.min(...idle), 3)} to ${round(Math.max(...idle), 3)} cores; load average ${round(loadavg()[0], 2)}): ${figures.join(', ')}`,
    ],
    cpuMs,
  };
}

/** Waits until the server spends under 0.05 cores over half a second (at most 30 s); the cores it spent then. */
async function settled(server: ServerProcess): Promise<number> {
  const deadline = nowMs() + 30_000;
  for (;;) {
    const before = server.cpuMs();
    const started = nowMs();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cores = (server.cpuMs() - before) / (nowMs() - started);
    if (cores < 0.05 || nowMs() > deadline) return cores;
  }
}

/** Stalls, as each side saw them: the load thread's silences and lags, the server's and this thread's lags and GC pauses, /proc around them. */
class Watch {
  private readonly own = new StallWatch();
  private readonly sampler: ProcSampler;

  constructor(private readonly server: ServerProcess) {
    // BENCH_CAPACITY_PROC_MS: how often /proc is sampled (0: not at all).
    this.sampler = new ProcSampler(
      [
        ['server', server.pid!],
        ['bench', process.pid],
      ],
      Number(process.env.BENCH_CAPACITY_PROC_MS ?? 100),
    );
  }

  /** With BENCH_CAPACITY_TRACE=<file>: everything recorded, written there at the end for a closer look. */
  private readonly trace: Array<{ label: string; server: StallRecord; load: LoadStalls; bench: StallRecord }> = [];

  async lines(label: string, load: LoadStalls): Promise<string[]> {
    const serverRecord = await this.server.stallRecord();
    const benchRecord = this.own.drain();
    if (process.env.BENCH_CAPACITY_TRACE) this.trace.push({ label, server: serverRecord, load, bench: benchRecord });
    const since = (at: number) => `+${round((at - this.server.startedAt) / 1000, 1)} s`;
    const records: Array<[string, StallRecord]> = [
      ['server main', serverRecord],
      ['load thread', load],
      ['bench main', benchRecord],
    ];
    const lags = (name: string, items: Lag[]) => items.map((lag) => `${name} late ${Math.round(lag.ms)} ms at ${since(lag.at)}`);
    const gcs = (name: string, items: GcPause[]) => items.map((gc) => `${name} ${gc.kind} gc ${Math.round(gc.ms)} ms at ${since(gc.at)}`);
    const fullGcs = this.server.fullGcs?.drain() ?? [];
    const lines = [
      ...fullGcs.map(
        (gc) =>
          `    server main heap's full collection${gc.reduce ? ' (memory reducer)' : ''} ended ${since(gc.at)}: ${gc.heapBeforeMb} -> ${gc.heapAfterMb} MB; marking ${gc.markingWallMs} ms wall from ${since(gc.at - gc.pauseMs - gc.markingWallMs)}, the main thread's share ${Math.round(gc.markingStepsMs)} ms in ${gc.steps} steps (biggest ${Math.round(gc.biggestStepMs)} ms), then a ${Math.round(gc.pauseMs)} ms pause`,
      ),
      `    stalls in ${label} (times after the server's spawn): load thread's silences (no answer for >= 200 ms) ${load.silences.length}; answers over 250 ms ${load.slow.count}${load.slow.count ? ` (sent ${since(load.slow.firstSentAt)} to ${since(load.slow.lastSentAt)})` : ''}`,
      `      longest lags: ${records.map(([name, record]) => `${name} ${record.lags.length ? Math.round(Math.max(...record.lags.map((lag) => lag.ms))) : 0} ms (${record.lags.length} over 40 ms)`).join(', ')}; GC over 10 ms: ${records.map(([name, record]) => `${name} ${record.gcs.length} (${Math.round(record.gcs.reduce((sum, gc) => sum + gc.ms, 0))} ms)`).join(', ')}`,
    ];
    for (const [from, to] of load.silences.slice(0, 5)) {
      const near = (at: number, ms: number) => at + ms >= from - 150 && at <= to + 150;
      const overlapping = [
        ...fullGcs.filter((gc) => near(gc.at - gc.pauseMs - gc.markingWallMs, gc.markingWallMs + gc.pauseMs)).map((gc) => `server main heap marked (full collection ending ${since(gc.at)})`),
        ...records.flatMap(([name, record]) => [...lags(name, record.lags.filter((lag) => near(lag.at, lag.ms))), ...gcs(name, record.gcs.filter((gc) => near(gc.at, gc.ms)))]),
      ];
      lines.push(`      silence ${since(from)} to ${since(to)} (${Math.round(to - from)} ms, ${clock(from)} UTC): ${overlapping.join('; ') || 'no lag or GC of these threads'}`);
      lines.push(...this.sampler.describe(from, to));
    }
    return lines;
  }

  stop(): void {
    this.own.stop();
    this.sampler.stop();
    const file = process.env.BENCH_CAPACITY_TRACE;
    if (file) writeFileSync(file, JSON.stringify({ serverStartedAt: this.server.startedAt, serverPid: this.server.pid, benchPid: process.pid, records: this.trace, proc: this.sampler.dump() }));
  }
}

interface Step {
  users: number;
  sentPerSecond: number;
  operations: Partial<Record<CapacityOperation, OperationFigures>>;
  trivial: OperationFigures;
  loadAverage: number;
  serverCpuPerSecond: number;
  /** Server CPU over the step per request sent (the trivial samples included): steady when other work shares the cores. */
  serverCpuMsPerRequest: number;
  /** The server's main-thread event-loop delay over the step: long stalls show as a high p99 and max while the CPU is low. */
  loopDelay: LoopDelayReport;
  /** Where the step's stalls were, as each side saw them. */
  stallLines: string[];
  passed: boolean;
}

class LoadThread {
  private readonly worker: Worker;
  private readonly replies: StepReply[] = [];
  private waiting: ((reply: StepReply) => void) | null = null;

  constructor(setup: CapacityLoadSetup) {
    this.worker = new Worker(join(__dirname, 'capacity-load.worker.js'), { workerData: setup });
    this.worker.on('message', (reply: StepReply) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(reply);
      } else this.replies.push(reply);
    });
    this.worker.on('error', (error) => this.waiting?.({ type: 'failed', error: error.message }));
  }

  next(): Promise<StepReply> {
    const reply = this.replies.shift();
    if (reply) return Promise.resolve(reply);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  send(request: StepRequest): void {
    this.worker.postMessage(request);
  }

  async stop(): Promise<void> {
    this.send({ type: 'stop' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await this.worker.terminate();
  }
}

async function measure(dir: string, redisUrl: string, redisPrefix: string): Promise<BenchResult> {
  const seeded = await seed(dir);
  const server = new ServerProcess({
    DATA_DIR: dir,
    AUTH_SECRET,
    EMAIL_STREAM_KEY,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PROCESS_ROLES: 'api,projector,worker',
    // Every search executes (kept answers would make them a lookup): the capacity of the work itself.
    PUBLIC_ANSWERS_KEPT: '0',
    // Real users sign in from many addresses; here they all come from 127.0.0.1.
    LOGIN_LIMIT_PER_IP: '100000000',
  }, { traceGc: true });
  await server.start();
  const lines: string[] = [];
  const steps: Step[] = [];
  const cpuMsAlone: Record<string, number> = {};
  try {
    const quietAfter = await quiet(server);
    const searchBodies = buildScenarios(catalogForSeed()).find((scenario) => scenario.key === 'search')!.bodies;
    const setup: CapacityLoadSetup = { url: server.url, authSecret: AUTH_SECRET, couples: seeded.couples, subscribedTutors: SUBSCRIBED_TUTORS, signInEmails: seeded.signInEmails, searchBodies, profilePageIds: await profilePageIds(server, searchBodies) };
    lines.push(
      `  seeded ${formatCount(TUTORS)} tutors, ${formatCount(CLIENTS)} clients with reviews (ops/seed), ${formatCount(COUPLES)} couples each with a conversation, a pair and ${UPCOMING_PER_COUPLE} upcoming sessions, ${formatCount(PAYOUT_SESSIONS)} sessions whose payouts fall due over ${round(seeded.payoutWindowMs / 60_000, 1)} min, in ${round(seeded.seconds, 1)} s`,
      `  server (api,projector,worker; kept answers off; BullMQ on ${redisUrl}) ready after ${round(server.readyAfterMs / 1000, 1)} s, quiet after ${round(quietAfter, 1)} s more; ${cpus().length} cores shared by the server and the load generator (a worker thread of this process)`,
      `  each user: one operation every ~${USER_PERIOD_S} s, open loop; mix ${CAPACITY_MIX.map(([operation, share]) => `${operation} ${share} %`).join(', ')}; ${SUBSCRIBED_TUTORS} tutors subscribed to messageAdded; ${STEP_SECONDS} s per step`,
    );
    const load = new LoadThread(setup);
    const watch = new Watch(server);
    try {
      const ready = await load.next();
      if (ready.type === 'failed') throw new Error(`the load generator could not start: ${ready.error}`);
      // The seed's garbage collected now, on this process's clock: left to V8's memory reducer it went in the
      // middle of a step, a full collection with V8's helper threads on the cores the server and the load need.
      collectGarbage();
      if (ALONE_COUNT > 0) {
        const alone = await cpuPerOperation(server, load, watch);
        lines.push(...alone.lines);
        for (const [operation, ms] of Object.entries(alone.cpuMs)) cpuMsAlone[operation] = ms;
      }
      for (const users of USER_STEPS) {
        const loadAverage = round(loadavg()[0], 2);
        await server.loopDelay();
        const cpuBefore = server.cpuMs();
        const started = nowMs();
        load.send({ type: 'step', users, seconds: STEP_SECONDS });
        const reply = await load.next();
        if (reply.type !== 'step') throw new Error(`the load generator failed: ${reply.type === 'failed' ? reply.error : reply.type}`);
        const serverCpuMs = server.cpuMs() - cpuBefore;
        const loopDelay = await server.loopDelay();
        const stallLines = await watch.lines(`the ${formatCount(users)}-user step`, reply.stalls);
        const serverCpuPerSecond = round(serverCpuMs / (nowMs() - started), 2);
        const serverCpuMsPerRequest = round(serverCpuMs / reply.sent, 2);
        const figures = Object.values(reply.operations);
        const passed = figures.every((figure) => !missReasons(figure));
        const step: Step = { users, sentPerSecond: reply.sentPerSecond, operations: reply.operations, trivial: reply.trivial, loadAverage, serverCpuPerSecond, serverCpuMsPerRequest, loopDelay, stallLines, passed };
        steps.push(step);
        lines.push(...stepLines(step));
        // BENCH_CAPACITY_KEEP_GOING=1 runs every step, missed or not (a stall's timing, for instance).
        if (!passed && !process.env.BENCH_CAPACITY_KEEP_GOING) break;
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    } finally {
      watch.stop();
      await load.stop();
    }
  } finally {
    await server.stop();
  }
  // What the worker paid meanwhile: the sandbox's records of the run (the server wrote them to the same file).
  const sandbox = new SandboxPaymentGateway({ file: join(dir, 'payments-sandbox.jsonl') });
  lines.push(`  payouts paid by the worker during the run: ${formatCount(sandbox.charges().length)} charges, ${formatCount(sandbox.transfers().length)} transfers of ${formatCount(PAYOUT_SESSIONS)} sessions seeded to fall due over ${round(seeded.payoutWindowMs / 60_000, 1)} min (the run stops at the first missed step)`);
  const held = steps.filter((step) => step.passed).at(-1);
  lines.push(held ? `  largest step held: ${formatCount(held.users)} active users (${held.sentPerSecond} requests/s)` : '  largest step held: none');
  return {
    name: 'capacity',
    lines,
    metrics: {
      capacityUsersHeld: held?.users ?? 0,
      capacityRequestsPerSecondHeld: held?.sentPerSecond ?? 0,
      capacityServerCoresAtHeld: held?.serverCpuPerSecond ?? 0,
      capacityServerCpuMsPerRequest: (held ?? steps[0])?.serverCpuMsPerRequest ?? 0,
      ...Object.fromEntries(Object.entries(cpuMsAlone).map(([operation, ms]) => [`capacityCpuMs ${operation}`, ms])),
    },
    targets: [check('active users with every operation p95 <= 100 ms and no error', `>= ${formatCount(TARGET.users)}`, `${formatCount(held?.users ?? 0)}`, (held?.users ?? 0) >= TARGET.users)],
  };
}

/** Why an operation misses the step's target, or '' when it meets it: its p95, its failures by kind. */
function missReasons(figures: OperationFigures): string {
  const reasons = [
    ...(figures.p95 > TARGET.p95Ms ? [`p95 ${figures.p95} ms > ${TARGET.p95Ms} ms`] : []),
    ...(figures.errors > 0 ? [`${figures.errors} failed: ${figures.errorKinds.map(([kind, count]) => `${count} ${kind}`).join('; ')}`] : []),
  ];
  return reasons.join(', ');
}

function stepLines(step: Step): string[] {
  const operation = (name: string, figures: OperationFigures) => {
    const missed = missReasons(figures);
    return `      ${name.padEnd(18)} ${String(figures.count).padStart(6)}  p50 ${String(figures.p50).padStart(7)} ms  p95 ${String(figures.p95).padStart(7)} ms  p99 ${String(figures.p99).padStart(7)} ms  errors ${figures.errors}${missed ? `  <- over: ${missed}` : ''}`;
  };
  const misses = Object.entries(step.operations).flatMap(([name, figures]) => (missReasons(figures) ? [name] : []));
  return [
    `  ${formatCount(step.users)} users: ${step.sentPerSecond} requests/s sent, load average ${step.loadAverage} before, server CPU ${step.serverCpuPerSecond} cores, ${step.serverCpuMsPerRequest} ms per request, event-loop delay p50 ${step.loopDelay.p50} ms p99 ${step.loopDelay.p99} ms max ${step.loopDelay.max} ms  ${step.passed ? 'PASS' : `MISS (${misses.join(', ')})`}`,
    `      main-thread gc pauses: full ${step.loopDelay.fullGcPauses.count} (total ${step.loopDelay.fullGcPauses.totalMs} ms, longest ${step.loopDelay.fullGcPauses.maxMs} ms), young ${step.loopDelay.youngGcPauses.count} (total ${step.loopDelay.youngGcPauses.totalMs} ms, longest ${step.loopDelay.youngGcPauses.maxMs} ms)`,
    operation('trivial (baseline)', step.trivial),
    ...Object.entries(step.operations).map(([name, figures]) => operation(name, figures)),
    ...step.stallLines,
  ];
}

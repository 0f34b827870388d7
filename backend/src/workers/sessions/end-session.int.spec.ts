import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { eventually } from '../../../test-support/eventually';
import { SessionCommand } from '../../../domain/sessions/session.commands';
import { sessionDecider } from '../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { Clock } from '../../../platform/clock/clock.port';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../platform/logging/logger';
import { BullMqJobQueue, isRedisReachable } from '../../infrastructure/queue/bullmq-job-queue';
import { JobWorker } from '../../../platform/queue/job-queue.port';
import { SessionEndSchedule } from '../../modules/sessions/end-schedule/session-end-schedule';
import { endSession, SESSIONS_QUEUE, startEndSessionProcessor } from './end-session.processor';

// Redis is real in CI: these tests fail rather than skip when it cannot be reached.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `tm-test-sessions-${randomUUID()}`;
const QUARTER_MS = 15 * 60_000;

beforeAll(async () => {
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}; the end-session tests need a real Redis`);
});

afterAll(async () => {
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
    if (keys.length > 0) await redis.unlink(...(keys as string[]));
  }
  await redis.quit();
});

describe('the end of a session: the end:<sessionId> job, kept by a log reaction and run by the sessions worker', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let jobs: BullMqJobQueue;
  let inspect: Queue;
  let inspectConnection: Redis;
  let now: Date;
  const clock: Clock = { now: () => now };
  let schedule: SessionEndSchedule;
  let pipeline: CommandPipeline;
  let worker: JobWorker | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'end-session-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    jobs = new BullMqJobQueue({ redisUrl, prefix, logger });
    inspectConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    inspect = new Queue(SESSIONS_QUEUE, { connection: inspectConnection, prefix });
    now = new Date(Math.ceil(Date.now() / QUARTER_MS) * QUARTER_MS);
    // The worker's pipeline, built where the worker is: no read models to wait for.
    pipeline = new CommandPipeline(eventStore, clock, { waitForPosition: async () => true }, 0);
    schedule = new SessionEndSchedule(eventStore, pipeline, jobs, clock, logger);
  });

  afterEach(async () => {
    await schedule.stop();
    await worker?.close();
    worker = null;
    await inspect.close();
    await inspectConnection.quit();
    await jobs.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const context = (): CommandContext => ({ correlationId: 'test', causationId: 'test', actorId: null, now });
  const run = (sessionId: string, command: Omit<SessionCommand, 'metadata'>) => pipeline.run(sessionDecider, sessionStreamId(sessionId), command, context());

  async function scheduleSession(sessionId: string, startTime: Date, minutes: number) {
    await run(sessionId, {
      type: 'ScheduleSession',
      data: {
        sessionId,
        pairId: 'p1',
        sessionType: 'ONE_ON_ONE',
        timeZoneId: 'America/New_York',
        form: { subject: 'Algebra 1', startTime: startTime.toISOString(), endTime: new Date(startTime.getTime() + minutes * 60_000).toISOString(), meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/a' } },
        participants: [
          { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 },
          { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 3000 },
        ],
      },
    });
  }

  /** The job as BullMQ holds it (ids with ':' are escaped by the adapter), with when it falls due by the test's clock. */
  async function jobOf(sessionId: string) {
    const job = await inspect.getJob(`end%3A${sessionId}`);
    return job ? { state: await job.getState(), dueAt: now.getTime() + job.delay, data: job.data as { sessionId: string } } : null;
  }

  async function syncAll() {
    for (const event of await eventStore.readAll()) if (['SessionScheduled', 'SessionEdited', 'SessionCancelled'].includes(event.type)) await schedule.react(event);
  }

  it('sets the job at the end time, moves it when the end moves and removes it when the session is cancelled', async () => {
    const sessionId = randomUUID();
    const start = new Date(now.getTime() + 4 * 60 * 60_000);
    await scheduleSession(sessionId, start, 60);
    await syncAll();
    const end = start.getTime() + 60 * 60_000;
    expect(await jobOf(sessionId)).toMatchObject({ state: 'delayed', data: { sessionId } });
    expect(Math.abs((await jobOf(sessionId))!.dueAt - end)).toBeLessThan(5_000);

    await run(sessionId, { type: 'EditSession', data: { changes: { endTime: new Date(end + 30 * 60_000).toISOString() } } });
    await syncAll();
    expect(Math.abs((await jobOf(sessionId))!.dueAt - (end + 30 * 60_000))).toBeLessThan(5_000);

    // A subject change leaves the job alone; replaying every event again converges on the same job.
    await run(sessionId, { type: 'EditSession', data: { changes: { subject: 'Geometry' } } });
    await syncAll();
    expect(Math.abs((await jobOf(sessionId))!.dueAt - (end + 30 * 60_000))).toBeLessThan(5_000);

    await run(sessionId, { type: 'CancelSession', data: {} });
    await syncAll();
    expect(await jobOf(sessionId)).toBeNull();
  });

  it('ends the session when the job comes due, once, from the log subscription', async () => {
    const sessionId = randomUUID();
    worker = startEndSessionProcessor(jobs, pipeline, logger);
    await schedule.start(null, 20);
    await scheduleSession(sessionId, new Date(now.getTime() - 60 * 60_000), 30);
    await eventually(async () => (await eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === 'SessionEnded'), { timeoutMs: 10_000 });
    // Delivered again (a retry, a second worker): nothing more is recorded.
    expect(await endSession(pipeline, sessionId)).toBe('nothing-to-do');
    const types = (await eventStore.readStream(sessionStreamId(sessionId))).map((event) => event.type);
    expect(types).toEqual(['SessionScheduled', 'SessionEnded']);
  });

  it('leaves a session whose end is still ahead for the job at its new time', async () => {
    const sessionId = randomUUID();
    await scheduleSession(sessionId, new Date(now.getTime() + 60 * 60_000), 30);
    expect(await endSession(pipeline, sessionId)).toBe('not-yet');
    expect(await endSession(pipeline, 'no-such-session')).toBe('nothing-to-do');
  });
});

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { Collection } from '../../backend/platform/readstore/read-store.port';
import { ProjectionDefinition } from '../../backend/projections/runner/projection';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { USERS_COLLECTION, UserDocument, usersProjection } from '../../backend/projections/users/users.projection';
import {
  BenchResult,
  check,
  collectGarbage,
  formatCount,
  indexedUserId,
  mb,
  nowMs,
  round,
  silentLogger,
  withTempDir,
} from './support';
import type { SeedReply, SeedRequest } from './rebuild-seed.worker';

/**
 * A cold start: the users projection rebuilt from a 1,000,000-event log into a fresh in-memory read
 * store, timed from runner.start() until waitUntilCaughtUp() resolves, with peak memory over the run.
 */

const USERS = 200_000;
const EVENTS_PER_USER = 5;
/** 200 users' lifecycles per append: big appends make the seed a few seconds' work, not minutes of commits. */
const EVENTS_PER_APPEND = 1_000;
const TARGET_EVENTS_PER_SECOND = 50_000;
const SAMPLE_EVERY_MS = 50;
/** The projection hook reads the clock once per this many events: often enough for 50 ms, cheap enough not to show. */
const CLOCK_CHECK_EVERY_EVENTS = 256;
/** Bounds the run if the rebuild stalls; far above the expected few seconds. */
const CATCH_UP_TIMEOUT_MS = 5 * 60 * 1000;

/** Peak RSS and heap over a phase, sampled every 50 ms by a timer and, in case the timer is starved, from inside the projection. */
class MemorySampler {
  peakRss = 0;
  peakHeapUsed = 0;
  timerSamples = 0;
  inlineSamples = 0;
  private lastSampleAt = 0;
  private timer: NodeJS.Timeout | undefined;

  start(): void {
    this.sample();
    this.timer = setInterval(() => {
      this.timerSamples++;
      this.sample();
    }, SAMPLE_EVERY_MS);
  }

  /** Called from the event path: samples when the timer has not done so for 50 ms. */
  sampleIfDue(): void {
    if (nowMs() - this.lastSampleAt < SAMPLE_EVERY_MS) return;
    this.inlineSamples++;
    this.sample();
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  private sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    this.peakRss = Math.max(this.peakRss, rss);
    this.peakHeapUsed = Math.max(this.peakHeapUsed, heapUsed);
    this.lastSampleAt = nowMs();
  }
}

export async function runProjectionRebuildBench(): Promise<BenchResult> {
  return withTempDir('rebuild', async (dir) => {
    const filename = join(dir, 'events.sqlite');
    const seeded = await seedOnWorker({ filename, users: USERS, usersPerAppend: EVENTS_PER_APPEND / EVENTS_PER_USER });
    const eventStore = new SqliteEventStore(filename);
    try {
      return await rebuild(eventStore, seeded);
    } finally {
      await eventStore.close();
    }
  });
}

function seedOnWorker(request: SeedRequest): Promise<SeedReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'rebuild-seed.worker.js'), { workerData: request });
    worker.once('message', (reply: SeedReply) => resolve(reply));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`seed worker exited with code ${code} before replying`)));
  });
}

async function rebuild(eventStore: SqliteEventStore, seeded: SeedReply): Promise<BenchResult> {
  const totalEvents = seeded.events;
  const sampler = new MemorySampler();
  // usersProjection unchanged but for a clock check every 256 events, so memory is sampled even if timers cannot run.
  let seen = 0;
  const sampledUsersProjection: ProjectionDefinition = {
    ...usersProjection,
    apply(event, store) {
      if (++seen % CLOCK_CHECK_EVERY_EVENTS === 0) sampler.sampleIfDue();
      return usersProjection.apply(event, store);
    },
  };
  const runner = new ProjectionRunner(eventStore, new InMemoryReadStore(), [sampledUsersProjection], silentLogger, { checkpointEveryMs: 100 });

  collectGarbage();
  const baseline = process.memoryUsage();
  sampler.start();
  const started = nowMs();
  let caughtUp: boolean;
  try {
    await runner.start();
    caughtUp = await runner.waitUntilCaughtUp(CATCH_UP_TIMEOUT_MS);
  } finally {
    sampler.stop();
  }
  const elapsedMs = nowMs() - started;
  const eventsPerSecond = totalEvents / (elapsedMs / 1000);
  const expectedTicks = Math.floor(elapsedMs / SAMPLE_EVERY_MS);
  const users = runner.readModels.collection<UserDocument>(USERS_COLLECTION);
  const documents = await users.count();
  const spotChecked = await spotCheck(users);
  await runner.stop();

  // `seen` counts deliveries to the projection: more than the log holds means the subscription redelivered events.
  const redelivered = seen - totalEvents;
  const lines = [
    `log: ${formatCount(totalEvents)} events (${formatCount(USERS)} users x ${EVENTS_PER_USER}), seeded through the adapter on a worker thread in ` +
      `${(seeded.elapsedMs / 1000).toFixed(1)} s (${formatCount(seeded.appends)} appends of ${EVENTS_PER_APPEND}, ${formatCount(totalEvents / (seeded.elapsedMs / 1000))} events/s)`,
    `rebuild start() -> waitUntilCaughtUp(): ${(elapsedMs / 1000).toFixed(2)} s, ${formatCount(eventsPerSecond)} events/s, caught up: ${caughtUp}`,
    `  events delivered to the projection: ${formatCount(seen)} (${formatCount(redelivered)} more than in the log)`,
    `memory: baseline after gc RSS ${mb(baseline.rss)} MB, heap ${mb(baseline.heapUsed)} MB`,
    `  peak RSS  ${mb(sampler.peakRss)} MB (+${mb(sampler.peakRss - baseline.rss)} MB over baseline)`,
    `  peak heap ${mb(sampler.peakHeapUsed)} MB (+${mb(sampler.peakHeapUsed - baseline.heapUsed)} MB over baseline)`,
    `  samples: ${sampler.timerSamples} by the 50 ms timer (~${expectedTicks} expected), ${sampler.inlineSamples} from the event path` +
      (sampler.timerSamples < expectedTicks / 2 ? ' -- timers starved: the catch-up did not yield to the event loop' : ''),
    `correctness: ${formatCount(documents)} documents in users for ${formatCount(USERS)} users; spot check of final state: ${spotChecked ? 'ok' : 'MISMATCH'}`,
  ];
  const targets = [
    check('projection rebuild throughput', `>= ${formatCount(TARGET_EVENTS_PER_SECOND)} events/s`, `${formatCount(eventsPerSecond)} events/s`, caughtUp && eventsPerSecond >= TARGET_EVENTS_PER_SECOND),
    check('users documents == users', `${formatCount(USERS)}`, formatCount(documents), documents === USERS && spotChecked),
  ];
  return {
    name: 'projection-rebuild',
    lines,
    metrics: {
      rebuild_events: totalEvents,
      rebuild_events_per_s: round(eventsPerSecond),
      rebuild_seconds: round(elapsedMs / 1000, 2),
      rebuild_seed_events_per_s: round(totalEvents / (seeded.elapsedMs / 1000)),
      rebuild_peak_rss_mb: mb(sampler.peakRss),
      rebuild_peak_heap_mb: mb(sampler.peakHeapUsed),
      rebuild_baseline_rss_mb: mb(baseline.rss),
      rebuild_baseline_heap_mb: mb(baseline.heapUsed),
      rebuild_timer_samples: sampler.timerSamples,
      rebuild_redelivered_events: redelivered,
      rebuild_user_documents: documents,
    },
    targets,
  };
}

/** First, middle and last user must show all five events applied: verified, language back to 'en', one password change. */
async function spotCheck(users: Collection<UserDocument>): Promise<boolean> {
  for (const index of [0, Math.floor(USERS / 2), USERS - 1]) {
    const doc = await users.findOne({ _id: indexedUserId(index) });
    const ok = doc !== null && doc.email.verified && doc.profile.languagePreference === 'en' && doc.passwordVersion === 1;
    if (!ok) return false;
  }
  return true;
}

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { Collection } from '../../backend/src/infrastructure/readstore/read-store.port';
import { ProjectionDefinition } from '../../backend/projections/runner/projection';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { USERS_COLLECTION, UserDocument, usersProjection } from '../../backend/projections/users/users.projection';
import {
  BenchResult,
  check,
  collectGarbage,
  formatCount,
  mb,
  nowMs,
  round,
  silentLogger,
  userLifecycle,
  userStreamId,
  withTempDir,
} from './support';

/**
 * A cold start: the users projection rebuilt from a 1,000,000-event log into a fresh in-memory read
 * store, timed from runner.start() until waitUntilCaughtUp() resolves, with peak memory over the run.
 */

const USERS = 200_000;
const EVENTS_PER_USER = 5;
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
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    try {
      const userIds = Array.from({ length: USERS }, () => randomUUID());
      const seedMs = await seed(eventStore, userIds);
      const totalEvents = await eventStore.headPosition();
      return await rebuild(eventStore, userIds, totalEvents, seedMs);
    } finally {
      await eventStore.close();
    }
  });
}

/**
 * The port appends to one stream at a time, so each user's five events go in one append (200,000
 * appends). Events are generated in chunks of 1,000 so the whole log never sits in memory.
 */
async function seed(eventStore: SqliteEventStore, userIds: readonly string[]): Promise<number> {
  const started = nowMs();
  const usersPerChunk = 1_000 / EVENTS_PER_USER;
  for (let from = 0; from < userIds.length; from += usersPerChunk) {
    const chunk = userIds.slice(from, from + usersPerChunk).map((userId) => ({ userId, events: userLifecycle(userId) }));
    for (const { userId, events } of chunk) await eventStore.append(userStreamId(userId), events, { expectedRevision: 'no_stream' });
  }
  return nowMs() - started;
}

async function rebuild(eventStore: SqliteEventStore, userIds: readonly string[], totalEvents: number, seedMs: number): Promise<BenchResult> {
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
  const users = runner.readModels.collection<UserDocument>(USERS_COLLECTION);
  const documents = await users.count();
  const spotChecked = await spotCheck(users, userIds);
  await runner.stop();

  // The runner reads `event.position`, and `seen` counts deliveries: more deliveries than events means redelivery.
  const redelivered = seen - totalEvents;
  const lines = [
    `log: ${formatCount(totalEvents)} events (${formatCount(userIds.length)} users x ${EVENTS_PER_USER}), seeded through the adapter in ${(seedMs / 1000).toFixed(1)} s (${formatCount(totalEvents / (seedMs / 1000))} events/s, one 5-event append per user)`,
    `rebuild start() -> waitUntilCaughtUp(): ${(elapsedMs / 1000).toFixed(2)} s, ${formatCount(eventsPerSecond)} events/s, caught up: ${caughtUp}`,
    `  events delivered to the projection: ${formatCount(seen)} (${formatCount(redelivered)} more than in the log)`,
    `memory: baseline after gc RSS ${mb(baseline.rss)} MB, heap ${mb(baseline.heapUsed)} MB`,
    `  peak RSS  ${mb(sampler.peakRss)} MB (+${mb(sampler.peakRss - baseline.rss)} MB over baseline)`,
    `  peak heap ${mb(sampler.peakHeapUsed)} MB (+${mb(sampler.peakHeapUsed - baseline.heapUsed)} MB over baseline)`,
    `  samples: ${sampler.timerSamples} by the 50 ms timer (~${Math.floor(elapsedMs / SAMPLE_EVERY_MS)} expected), ${sampler.inlineSamples} from the event path`,
    `correctness: ${formatCount(documents)} documents in users for ${formatCount(userIds.length)} users; spot check of final state: ${spotChecked ? 'ok' : 'MISMATCH'}`,
  ];
  const targets = [
    check('projection rebuild throughput', `>= ${formatCount(TARGET_EVENTS_PER_SECOND)} events/s`, `${formatCount(eventsPerSecond)} events/s`, caughtUp && eventsPerSecond >= TARGET_EVENTS_PER_SECOND),
    check('users documents == users', `${formatCount(userIds.length)}`, formatCount(documents), documents === userIds.length && spotChecked),
  ];
  return {
    name: 'projection-rebuild',
    lines,
    metrics: {
      rebuild_events: totalEvents,
      rebuild_events_per_s: round(eventsPerSecond),
      rebuild_seconds: round(elapsedMs / 1000, 2),
      rebuild_seed_events_per_s: round(totalEvents / (seedMs / 1000)),
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
async function spotCheck(users: Collection<UserDocument>, userIds: readonly string[]): Promise<boolean> {
  for (const userId of [userIds[0], userIds[Math.floor(userIds.length / 2)], userIds[userIds.length - 1]]) {
    const doc = await users.findOne({ _id: userId });
    const ok = doc !== null && doc.email.verified && doc.profile.languagePreference === 'en' && doc.passwordVersion === 1;
    if (!ok) return false;
  }
  return true;
}

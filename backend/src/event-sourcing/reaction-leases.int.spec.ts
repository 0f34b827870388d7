import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import pino from 'pino';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { eventually } from '../../test-support/eventually';
import { SqliteEventStore } from '../infrastructure/eventstore/sqlite-event-store';
import { isRedisReachable } from '../infrastructure/queue/bullmq-job-queue';
import { RedisLeases } from '../infrastructure/leases/redis-leases';
import { SqliteReactionCheckpoints } from '../infrastructure/reactions/sqlite-reaction-checkpoints';
import { LogReaction } from './log-reaction';
import { deleteKeysMatching } from '../../test-support/redis-keys';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

/**
 * Two worker processes on one data directory (the SQLite log and the reaction checkpoints beside
 * it) and one Redis, each with its own connections, as two `worker` processes of a deployment run:
 * a reaction's work is done once, by the holder of its lease, and the other takes over from the
 * checkpoint within 10 s when the holder dies (its Redis connection cut: it can renew nothing).
 */
describe('a log reaction run by two processes with a lease in Redis', () => {
  let dataDir: string;
  let prefix: string;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    if (!(await isRedisReachable(redisUrl))) throw new Error(`this test needs Redis at ${redisUrl}`);
  });

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'reaction-leases-'));
    prefix = `test-leases-${randomUUID().slice(0, 8)}`;
  });

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    const redis = new Redis(redisUrl);
    await deleteKeysMatching(redis, `${prefix}:*`);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One process: its own event store, checkpoints and Redis connection on the shared data; the events its reaction handled. */
  async function workerProcess(name: string) {
    const eventStore = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const checkpoints = new SqliteReactionCheckpoints(join(dataDir, 'reaction-checkpoints.sqlite'));
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const handled: RecordedEvent[] = [];
    const reaction = new LogReaction(
      'greetings',
      eventStore,
      new Set(['Greeted']),
      async (event) => {
        handled.push(event);
      },
      logger,
      { load: (reactionName) => checkpoints.load(reactionName), save: (reactionName, position) => checkpoints.save(reactionName, position), leases: new RedisLeases(redis, prefix) },
      50,
      { fromBeginning: true },
    );
    await reaction.start();
    closers.push(async () => {
      await reaction.stop();
      if (redis.status === 'ready') await redis.quit();
      checkpoints.close();
      await eventStore.close();
    });
    return { name, reaction, handled, redis, checkpoints };
  }

  async function greet(count: number): Promise<number> {
    const eventStore = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      const events = Array.from({ length: count }, () => ({
        id: randomUUID(),
        type: 'Greeted',
        data: {},
        metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2026-01-01T10:00:00.000Z' },
      }));
      return (await eventStore.append(`greeting-${randomUUID()}`, events, { expectedRevision: 'no_stream' })).position;
    } finally {
      await eventStore.close();
    }
  }

  it('does each event once, in the process holding the lease; the other takes over from the checkpoint within 10 s of the holder dying', async () => {
    await greet(3);
    const first = await workerProcess('first');
    const second = await workerProcess('second');
    expect(first.reaction.isLeading).toBe(true);
    expect(second.reaction.isLeading).toBe(false);

    const before = await greet(4);
    await eventually(async () => first.handled.length === 7 && ((await first.checkpoints.load('greetings')) ?? 0) >= before);
    expect(second.handled).toEqual([]);
    // Read-your-writes through the standing-by process follows the holder's checkpoint.
    expect(await second.reaction.waitForPosition(before, 1000)).toBe(true);

    const died = Date.now();
    first.redis.disconnect();
    await eventually(() => second.reaction.isLeading, { timeoutMs: 10_000, intervalMs: 50 });
    expect(Date.now() - died).toBeLessThanOrEqual(10_000);
    expect(first.reaction.isLeading).toBe(false);

    const after = await greet(2);
    await eventually(() => second.handled.length === 2, { timeoutMs: 5000 });
    expect(await second.reaction.waitForPosition(after, 1000)).toBe(true);
    // Resumed from the checkpoint: the first seven are not done again, and nothing is done twice.
    const all = [...first.handled, ...second.handled].map((event) => event.position);
    expect(new Set(all).size).toBe(9);
    expect(second.handled.every((event) => event.position > before)).toBe(true);
  }, 30_000);

  it('hands the reaction on at once when its holder stops', async () => {
    const first = await workerProcess('first');
    const second = await workerProcess('second');
    await first.reaction.stop();
    await eventually(() => second.reaction.isLeading, { timeoutMs: 3000, intervalMs: 20 });
    await greet(1);
    await eventually(() => second.handled.length === 1);
    expect(first.handled).toEqual([]);
  });
});

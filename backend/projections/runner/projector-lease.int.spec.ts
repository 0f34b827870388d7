import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import pino from 'pino';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { Collection, Document, ReadStore } from '../../platform/readstore/read-store.port';
import { SqliteEventStore } from '../../src/infrastructure/eventstore/sqlite-event-store';
import { RedisLeases } from '../../src/infrastructure/leases/redis-leases';
import { isRedisReachable } from '../../src/infrastructure/queue/bullmq-job-queue';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { eventually } from '../../test-support/eventually';
import { evolveDocument, physicalCollectionName, ProjectedDocument, ProjectionDefinition } from './projection';
import { CHECKPOINTS_COLLECTION, ProjectionRunner } from './projection-runner';
import { deleteKeysMatching } from '../../test-support/redis-keys';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

interface GreetingDocument extends ProjectedDocument {
  greetings: number;
}

/** A projection counting greetings per stream; each process's copy records the events it applied. */
function greetingsProjection(applied: RecordedEvent[]): ProjectionDefinition {
  return {
    name: 'greetings',
    version: 1,
    handles: ['Greeted'],
    collections: ['greetings'],
    async apply(event, store) {
      applied.push(event);
      await evolveDocument(store.collection<GreetingDocument>('greetings'), event.streamId, event, (current) => ({
        _id: event.streamId,
        _position: event.position,
        greetings: (current?.greetings ?? 0) + 1,
      }));
    },
  };
}

const WRITES = ['insertOne', 'updateOne', 'updateMany', 'replaceOne', 'deleteOne', 'deleteMany', 'createIndex'] as const;

/** One process's handle on the shared read store: every write it makes is recorded. */
function recordingReadStore(shared: ReadStore, writes: string[]): ReadStore {
  return {
    collection<T extends Document>(name: string): Collection<T> {
      const inner = shared.collection<T>(name);
      const recorded = Object.fromEntries(
        WRITES.map((method) => [
          method,
          (...args: unknown[]) => {
            writes.push(`${method} ${name}`);
            return (inner[method] as (...args: unknown[]) => unknown)(...args);
          },
        ]),
      );
      return {
        name: inner.name,
        findOne: (filter, options) => inner.findOne(filter, options),
        find: (filter, options) => inner.find(filter, options),
        count: (filter) => inner.count(filter),
        ...recorded,
      } as Collection<T>;
    },
    dropCollection: async (name) => {
      writes.push(`dropCollection ${name}`);
      await shared.dropCollection(name);
    },
    listCollections: () => shared.listCollections(),
    close: async () => undefined,
  };
}

/**
 * Two processes of the projector role over one read store that both see (MongoDB in production; here
 * one InMemoryReadStore shared in-process, since no MongoDB runs on this machine) and one SQLite log,
 * each with its own log connection and its own Redis connection and lease holder, as two `projector`
 * processes of a deployment run: one projects, the other stands by following its checkpoints, and
 * takes over from them within 10 s when the holder dies.
 */
describe('projections run by two processes over a shared read store, with a lease in Redis', () => {
  let dataDir: string;
  let prefix: string;
  let sharedStore: InMemoryReadStore;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    if (!(await isRedisReachable(redisUrl))) throw new Error(`this test needs Redis at ${redisUrl}`);
  });

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'projector-lease-'));
    prefix = `test-projector-lease-${randomUUID().slice(0, 8)}`;
    sharedStore = new InMemoryReadStore();
  });

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    const redis = new Redis(redisUrl);
    await deleteKeysMatching(redis, `${prefix}:*`);
    await redis.quit();
    await sharedStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function projectorProcess(name: string) {
    const eventStore = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const applied: RecordedEvent[] = [];
    const writes: string[] = [];
    const runner = new ProjectionRunner(eventStore, recordingReadStore(sharedStore, writes), [greetingsProjection(applied)], logger, {
      checkpointEveryMs: 20,
      lease: new RedisLeases(redis, prefix).lease('projector'),
    });
    await runner.start();
    closers.push(async () => {
      await runner.stop();
      if (redis.status === 'ready') await redis.quit();
      await eventStore.close();
    });
    return { name, runner, applied, writes, redis };
  }

  async function greet(count: number, streamId = `greeting-${randomUUID()}`): Promise<number> {
    const eventStore = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      const events = Array.from({ length: count }, () => ({
        id: randomUUID(),
        type: 'Greeted',
        data: {},
        metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2026-01-01T10:00:00.000Z' },
      }));
      return (await eventStore.append(streamId, events, { expectedRevision: 'any' })).position;
    } finally {
      await eventStore.close();
    }
  }

  const greetings = (streamId: string) => sharedStore.collection<GreetingDocument>(physicalCollectionName(greetingsProjection([]), 1, 'greetings')).findOne({ _id: streamId });
  const checkpoint = async () => (await sharedStore.collection<{ _id: string; position: number }>(CHECKPOINTS_COLLECTION).findOne({ _id: 'greetings@v1' }))?.position ?? 0;

  it('projects in the lease holder only; the stand-by writes nothing, serves read-your-writes from the checkpoints, and takes over from them within 10 s of the holder dying', async () => {
    const stream = `greeting-${randomUUID()}`;
    await greet(3, stream);
    const first = await projectorProcess('first');
    const second = await projectorProcess('second');
    expect(first.runner.isProjecting).toBe(true);
    expect(second.runner.isProjecting).toBe(false);

    const before = await greet(4, stream);
    // Read-your-writes through the standing-by process: it follows the holder's checkpoints.
    expect(await second.runner.waitForPosition(before, ['greetings'], 2000)).toBe(true);
    expect((await greetings(stream))?.greetings).toBe(7);
    await eventually(async () => (await checkpoint()) >= before);
    expect(first.applied).toHaveLength(7);
    expect(second.applied).toEqual([]);
    expect(second.writes).toEqual([]);
    expect(second.runner.isReady()).toBe(true);

    // The holder dies as far as Redis can tell: it renews nothing from now on.
    const died = Date.now();
    first.redis.disconnect();
    // Its next renewal fails: it stops projecting and writing by itself, before the lease expires.
    await eventually(() => !first.runner.isProjecting, { timeoutMs: 5000, intervalMs: 50 });
    const firstWrites = first.writes.length;
    const resumedFrom = await checkpoint();
    expect(second.runner.isProjecting).toBe(false);

    const during = await greet(2, stream);
    await eventually(() => second.runner.isProjecting, { timeoutMs: 10_000, intervalMs: 50 });
    expect(Date.now() - died).toBeLessThanOrEqual(10_000);
    expect(await second.runner.waitForPosition(during, ['greetings'], 2000)).toBe(true);

    const after = await greet(1, stream);
    expect(await second.runner.waitForPosition(after, ['greetings'], 2000)).toBe(true);
    expect((await greetings(stream))?.greetings).toBe(10);
    // Resumed from the stored checkpoint: nothing before it applied again; the first wrote nothing more.
    expect(second.applied.map((event) => event.position)).toEqual(await greetEventsAfter(resumedFrom));
    expect(first.writes.length).toBe(firstWrites);
    expect(first.applied).toHaveLength(7);
    // And the first, now standing by, follows the new holder for read-your-writes.
    expect(await first.runner.waitForPosition(after, ['greetings'], 2000)).toBe(true);
  }, 30_000);

  it('hands the projections on at once when the holder stops, from the checkpoint it saved on stopping', async () => {
    const stream = `greeting-${randomUUID()}`;
    const first = await projectorProcess('first');
    const second = await projectorProcess('second');
    const before = await greet(5, stream);
    expect(await first.runner.waitForPosition(before, ['greetings'], 2000)).toBe(true);
    await first.runner.stop();
    await eventually(() => second.runner.isProjecting, { timeoutMs: 3000, intervalMs: 20 });

    const after = await greet(2, stream);
    expect(await second.runner.waitForPosition(after, ['greetings'], 2000)).toBe(true);
    expect((await greetings(stream))?.greetings).toBe(7);
    expect(first.applied).toHaveLength(5);
    expect(second.applied.map((event) => event.position)).toEqual(await greetEventsAfter(before));
  });

  async function greetEventsAfter(position: number): Promise<number[]> {
    const eventStore = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      return (await eventStore.readAll({ fromPosition: position })).filter((event) => event.type === 'Greeted').map((event) => event.position);
    } finally {
      await eventStore.close();
    }
  }
});

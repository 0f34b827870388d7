import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { NewEvent } from '../../platform/eventstore/event-store.port';
import { Collection, Document, DuplicateKeyError, ReadStore } from '../../platform/readstore/read-store.port';
import { SqliteEventStore } from '../../src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { evolveDocument, physicalCollectionName, ProjectedDocument, ProjectionDefinition, ProjectionStore } from './projection';
import { ProjectionRunner } from './projection-runner';
import { WriteBehindStore } from './write-behind-store';

const logger = pino({ level: 'silent' });

interface Counter extends ProjectedDocument {
  count: number;
  parity: 'odd' | 'even';
}

/** The read store with every replaceOne it receives counted per document id. */
function countingReadStore(): { readStore: InMemoryReadStore; writesOf: (id: string) => number } {
  const readStore = new InMemoryReadStore();
  const writes = new Map<string, number>();
  const counted = new WeakSet<object>();
  const collection = readStore.collection.bind(readStore);
  readStore.collection = <T extends Document>(name: string): Collection<T> => {
    const inner = collection<T>(name);
    // The store hands out one instance per name: counted once.
    if (counted.has(inner)) return inner;
    counted.add(inner);
    const replaceOne = inner.replaceOne.bind(inner);
    inner.replaceOne = (filter, doc, options) => {
      writes.set(String(filter._id), (writes.get(String(filter._id)) ?? 0) + 1);
      return replaceOne(filter, doc, options);
    };
    return inner;
  };
  return { readStore, writesOf: (id) => writes.get(id) ?? 0 };
}

function storeOn(readStore: ReadStore): ProjectionStore {
  return { collection: (logical) => readStore.collection(logical) };
}

describe('WriteBehindStore', () => {
  it("keeps by-id replacements until flushed, answers by-id reads from them, and writes each document once, in the order first written", async () => {
    const { readStore, writesOf } = countingReadStore();
    const store = new WriteBehindStore(storeOn(readStore), logger);
    const counters = store.collection<Counter>('counters');
    for (let count = 1; count <= 5; count++) {
      for (const id of ['b', 'a']) await counters.replaceOne({ _id: id }, { _id: id, _position: count, count, parity: count % 2 ? 'odd' : 'even' }, { upsert: true, handOver: true });
    }

    expect(await readStore.collection('counters').count()).toBe(0);
    expect(await counters.findOne({ _id: 'a' }, { readOnly: true })).toMatchObject({ count: 5 });
    expect(store.pending).toBe(true);

    await store.flush();
    expect(store.pending).toBe(false);
    expect(writesOf('a')).toBe(1);
    expect(writesOf('b')).toBe(1);
    expect((await readStore.collection('counters').find({})).map((doc) => doc._id)).toEqual(['b', 'a']);
  });

  it('lets other work run between slices of a large flush, and documents written meanwhile wait for the next one', async () => {
    const { readStore } = countingReadStore();
    const store = new WriteBehindStore(storeOn(readStore), logger);
    const counters = store.collection<Counter>('counters');
    const ids = Array.from({ length: 2500 }, (_, index) => `c${index}`);
    for (const id of ids) await counters.replaceOne({ _id: id }, { _id: id, _position: 1, count: 1, parity: 'odd' }, { upsert: true, handOver: true });

    let storedWhenOtherWorkRan = -1;
    const otherWork = new Promise<void>((resolve) =>
      setImmediate(() => {
        void readStore
          .collection('counters')
          .count()
          .then((stored) => {
            storedWhenOtherWorkRan = stored;
            return counters.replaceOne({ _id: 'c0' }, { _id: 'c0', _position: 2, count: 2, parity: 'even' }, { upsert: true, handOver: true });
          })
          .then(() => resolve());
      }),
    );
    await store.flush();
    await otherWork;
    // It ran while the flush was under way: some documents stored, not all.
    expect(storedWhenOtherWorkRan).toBeGreaterThan(0);
    expect(storedWhenOtherWorkRan).toBeLessThan(ids.length);
    expect(await readStore.collection('counters').count()).toBe(ids.length);
    expect(await counters.findOne({ _id: 'c0' }, { readOnly: true })).toMatchObject({ count: 2 });
    expect(store.pending).toBe(true);
    await store.flush();
    expect(await readStore.collection<Counter>('counters').findOne({ _id: 'c0' })).toMatchObject({ count: 2 });
  });

  it('writes what it keeps before any other kind of read or write, so those see every write made before them', async () => {
    const { readStore } = countingReadStore();
    const counters = new WriteBehindStore(storeOn(readStore), logger).collection<Counter>('counters');
    await counters.replaceOne({ _id: 'a' }, { _id: 'a', _position: 1, count: 1, parity: 'odd' }, { upsert: true, handOver: true });
    expect(await counters.find({ parity: 'odd' })).toEqual([{ _id: 'a', _position: 1, count: 1, parity: 'odd' }]);

    await counters.replaceOne({ _id: 'a' }, { _id: 'a', _position: 2, count: 2, parity: 'even' }, { upsert: true, handOver: true });
    expect(await counters.count({ parity: 'even' })).toBe(1);

    await counters.replaceOne({ _id: 'b' }, { _id: 'b', _position: 3, count: 1, parity: 'odd' }, { upsert: true, handOver: true });
    // A copy (not readOnly) comes from the store, with the kept write in it.
    expect(await counters.findOne({ _id: 'b' })).toMatchObject({ count: 1 });
    expect(await readStore.collection('counters').count()).toBe(2);
  });

  it('never keeps the writes of a collection with a unique index: a duplicate fails the write that makes it', async () => {
    const { readStore } = countingReadStore();
    const users = new WriteBehindStore(storeOn(readStore), logger).collection('users');
    await users.createIndex({ keys: { email: 1 }, unique: true, name: 'by_email' });
    await users.replaceOne({ _id: 'u1' }, { _id: 'u1', email: 'ada@example.com' }, { upsert: true, handOver: true });
    await expect(users.replaceOne({ _id: 'u2' }, { _id: 'u2', email: 'ada@example.com' }, { upsert: true, handOver: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await readStore.collection('users').count()).toBe(1);
  });

  it('keeps what a failing store did not take, for the next flush', async () => {
    const readStore = new InMemoryReadStore();
    const inner = readStore.collection('counters');
    const store = new WriteBehindStore({ collection: <T extends Document>() => inner as unknown as Collection<T> }, logger);
    const counters = store.collection<Counter>('counters');
    for (const id of ['a', 'b']) await counters.replaceOne({ _id: id }, { _id: id, _position: 1, count: 1, parity: 'odd' }, { upsert: true, handOver: true });
    const replaceOne = inner.replaceOne.bind(inner);
    inner.replaceOne = async (filter, doc, options) => {
      if (filter._id === 'b') throw new Error('read store unreachable');
      return replaceOne(filter, doc, options);
    };
    await expect(store.flush()).rejects.toThrow('read store unreachable');
    expect(await counters.findOne({ _id: 'b' }, { readOnly: true })).toMatchObject({ count: 1 });

    inner.replaceOne = replaceOne;
    await store.flush();
    expect((await inner.find({})).map((doc) => doc._id)).toEqual(['a', 'b']);
  });
});

describe('a projection built from the log through the write-behind store', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  let runner: ProjectionRunner | null;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'write-behind-'));
    eventStore = new SqliteEventStore(join(directory, 'events.db'));
    runner = null;
  });

  afterEach(async () => {
    await runner?.stop();
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const countersProjection: ProjectionDefinition = {
    name: 'counters',
    version: 1,
    handles: ['Counted'],
    collections: ['counters'],
    async setup(store) {
      await store.collection('counters').createIndex({ keys: { parity: 1 }, name: 'by_parity' });
    },
    async apply(event, store) {
      await evolveDocument(
        store.collection<Counter>('counters'),
        event.streamId,
        event,
        (current): Counter => ({ _id: event.streamId, _position: event.position, count: (current?.count ?? 0) + 1, parity: (current?.count ?? 0) % 2 ? 'even' : 'odd' }),
        { evolveKeepsCurrent: true },
      );
    },
  };
  const physical = physicalCollectionName(countersProjection, 1, 'counters');

  function counted(): NewEvent {
    return { id: randomUUID(), type: 'Counted', data: {}, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2026-11-28T10:00:00.000Z' } };
  }

  it('writes a document counted many times in a row far fewer times than once per event, with the same result', async () => {
    for (const stream of ['counter-a', 'counter-b']) await eventStore.append(stream, Array.from({ length: 200 }, counted), { expectedRevision: 'any' });
    const { readStore, writesOf } = countingReadStore();
    runner = new ProjectionRunner(eventStore, readStore, [countersProjection], logger);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);

    expect(await readStore.collection(physical).find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'counter-a', _position: 200, count: 200, parity: 'even' },
      { _id: 'counter-b', _position: 400, count: 200, parity: 'even' },
    ]);
    expect(writesOf('counter-a')).toBeLessThan(20);
  });

  it('has a document in the read store once a read-your-writes wait for its event returns, while the build is still going', async () => {
    await eventStore.append('counter-a', Array.from({ length: 50 }, counted), { expectedRevision: 'any' });
    const { readStore } = countingReadStore();
    runner = new ProjectionRunner(eventStore, readStore, [countersProjection], logger);
    const waited = runner.waitForPosition(10, ['counters'], 10_000).then(async (reached) => ({ reached, stored: await readStore.collection(physical).findOne({ _id: 'counter-a' }) }));
    await runner.start();
    const { reached, stored } = await waited;
    expect(reached).toBe(true);
    expect(stored?.count).toBeGreaterThanOrEqual(10);
  });

  it('goes on writing each event at once after the build: the live read model is never behind its position', async () => {
    const { readStore, writesOf } = countingReadStore();
    runner = new ProjectionRunner(eventStore, readStore, [countersProjection], logger);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    for (let n = 1; n <= 3; n++) {
      const { position } = await eventStore.append('counter-live', [counted()], { expectedRevision: 'any' });
      expect(await runner.waitForPosition(position, ['counters'], 5000)).toBe(true);
      expect(await readStore.collection(physical).findOne({ _id: 'counter-live' })).toMatchObject({ count: n });
    }
    expect(writesOf('counter-live')).toBe(3);
  });
});

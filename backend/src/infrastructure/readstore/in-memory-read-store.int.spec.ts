import { serialize } from 'node:v8';
import type { Document, IndexSpec } from '../../../platform/readstore/read-store.port';
import { EncodedDocuments } from './encoded-documents';
import { InMemoryReadStore } from './in-memory-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('InMemoryReadStore', async () => {
  const store = new InMemoryReadStore();
  return { store, cleanup: () => store.close() };
});

describe('InMemoryReadStore readOnly answers', () => {
  it('are the frozen stored values: a caller breaking its promise fails loudly and the store keeps its documents', async () => {
    const collection = new InMemoryReadStore().collection('people');
    await collection.insertOne({ _id: 'ada', name: 'Ada', tags: ['math'], address: { city: 'London' } });
    const [ada] = await collection.find({ _id: 'ada' }, { readOnly: true });
    expect(() => (ada.tags as string[]).push('changed')).toThrow(TypeError);
    expect(() => {
      (ada.address as { city: string }).city = 'changed';
    }).toThrow(TypeError);
    const [copy] = await collection.find({ _id: 'ada' });
    (copy.tags as string[]).push('mine');
    expect(await collection.findOne({ _id: 'ada' })).toEqual({ _id: 'ada', name: 'Ada', tags: ['math'], address: { city: 'London' } });
  });
});

describe('InMemoryReadStore projections', () => {
  it('pick only the fields a document has, even those named like what every object inherits', async () => {
    const collection = new InMemoryReadStore().collection('people');
    await collection.insertOne({ _id: 'ada', name: 'Ada', constructor: 'Babbage' });
    await collection.insertOne({ _id: 'alan', name: 'Alan' });
    // Built from names: TypeScript types a literal's `constructor` and `toString` as Object's own.
    const projection = Object.fromEntries(['name', 'constructor', 'toString'].map((field) => [field, 1 as const]));
    const expected: Array<Record<string, string>> = [
      { _id: 'ada', name: 'Ada', constructor: 'Babbage' },
      { _id: 'alan', name: 'Alan' },
    ];
    for (const readOnly of [false, true]) {
      const found = await collection.find({}, { projection, readOnly });
      expect(found.map((doc) => ({ ...doc }))).toEqual(expected);
      expect(found.map((doc) => Object.keys(doc))).toEqual([['_id', 'name', 'constructor'], ['_id', 'name']]);
    }
  });
});

describe('InMemoryReadStore index keeping fields beside its keys (include)', () => {
  it('refuses the same index again with other fields kept, and accepts it with the same', async () => {
    const collection = new InMemoryReadStore().collection('tutors');
    const spec = { keys: { keys: 1 as const, rank: -1 as const }, name: 'by_key_rank', include: ['place'] };
    await collection.createIndex(spec);
    await expect(collection.createIndex(spec)).resolves.toBeUndefined();
    await expect(collection.createIndex({ ...spec, include: ['mode'] })).rejects.toThrow('conflicts');
    await expect(collection.createIndex({ ...spec, include: undefined })).rejects.toThrow('conflicts');
  });

  it('keeps only top-level fields other than _id', async () => {
    const collection = new InMemoryReadStore().collection('tutors');
    await expect(collection.createIndex({ keys: { keys: 1 }, include: ['place.lat'] })).rejects.toThrow('top-level');
    await expect(collection.createIndex({ keys: { keys: 1 }, include: ['_id'] })).rejects.toThrow('top-level');
  });
});

describe('InMemoryReadStore ordering index buckets between other work (completeLoadsInSteps)', () => {
  it('walks buckets a build left unordered in index order once they are ordered in steps (a bucket larger than a step on its first read), and after writes', async () => {
    const store = new InMemoryReadStore();
    const collection = store.collection<{ _id: string; keys: string[]; rank: number }>('ranked');
    await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 } });
    // Enough writes without a read that the buckets stop keeping order (as in a build).
    const docs = Array.from({ length: 3000 }, (_, n) => ({ _id: `d${n}`, keys: ['all', `k${n % 7}`], rank: (n * 7919) % 1000 }));
    for (const doc of docs) await collection.insertOne(doc);
    const expected = (key: string) =>
      docs
        .filter((doc) => doc.keys.includes(key))
        .sort((a, b) => b.rank - a.rank || (a._id < b._id ? -1 : 1))
        .slice(0, 25)
        .map((doc) => doc._id);

    // Steps of 500 entries: one bucket of 428 or 429 documents a step, the one of 3,000 ('all') left to its first read.
    store.completeLoadsInSteps(500);
    // A read in between finds some buckets ordered, others not yet.
    await new Promise((resolve) => setImmediate(resolve));
    const page = { sort: { rank: -1 as const, _id: 1 as const }, limit: 25 };
    expect((await collection.find({ keys: 'k3' }, page)).map((doc) => doc._id)).toEqual(expected('k3'));
    for (let step = 0; step < 200; step++) await new Promise((resolve) => setImmediate(resolve));
    for (const key of ['all', 'k0', 'k6']) expect((await collection.find({ keys: key }, page)).map((doc) => doc._id)).toEqual(expected(key));

    await collection.updateOne({ _id: 'd5' }, { $set: { rank: 5000 } });
    docs[5] = { ...docs[5], rank: 5000 };
    expect((await collection.find({ keys: 'all' }, page)).map((doc) => doc._id)).toEqual(expected('all'));
    expect((await collection.find({ keys: { $in: ['k5', 'k1'] } }, page)).map((doc) => doc._id)).toEqual(
      docs
        .filter((doc) => doc.keys.includes('k5') || doc.keys.includes('k1'))
        .sort((a, b) => b.rank - a.rank || (a._id < b._id ? -1 : 1))
        .slice(0, 25)
        .map((doc) => doc._id),
    );
  });
});

describe('InMemoryReadStore deferred indexes built in slices (buildDeferredIndexes)', () => {
  type Steppable = { buildDeferredIndexes(sliceMs: number): Promise<void> };
  const seeded = async (count: number) => {
    const collection = new InMemoryReadStore().collection<Document & { group: string; rank: number }>('deferred');
    await collection.createIndex({ keys: { group: 1, rank: 1, _id: 1 } });
    collection.deferIndexes?.();
    for (let i = 0; i < count; i++) await collection.insertOne({ _id: `d${String(i).padStart(4, '0')}`, group: i % 2 ? 'odd' : 'even', rank: i });
    return collection;
  };

  it('lets other work run between slices, and a write meanwhile to a document already indexed is not lost', async () => {
    const collection = await seeded(3000);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const building = (collection as unknown as Steppable).buildDeferredIndexes(0);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // The first slices have gone by: d0000 is behind the build, and moves.
    await collection.updateOne({ _id: 'd0000' }, { $set: { group: 'odd', rank: 5000 } });
    await building;
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
    expect(await collection.count({ group: 'odd' })).toBe(1501);
    expect(await collection.count({ group: 'even' })).toBe(1499);
    expect((await collection.find({ group: 'odd' }, { sort: { rank: -1, _id: -1 }, limit: 2 })).map((doc) => doc._id)).toEqual(['d0000', 'd2999']);
  });

  it('answers a read in the middle of a build as if it were done, and the build then ends at once', async () => {
    const collection = await seeded(3000);
    const building = (collection as unknown as Steppable).buildDeferredIndexes(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await collection.find({ group: 'even' }, { sort: { rank: -1, _id: 1 }, limit: 1 })).map((doc) => doc._id)).toEqual(['d2998']);
    await building;
    await collection.deleteMany({});
    await collection.insertOne({ _id: 'late', group: 'even', rank: 1 });
    expect(await collection.count({ group: 'even' })).toBe(1);
  });
});

describe('InMemoryReadStore large index buckets', () => {
  it('answers as a scan would after older documents join and leave a bucket of thousands, in any order', async () => {
    const collection = new InMemoryReadStore().collection<{ _id: string; status: string; n: number }>('sessions');
    await collection.createIndex({ keys: { status: 1 }, name: 'by_status' });
    const count = 15_000;
    for (let n = 0; n < count; n++) await collection.insertOne({ _id: `s${n}`, status: 'UPCOMING', n });
    // Every third session, oldest last, moves to COMPLETED; every seventh of those comes back; a tenth are deleted.
    const statusOf = new Map<number, string>();
    for (let n = count - 1; n >= 0; n -= 3) {
      await collection.updateOne({ _id: `s${n}` }, { $set: { status: 'COMPLETED' } });
      statusOf.set(n, 'COMPLETED');
    }
    for (let n = 0; n < count; n += 21) {
      if (statusOf.get(n) !== 'COMPLETED') continue;
      await collection.updateOne({ _id: `s${n}` }, { $set: { status: 'UPCOMING' } });
      statusOf.delete(n);
    }
    for (let n = 5; n < count; n += 10) {
      await collection.deleteOne({ _id: `s${n}` });
      statusOf.set(n, 'DELETED');
    }
    const expected = (status: string) => Array.from({ length: count }, (_, n) => n).filter((n) => (statusOf.get(n) ?? 'UPCOMING') === status);
    const found = async (status: string) => (await collection.find({ status }, { readOnly: true })).map((doc) => doc.n);
    expect(await found('COMPLETED')).toEqual(expected('COMPLETED'));
    expect(await found('UPCOMING')).toEqual(expected('UPCOMING'));
    expect(await collection.count({ status: 'COMPLETED' })).toBe(expected('COMPLETED').length);
    // A document back in the bucket it left before anything read it is found once.
    await collection.updateOne({ _id: 's3' }, { $set: { status: 'COMPLETED' } });
    await collection.updateOne({ _id: 's3' }, { $set: { status: 'UPCOMING' } });
    expect((await found('UPCOMING')).filter((n) => n === 3)).toEqual([3]);
    expect(await collection.count({ status: { $in: ['UPCOMING', 'COMPLETED'] } })).toBe(count - count / 10);
  });
});

/** Documents as a snapshot holds them, each V8-serialised on its own, loaded into `people` still encoded. */
function loadEncoded(store: InMemoryReadStore, documents: readonly Document[], bucketsLoadedAfter?: ReadonlySet<string>): void {
  const bodies = documents.map((doc) => serialize(doc));
  const offsets = new Float64Array(bodies.length);
  bodies.reduce((at, body, i) => ((offsets[i] = at), at + body.length), 0);
  const lengths = Uint32Array.from(bodies, (body) => body.length);
  store.loadEncoded('people', documents.map((doc) => doc._id), new EncodedDocuments(Buffer.concat(bodies), offsets, lengths), bucketsLoadedAfter);
}

describe('InMemoryReadStore loadEncoded (documents read back from a snapshot)', () => {
  const indexes: IndexSpec[] = [
    { keys: { tags: 1, rank: -1, _id: 1 }, name: 'by_tag_and_rank' },
    { keys: { city: 1 }, name: 'by_city', sparse: true },
    { keys: { email: 1 }, name: 'by_email', unique: true },
    { keys: { 'items.kind': 1 }, name: 'by_item_kind' },
  ];
  const documents = [
    { _id: 'a', tags: ['x', 'y', 'x'], rank: 3, city: 'Oslo', email: 'a@example.com', items: [{ kind: 'book' }, { kind: 'pen' }] },
    { _id: 'b', tags: ['y'], rank: 5, email: 'b@example.com', items: [] },
    { _id: 'c', tags: 'x', rank: [1, 2], city: 'Rome', email: 'c@example.com', items: [{ kind: 'book' }] },
    { _id: 'd', tags: [], rank: 4, city: null, email: 'd@example.com' },
    { _id: 'e', tags: ['y', 'x'], rank: 1, city: 'Oslo', email: 'e@example.com', items: [{ kind: 'pen' }, { kind: 'pen' }] },
  ];

  async function storeWith(fill: (store: InMemoryReadStore) => Promise<void>) {
    const store = new InMemoryReadStore();
    for (const index of indexes) await store.collection('people').createIndex(index);
    await fill(store);
    return store.collection('people');
  }

  it('gives the answers the same documents inserted one by one give, through every kind of index, with or without the buckets of a snapshot', async () => {
    let source = new InMemoryReadStore();
    const inserted = await storeWith(async (store) => {
      source = store;
      await store.collection('people').insertOne({ _id: 'gone', tags: ['x', 'y'], rank: 9, city: 'Oslo', email: 'gone@example.com' });
      for (const doc of documents) await store.collection('people').insertOne(doc);
      // A deleted document leaves a gap in the ordinals that a snapshot's positions do not have.
      await store.collection('people').deleteOne({ _id: 'gone' });
    });
    const loadedDocuments = await storeWith(async (store) => loadEncoded(store, documents));
    const exported = source.indexesOf('people', 2);
    expect(exported.map((index) => index.name)).toEqual(['by_tag_and_rank', 'by_city', 'by_email', 'by_item_kind']);
    // What a restore leaves for later (id maps, index entries per document) completed at the first write, or in steps before it.
    const withBuckets = ({ completedInSteps }: { completedInSteps: boolean }) =>
      storeWith(async (store) => {
        const bucketsLoaded = store.indexesToLoad('people', exported);
        expect([...bucketsLoaded]).toEqual(['by_tag_and_rank', 'by_city', 'by_email', 'by_item_kind']);
        loadEncoded(store, source.documentsOf('people'), bucketsLoaded);
        for (const index of exported) {
          let from = 0;
          for (const entries of index.entries) {
            store.loadIndexEntries('people', index.name, structuredClone(entries), from);
            from += entries.tails.length;
          }
          for (const batch of index.batches) store.loadIndexBuckets('people', index.name, structuredClone(batch));
        }
        if (completedInSteps) {
          store.completeLoadsInSteps(1);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
    const loadedBuckets = await withBuckets({ completedInSteps: false });
    const loadedBucketsInSteps = await withBuckets({ completedInSteps: true });
    const queries = [
      { filter: { tags: 'x' }, sort: { rank: -1, _id: 1 } as const },
      { filter: { tags: { $in: ['x', 'y'] } }, sort: { rank: -1, _id: 1 } as const },
      { filter: { tags: null } },
      { filter: { city: 'Oslo' } },
      { filter: { city: { $in: ['Rome', 'Oslo'] } } },
      { filter: { email: 'c@example.com' } },
      { filter: { 'items.kind': 'pen' } },
      { filter: { 'items.kind': null } },
    ];
    for (const loaded of [loadedDocuments, loadedBuckets, loadedBucketsInSteps]) {
      for (const { filter, sort } of queries) {
        const ids = async (collection: typeof inserted) => (await collection.find(filter, { sort: sort ?? { _id: 1 } })).map((doc) => doc._id);
        expect(await ids(loaded)).toEqual(await ids(inserted));
        expect(await loaded.count(filter)).toBe(await inserted.count(filter));
      }
    }
    // Later writes move loaded documents between buckets as they move inserted ones.
    for (const collection of [inserted, loadedDocuments, loadedBuckets, loadedBucketsInSteps]) {
      await collection.updateOne({ _id: 'a' }, { $set: { tags: ['z'], city: 'Rome' } });
      await collection.deleteOne({ _id: 'e' });
      expect((await collection.find({ tags: 'x' }, { sort: { rank: -1, _id: 1 } })).map((doc) => doc._id)).toEqual(['c']);
      expect((await collection.find({ tags: 'z' }, { sort: { rank: -1, _id: 1 } })).map((doc) => doc._id)).toEqual(['a']);
      expect((await collection.find({ city: 'Rome' }, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['a', 'c']);
      // Its place within the same buckets, then its buckets, then the document itself, written one after the other.
      await collection.updateOne({ _id: 'b' }, { $set: { rank: 0 } });
      expect((await collection.find({ tags: 'y' }, { sort: { rank: -1, _id: 1 } })).map((doc) => doc._id)).toEqual(['b']);
      await collection.updateOne({ _id: 'b' }, { $set: { tags: ['x'] } });
      expect((await collection.find({ tags: 'x' }, { sort: { rank: -1, _id: 1 } })).map((doc) => doc._id)).toEqual(['c', 'b']);
      await collection.deleteOne({ _id: 'b' });
      expect(await collection.count({ tags: { $in: ['x', 'y'] } })).toBe(1);
    }
  });

  it('loads no bucket of a snapshot into an index made otherwise, or into a collection holding documents', async () => {
    const exported = [{ name: 'by_city', keys: { city: 1 as const }, sparse: false, unique: false }];
    const store = new InMemoryReadStore();
    await store.collection('people').createIndex({ keys: { city: 1 }, name: 'by_city', sparse: true });
    expect(store.indexesToLoad('people', exported)).toEqual(new Set());
    const other = new InMemoryReadStore();
    await other.collection('people').createIndex({ keys: { city: 1 }, name: 'by_city' });
    expect(other.indexesToLoad('people', exported)).toEqual(new Set(['by_city']));
    await other.collection('people').insertOne({ _id: 'a', city: 'Oslo' });
    expect(other.indexesToLoad('people', exported)).toEqual(new Set());
  });

  it('refuses documents whose unique key another holds, as an insert does, and keeps none of them', async () => {
    const loaded = await storeWith(async (store) => loadEncoded(store, documents));
    const store = new InMemoryReadStore();
    for (const index of indexes) await store.collection('people').createIndex(index);
    expect(() => loadEncoded(store, [{ _id: 'f', tags: ['q'], email: 'f@example.com' }, { _id: 'g', tags: ['q'], email: 'f@example.com' }])).toThrow(/duplicate key/i);
    expect(await store.collection('people').count()).toBe(0);
    await expect(loaded.insertOne({ _id: 'f', email: 'a@example.com' })).rejects.toThrow(/duplicate key/i);
    await expect(loaded.insertOne({ _id: 'a', email: 'new@example.com' })).rejects.toThrow(/duplicate key/i);
  });

  it('maps the loaded ids after the load, in steps or at the first lookup, and answers by id either way', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ _id: `p${i}`, rank: i }));
    const stepped = new InMemoryReadStore();
    loadEncoded(stepped, many);
    stepped.completeLoadsInSteps(7);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const atOnce = new InMemoryReadStore();
    loadEncoded(atOnce, many);
    for (const store of [stepped, atOnce]) {
      const people = store.collection('people');
      expect(await people.findOne({ _id: 'p42' })).toEqual({ _id: 'p42', rank: 42 });
      expect(await people.count({ _id: { $in: ['p0', 'p49', 'p50'] } })).toBe(2);
      await people.deleteOne({ _id: 'p0' });
      await people.replaceOne({ _id: 'p49' }, { _id: 'p49', rank: -1 }, { upsert: true });
      await people.insertOne({ _id: 'p50', rank: 50 });
      expect((await people.find({}, { sort: { rank: 1 } })).map((doc) => doc._id).slice(0, 2)).toEqual(['p49', 'p1']);
      expect(await people.count()).toBe(50);
    }
  });

  it('keeps the first of an id a snapshot holds twice (its own ids are unique: written from a map\'s keys, checked by its checksum)', async () => {
    const store = new InMemoryReadStore();
    loadEncoded(store, [{ _id: 'f', n: 1 }, { _id: 'f', n: 2 }, { _id: 'g', n: 3 }]);
    expect(await store.collection('people').findOne({ _id: 'f' })).toEqual({ _id: 'f', n: 1 });
    expect(await store.collection('people').count()).toBe(2);
  });
});

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

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DuplicateKeyError, type Collection, type Document, type FindOptions, type ReadStore } from '../../../platform/readstore/read-store.port';

export interface ReadStoreUnderTest {
  store: ReadStore;
  cleanup: () => Promise<void>;
}

type Person = Document & {
  name: string;
  age?: number;
  city?: string;
  tags?: string[];
  address?: { city: string; zip?: string };
  pets?: Array<{ kind: string; age: number }>;
};

const people: Person[] = [
  { _id: 'ada', name: 'Ada', age: 36, city: 'London', tags: ['math', 'code'], address: { city: 'London', zip: 'N1' }, pets: [{ kind: 'cat', age: 3 }] },
  { _id: 'alan', name: 'Alan', age: 41, city: 'Manchester', tags: ['code'], address: { city: 'Manchester' }, pets: [{ kind: 'dog', age: 7 }, { kind: 'cat', age: 1 }] },
  { _id: 'grace', name: 'Grace', age: 85, city: 'New York', tags: ['navy', 'code'], address: { city: 'New York', zip: '10001' } },
  { _id: 'edsger', name: 'Edsger', age: 72, city: 'Austin', tags: [] },
  { _id: 'barbara', name: 'Barbara', city: 'London', address: { city: 'Boston' }, pets: [{ kind: 'dog', age: 2 }] },
];

/**
 * The behaviour every ReadStore adapter must share. One store serves the whole suite; each test
 * works in its own collection, so the suite can run against a shared MongoDB.
 */
export function describeReadStoreContract(name: string, makeStore: () => Promise<ReadStoreUnderTest>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ store, cleanup } = await makeStore());
    });

    afterAll(async () => {
      // Absent when makeStore failed; that failure is the one worth reporting.
      await cleanup?.();
    });

    const freshName = (label: string): string => `${label}_${randomUUID().replace(/-/g, '')}`;
    const emptyCollection = <T extends Document = Document>(label = 'contract'): Collection<T> => store.collection<T>(freshName(label));
    const seededPeople = async (): Promise<Collection<Person>> => {
      const collection = emptyCollection<Person>('people');
      for (const person of people) await collection.insertOne(person);
      return collection;
    };
    const ids = (docs: Document[]): string[] => docs.map((doc) => doc._id);
    const sortedIds = (docs: Document[]): string[] => ids(docs).sort();

    describe('insert and read', () => {
      it('finds an inserted document by _id and returns null when there is none', async () => {
        const collection = await seededPeople();
        expect(await collection.findOne({ _id: 'ada' })).toEqual(people[0]);
        expect(await collection.findOne({ _id: 'nobody' })).toBeNull();
      });

      it('finds every document with an empty filter', async () => {
        const collection = await seededPeople();
        expect(sortedIds(await collection.find({}))).toEqual(sortedIds(people));
      });

      it('keeps dates as dates', async () => {
        const collection = emptyCollection();
        const at = new Date('2024-05-01T10:00:00.000Z');
        await collection.insertOne({ _id: 'd', at });
        const found = await collection.findOne({ at: { $gte: new Date('2024-01-01T00:00:00.000Z') } });
        expect(found?.at).toEqual(at);
        expect(found?.at).toBeInstanceOf(Date);
      });
    });

    describe('filters', () => {
      const cases: Array<[string, Record<string, unknown>, string[]]> = [
        ['implicit equality', { city: 'London' }, ['ada', 'barbara']],
        ['$eq', { age: { $eq: 41 } }, ['alan']],
        ['$ne (includes missing fields)', { age: { $ne: 36 } }, ['alan', 'barbara', 'edsger', 'grace']],
        ['$gt', { age: { $gt: 72 } }, ['grace']],
        ['$gte', { age: { $gte: 72 } }, ['edsger', 'grace']],
        ['$lt', { age: { $lt: 41 } }, ['ada']],
        ['$lte', { age: { $lte: 41 } }, ['ada', 'alan']],
        ['a range', { age: { $gt: 36, $lt: 80 } }, ['alan', 'edsger']],
        ['$in', { city: { $in: ['Austin', 'Manchester'] } }, ['alan', 'edsger']],
        ['$nin', { city: { $nin: ['London', 'New York'] } }, ['alan', 'edsger']],
        ['$exists true', { age: { $exists: true } }, ['ada', 'alan', 'edsger', 'grace']],
        ['$exists false', { age: { $exists: false } }, ['barbara']],
        ['$regex', { name: { $regex: '^A' } }, ['ada', 'alan']],
        ['$regex case-insensitive', { name: { $regex: '^a', $options: 'i' } }, ['ada', 'alan']],
        ['a RegExp value', { name: /ar/i }, ['barbara']],
        ['$and', { $and: [{ city: 'London' }, { age: { $exists: true } }] }, ['ada']],
        ['$or', { $or: [{ city: 'Austin' }, { age: { $gt: 80 } }] }, ['edsger', 'grace']],
        ['a dotted path into a sub-document', { 'address.city': 'London' }, ['ada']],
        ['a dotted path into an array of sub-documents', { 'pets.kind': 'cat' }, ['ada', 'alan']],
        ['an array field by one element', { tags: 'code' }, ['ada', 'alan', 'grace']],
        ['an array field with $in', { tags: { $in: ['navy', 'math'] } }, ['ada', 'grace']],
        ['$elemMatch on one element', { pets: { $elemMatch: { kind: 'cat', age: { $lt: 2 } } } }, ['alan']],
        ['conditions spread over elements (no $elemMatch)', { 'pets.kind': 'cat', 'pets.age': { $gt: 5 } }, ['alan']],
        ['$size', { tags: { $size: 0 } }, ['edsger']],
      ];

      it.each(cases)('supports %s', async (_label, filter, expected) => {
        const collection = await seededPeople();
        expect(sortedIds(await collection.find(filter))).toEqual(expected);
      });
    });

    describe('update operators', () => {
      it('$set sets top-level and nested fields and reports one match and one modification', async () => {
        const collection = await seededPeople();
        const outcome = await collection.updateOne({ _id: 'ada' }, { $set: { age: 37, 'address.zip': 'N7', 'profile.headline': 'Analyst' } });
        expect(outcome).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'ada' })).toMatchObject({ age: 37, address: { city: 'London', zip: 'N7' }, profile: { headline: 'Analyst' } });
      });

      it('reports no modification when $set writes the values already there', async () => {
        const collection = await seededPeople();
        expect(await collection.updateOne({ _id: 'ada' }, { $set: { age: 36, city: 'London' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
      });

      it('reports nothing matched when no document matches and upsert is off', async () => {
        const collection = await seededPeople();
        expect(await collection.updateOne({ _id: 'nobody' }, { $set: { age: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
        expect(await collection.count()).toBe(people.length);
      });

      it('$unset removes fields', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'ada' }, { $unset: { age: '', 'address.zip': '' } });
        const ada = await collection.findOne({ _id: 'ada' });
        expect(ada).not.toHaveProperty('age');
        expect(ada?.address).toEqual({ city: 'London' });
      });

      it('$inc adds to numbers and starts missing fields from zero', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'ada' }, { $inc: { age: 2, 'stats.visits': 1 } });
        await collection.updateOne({ _id: 'ada' }, { $inc: { 'stats.visits': 1 } });
        expect(await collection.findOne({ _id: 'ada' })).toMatchObject({ age: 38, stats: { visits: 2 } });
      });

      it('$push appends, also several values with $each, and creates the array', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'ada' }, { $push: { tags: 'poetry' } });
        await collection.updateOne({ _id: 'ada' }, { $push: { tags: { $each: ['a', 'b'] }, notes: 'first' } });
        expect(await collection.findOne({ _id: 'ada' })).toMatchObject({ tags: ['math', 'code', 'poetry', 'a', 'b'], notes: ['first'] });
      });

      it('$pull removes matching values, also by condition on sub-documents', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'ada' }, { $pull: { tags: 'math' } });
        await collection.updateOne({ _id: 'alan' }, { $pull: { pets: { kind: 'dog' } } });
        expect((await collection.findOne({ _id: 'ada' }))?.tags).toEqual(['code']);
        expect((await collection.findOne({ _id: 'alan' }))?.pets).toEqual([{ kind: 'cat', age: 1 }]);
      });

      it('$addToSet adds only values not yet present and reports no modification otherwise', async () => {
        const collection = await seededPeople();
        const added = await collection.updateOne({ _id: 'ada' }, { $addToSet: { tags: 'chess' } });
        const again = await collection.updateOne({ _id: 'ada' }, { $addToSet: { tags: 'chess' } });
        expect(added.modifiedCount).toBe(1);
        expect(again).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
        expect((await collection.findOne({ _id: 'ada' }))?.tags).toEqual(['math', 'code', 'chess']);
      });

      it('$setOnInsert is ignored when the document exists', async () => {
        const collection = await seededPeople();
        const outcome = await collection.updateOne({ _id: 'ada' }, { $set: { age: 40 }, $setOnInsert: { createdBy: 'test' } }, { upsert: true });
        expect(outcome).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'ada' })).not.toHaveProperty('createdBy');
      });

      it('updateMany updates every match and counts matches and modifications apart', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'ada' }, { $set: { visited: true } });
        const outcome = await collection.updateMany({ city: 'London' }, { $set: { visited: true } });
        expect(outcome).toEqual({ matchedCount: 2, modifiedCount: 1, upsertedId: null });
        expect(sortedIds(await collection.find({ visited: true }))).toEqual(['ada', 'barbara']);
      });

      it('updates the array element a filter matched with the positional $ operator', async () => {
        const collection = await seededPeople();
        await collection.updateOne({ _id: 'alan', 'pets.kind': 'cat' }, { $set: { 'pets.$.age': 2 } });
        expect((await collection.findOne({ _id: 'alan' }))?.pets).toEqual([
          { kind: 'dog', age: 7 },
          { kind: 'cat', age: 2 },
        ]);
      });
    });

    describe('upsert', () => {
      it('creates a document from the filter equality fields, the operators and $setOnInsert, with _id from the filter', async () => {
        const collection = emptyCollection();
        const outcome = await collection.updateOne(
          { _id: 'session-1', tutorId: 't1', 'slot.day': 'monday', startsAt: { $gte: 5 } },
          { $set: { status: 'UPCOMING' }, $inc: { edits: 1 }, $push: { history: 'scheduled' }, $setOnInsert: { createdAt: 100 } },
          { upsert: true },
        );
        expect(outcome).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'session-1' });
        expect(await collection.findOne({ _id: 'session-1' })).toEqual({
          _id: 'session-1',
          tutorId: 't1',
          slot: { day: 'monday' },
          status: 'UPCOMING',
          edits: 1,
          history: ['scheduled'],
          createdAt: 100,
        });
      });

      it('updates the existing document the second time', async () => {
        const collection = emptyCollection();
        await collection.updateOne({ _id: 'c1' }, { $inc: { count: 1 } }, { upsert: true });
        const second = await collection.updateOne({ _id: 'c1' }, { $inc: { count: 1 } }, { upsert: true });
        expect(second).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'c1' })).toEqual({ _id: 'c1', count: 2 });
      });

      it('gives a string _id to an upserted document when the filter pins none', async () => {
        const collection = emptyCollection();
        const outcome = await collection.updateOne({ email: 'a@example.com' }, { $set: { verified: true } }, { upsert: true });
        expect(typeof outcome.upsertedId).toBe('string');
        expect(await collection.findOne({ _id: outcome.upsertedId as string })).toEqual({
          _id: outcome.upsertedId,
          email: 'a@example.com',
          verified: true,
        });
      });

      it('replaceOne replaces the whole document, keeps its _id, and upserts when asked', async () => {
        const collection = await seededPeople();
        const replaced = await collection.replaceOne({ _id: 'ada' }, { _id: 'ada', name: 'Ada Lovelace' });
        expect(replaced).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'ada' })).toEqual({ _id: 'ada', name: 'Ada Lovelace' });

        const missed = await collection.replaceOne({ _id: 'linus' }, { _id: 'linus', name: 'Linus' });
        expect(missed).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
        expect(await collection.findOne({ _id: 'linus' })).toBeNull();

        const upserted = await collection.replaceOne({ _id: 'linus' }, { _id: 'linus', name: 'Linus' }, { upsert: true });
        expect(upserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'linus' });
        expect(await collection.findOne({ _id: 'linus' })).toEqual({ _id: 'linus', name: 'Linus' });
      });

      it('replaceOne with the same content reports no modification', async () => {
        const collection = await seededPeople();
        expect(await collection.replaceOne({ _id: 'edsger' }, people[3])).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      });
    });

    describe('sort, skip, limit, projection, count', () => {
      it('sorts by several keys, descending and nested', async () => {
        const collection = await seededPeople();
        expect(ids(await collection.find({}, { sort: { city: 1, age: -1 } }))).toEqual(['edsger', 'ada', 'barbara', 'alan', 'grace']);
        expect(ids(await collection.find({ 'address.city': { $exists: true } }, { sort: { 'address.city': -1 } }))).toEqual([
          'grace',
          'alan',
          'ada',
          'barbara',
        ]);
      });

      it('skips and limits after sorting', async () => {
        const collection = await seededPeople();
        expect(ids(await collection.find({ age: { $exists: true } }, { sort: { age: 1 }, skip: 1, limit: 2 }))).toEqual(['alan', 'edsger']);
        expect(await collection.find({}, { sort: { age: 1 }, skip: 10 })).toEqual([]);
      });

      it('findOne takes the first document in sort order', async () => {
        const collection = await seededPeople();
        expect((await collection.findOne({ age: { $exists: true } }, { sort: { age: -1 } }))?._id).toBe('grace');
      });

      it('projects the included fields and always _id', async () => {
        const collection = await seededPeople();
        expect(await collection.find({ _id: 'ada' }, { projection: { name: 1, 'address.city': 1 } })).toEqual([
          { _id: 'ada', name: 'Ada', address: { city: 'London' } },
        ]);
        expect(await collection.findOne({ _id: 'grace' }, { projection: { age: 1 } })).toEqual({ _id: 'grace', age: 85 });
      });

      it('counts with and without a filter', async () => {
        const collection = await seededPeople();
        expect(await collection.count()).toBe(5);
        expect(await collection.count({})).toBe(5);
        expect(await collection.count({ city: 'London' })).toBe(2);
        expect(await emptyCollection().count()).toBe(0);
      });
    });

    describe('delete', () => {
      it('deleteOne removes one matching document and reports how many', async () => {
        const collection = await seededPeople();
        expect(await collection.deleteOne({ city: 'London' })).toBe(1);
        expect(await collection.count({ city: 'London' })).toBe(1);
        expect(await collection.deleteOne({ city: 'Paris' })).toBe(0);
      });

      it('deleteMany removes every match, or everything without a filter', async () => {
        const collection = await seededPeople();
        expect(await collection.deleteMany({ tags: 'code' })).toBe(3);
        expect(sortedIds(await collection.find({}))).toEqual(['barbara', 'edsger']);
        expect(await collection.deleteMany()).toBe(2);
        expect(await collection.count()).toBe(0);
      });
    });

    describe('indexed queries: $in, ordered index walks, counts', () => {
      type Ranked = Document & { keys: string[] | string; rank?: number | string | null; city?: string };
      const ranked: Ranked[] = [
        { _id: 'a', keys: ['all', 'math'], rank: 4.5, city: 'Austin' },
        { _id: 'b', keys: ['all', 'math'], rank: 3.5, city: 'Boston' },
        { _id: 'c', keys: ['all', 'art'], rank: 4.5, city: 'Austin' },
        { _id: 'd', keys: ['all', 'math', 'art'], rank: 5, city: 'Chicago' },
        { _id: 'e', keys: ['all'], rank: 3.5 },
        { _id: 'f', keys: ['art'], city: 'Boston' },
        { _id: 'g', keys: 'math', rank: 4, city: 'Denver' },
      ];
      const byRank = { rank: -1, _id: 1 } as const;

      /** The collection with the search-style index, created before or after the documents go in. */
      const rankedCollection = async (indexFirst: boolean): Promise<Collection<Ranked>> => {
        const collection = emptyCollection<Ranked>('ranked');
        if (indexFirst) await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 } });
        for (const doc of ranked) await collection.insertOne(doc);
        if (!indexFirst) await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 } });
        await collection.createIndex({ keys: { city: 1 } });
        return collection;
      };

      it.each([true, false])('finds by one key in index order, with skip and limit (index created first: %s)', async (indexFirst) => {
        const collection = await rankedCollection(indexFirst);
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank }))).toEqual(['d', 'a', 'g', 'b']);
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank, skip: 1, limit: 2 }))).toEqual(['a', 'g']);
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank, skip: 4, limit: 2 }))).toEqual([]);
        expect((await collection.findOne({ keys: 'math' }, { sort: byRank }))?._id).toBe('d');
        expect(ids(await collection.find({ keys: 'nobody' }, { sort: byRank }))).toEqual([]);
      });

      it('walks the index backwards for the reverse sort, and for a prefix of it; a missing value sorts as null', async () => {
        const collection = await rankedCollection(true);
        expect(ids(await collection.find({ keys: 'art' }, { sort: byRank }))).toEqual(['d', 'c', 'f']);
        expect(ids(await collection.find({ keys: 'art' }, { sort: { rank: 1, _id: -1 } }))).toEqual(['f', 'c', 'd']);
        expect(ids(await collection.find({ keys: 'art' }, { sort: { rank: 1 }, limit: 1 }))).toEqual(['f']);
        expect(ids(await collection.find({ keys: 'all' }, { sort: { rank: -1 }, limit: 1 }))).toEqual(['d']);
      });

      it('$in merges the keys in index order and returns a document holding several of them once', async () => {
        const collection = await rankedCollection(true);
        expect(ids(await collection.find({ keys: { $in: ['math', 'art'] } }, { sort: byRank }))).toEqual(['d', 'a', 'c', 'g', 'b', 'f']);
        expect(ids(await collection.find({ keys: { $in: ['math', 'art', 'math'] } }, { sort: byRank, skip: 1, limit: 3 }))).toEqual(['a', 'c', 'g']);
        expect(ids(await collection.find({ keys: { $in: ['art', 'math'] } }, { sort: { rank: 1, _id: -1 }, limit: 2 }))).toEqual(['f', 'b']);
        expect(sortedIds(await collection.find({ keys: { $in: ['math', 'art'] } }))).toEqual(['a', 'b', 'c', 'd', 'f', 'g']);
        expect(sortedIds(await collection.find({ city: { $in: ['Austin', 'Denver', 'Nowhere'] } }))).toEqual(['a', 'c', 'g']);
        expect(await collection.find({ keys: { $in: [] } })).toEqual([]);
        // The same list object, asked again after it changed and after the data changed.
        const keys = ['art'];
        expect(await collection.count({ keys: { $in: keys } })).toBe(3);
        keys.push('math');
        expect(await collection.count({ keys: { $in: keys } })).toBe(6);
        await collection.insertOne({ _id: 'h', keys: ['history'] });
        keys[0] = 'history';
        expect(sortedIds(await collection.find({ keys: { $in: keys } }))).toEqual(['a', 'b', 'd', 'g', 'h']);
      });

      it('combines keys with $and, $ne and $nin on the same field and conditions on other fields', async () => {
        const collection = await rankedCollection(true);
        expect(ids(await collection.find({ $and: [{ keys: 'all' }, { keys: 'math' }] }, { sort: byRank }))).toEqual(['d', 'a', 'b']);
        expect(ids(await collection.find({ keys: { $in: ['art'], $nin: ['math'] } }, { sort: byRank }))).toEqual(['c', 'f']);
        expect(ids(await collection.find({ keys: { $in: ['math', 'art'], $ne: 'all' } }, { sort: byRank }))).toEqual(['g', 'f']);
        expect(ids(await collection.find({ keys: 'math', rank: { $gte: 4 } }, { sort: byRank }))).toEqual(['d', 'a', 'g']);
        expect(ids(await collection.find({ keys: 'math', city: { $ne: 'Austin' } }, { sort: byRank }))).toEqual(['d', 'g', 'b']);
        expect(ids(await collection.find({ keys: { $in: ['math', 'art'] }, city: 'Boston' }, { sort: byRank }))).toEqual(['b', 'f']);
        expect(ids(await collection.find({ keys: 'math', $or: [{ city: 'Denver' }, { rank: 5 }] }, { sort: byRank }))).toEqual(['d', 'g']);
      });

      it('keeps values of different types apart in an index, however they are spelled', async () => {
        const collection = emptyCollection();
        await collection.createIndex({ keys: { code: 1 } });
        await collection.insertOne({ _id: 'number', code: 5 });
        await collection.insertOne({ _id: 'text', code: '5' });
        await collection.insertOne({ _id: 'tagged', code: '\u0000n5' });
        await collection.insertOne({ _id: 'flag', code: true });
        await collection.insertOne({ _id: 'flag-text', code: 'true' });
        expect(sortedIds(await collection.find({ code: 5 }))).toEqual(['number']);
        expect(sortedIds(await collection.find({ code: '\u0000n5' }))).toEqual(['tagged']);
        expect(sortedIds(await collection.find({ code: true }))).toEqual(['flag']);
        expect(await collection.count({ code: { $in: ['5', 5] } })).toBe(2);
        expect(sortedIds(await collection.find({ code: { $nin: [5, 'true'] } }))).toEqual(['flag', 'tagged', 'text']);
      });

      it('projects the fields asked for while walking the index', async () => {
        const collection = await rankedCollection(true);
        expect(await collection.find({ keys: 'math' }, { sort: byRank, limit: 2, projection: { rank: 1 } })).toEqual([
          { _id: 'd', rank: 5 },
          { _id: 'a', rank: 4.5 },
        ]);
        expect(await collection.find({ _id: { $in: ['g', 'nobody', 'f'] } }, { sort: { _id: 1 }, projection: { city: 1, rank: 1 } })).toEqual([
          { _id: 'f', city: 'Boston' },
          { _id: 'g', city: 'Denver', rank: 4 },
        ]);
      });

      it('answers a find projecting only fields the index keeps (include) as the documents do, as they change', async () => {
        type Placed = Ranked & { place?: { lat: number; lng: number } | null; mode?: string };
        const collection = emptyCollection<Placed>('placed');
        await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 }, include: ['place', 'mode'] });
        await collection.createIndex({ keys: { city: 1 } });
        const placed: Placed[] = [
          { _id: 'a', keys: ['all', 'math'], rank: 4.5, city: 'Austin', place: { lat: 30.3, lng: -97.7 }, mode: 'online' },
          { _id: 'b', keys: ['all', 'math'], rank: 3.5, city: 'Boston', place: null, mode: 'in-person' },
          // No rank: the index holds it as null, which it cannot tell from a missing one, so the document is read.
          { _id: 'c', keys: ['math'], city: 'Austin', mode: 'online' },
          { _id: 'd', keys: ['all', 'math', 'art'], rank: 5, place: { lat: 41.9, lng: -87.6 } },
        ];
        for (const doc of placed) await collection.insertOne(doc);
        const covered = { sort: byRank, projection: { rank: 1, place: 1, mode: 1 } } as const;
        const fromDocuments = (docs: Placed[]) => docs.map(({ _id, rank, place, mode }) => ({ _id, ...(rank !== undefined && { rank }), ...(place !== undefined && { place }), ...(mode !== undefined && { mode }) }));
        const answers = async (filter: Record<string, unknown>, options: FindOptions = covered) => {
          const plain = await collection.find(filter, options);
          expect(await collection.find(filter, { ...options, readOnly: true })).toEqual(plain);
          return plain;
        };

        expect(await answers({ keys: 'math' })).toEqual(fromDocuments([placed[3], placed[0], placed[1], placed[2]]));
        expect(await answers({ keys: { $in: ['art', 'all'] }, $and: [{ keys: 'math' }] }, { ...covered, skip: 1, limit: 1 })).toEqual(fromDocuments([placed[0]]));
        expect(await answers({ keys: 'math', city: 'Austin' }, { projection: { mode: 1 } })).toEqual([
          { _id: 'a', mode: 'online' },
          { _id: 'c', mode: 'online' },
        ]);
        expect(await answers({ keys: 'math', rank: { $gte: 4 } }, { ...covered, projection: { place: 1 } })).toEqual([
          { _id: 'd', place: { lat: 41.9, lng: -87.6 } },
          { _id: 'a', place: { lat: 30.3, lng: -97.7 } },
        ]);

        // Changed, replaced, deleted: the index keeps up.
        await collection.updateOne({ _id: 'a' }, { $set: { place: { lat: 1, lng: 2 } }, $unset: { mode: '' } });
        await collection.replaceOne({ _id: 'b' }, { _id: 'b', keys: ['math'], rank: 6, mode: 'online' });
        await collection.deleteOne({ _id: 'd' });
        await collection.updateOne({ _id: 'c' }, { $set: { rank: 1 } });
        expect(await answers({ keys: 'math' })).toEqual([
          { _id: 'b', rank: 6, mode: 'online' },
          { _id: 'a', rank: 4.5, place: { lat: 1, lng: 2 } },
          { _id: 'c', rank: 1, mode: 'online' },
        ]);

        // A copy unless readOnly: changing the answer changes nothing stored.
        const [first] = await collection.find({ keys: 'math', _id: 'a' }, { projection: { place: 1 } });
        (first.place as { lat: number }).lat = 99;
        expect(await collection.find({ keys: 'math', _id: 'a' }, { projection: { place: 1 } })).toEqual([{ _id: 'a', place: { lat: 1, lng: 2 } }]);
      });

      it('counts by key, by $in, and with further conditions', async () => {
        const collection = await rankedCollection(true);
        expect(await collection.count({ keys: 'math' })).toBe(4);
        expect(await collection.count({ keys: 'all' })).toBe(5);
        expect(await collection.count({ keys: 'nobody' })).toBe(0);
        expect(await collection.count({ keys: { $in: ['math', 'art'] } })).toBe(6);
        expect(await collection.count({ keys: { $in: ['math', 'art'] }, $and: [{ keys: 'all' }] })).toBe(4);
        expect(await collection.count({ keys: 'math', rank: { $gte: 4 } })).toBe(3);
        expect(await collection.count({ keys: { $in: ['math', 'art'], $ne: 'all' } })).toBe(2);
        expect(await collection.count({ city: 'Austin' })).toBe(2);
        expect(await collection.count({ _id: { $in: ['a', 'b', 'nobody'] } })).toBe(2);
      });

      it('keeps the index order and the counts right as documents are inserted, changed and deleted between reads', async () => {
        const collection = await rankedCollection(true);
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank }))).toEqual(['d', 'a', 'g', 'b']);
        await collection.updateOne({ _id: 'b' }, { $set: { rank: 6 } });
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank }))).toEqual(['b', 'd', 'a', 'g']);
        await collection.deleteOne({ _id: 'd' });
        await collection.insertOne({ _id: 'h', keys: ['math'], rank: 4.2 });
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank }))).toEqual(['b', 'a', 'h', 'g']);
        await collection.updateOne({ _id: 'a' }, { $pull: { keys: 'math' } });
        await collection.replaceOne({ _id: 'e' }, { _id: 'e', keys: ['math', 'all'], rank: 4.2 });
        expect(ids(await collection.find({ keys: 'math' }, { sort: byRank }))).toEqual(['b', 'e', 'h', 'g']);
        expect(ids(await collection.find({ keys: 'all' }, { sort: byRank }))).toEqual(['b', 'a', 'c', 'e']);
        expect(await collection.count({ keys: 'math' })).toBe(4);
        expect(await collection.count({ keys: 'art' })).toBe(2);
      });

      it('orders many documents written between two reads as a sort without the index would', async () => {
        const collection = emptyCollection<Ranked>('bulk');
        await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 } });
        const rankOf = (i: number, round: number) => ((i * 37 + round * 11) % 23) / 2;
        const expected = (round: number, count: number) =>
          Array.from({ length: count }, (_, i) => ({ id: `t${String(i).padStart(3, '0')}`, rank: rankOf(i, round) }))
            .sort((x, y) => y.rank - x.rank || (x.id < y.id ? -1 : 1))
            .map((entry) => entry.id);
        for (let i = 0; i < 150; i++) await collection.insertOne({ _id: `t${String(i).padStart(3, '0')}`, keys: ['all', i % 2 ? 'odd' : 'even'], rank: rankOf(i, 0) });
        expect(ids(await collection.find({ keys: 'all' }, { sort: byRank }))).toEqual(expected(0, 150));
        for (let i = 0; i < 150; i++) await collection.updateOne({ _id: `t${String(i).padStart(3, '0')}` }, { $set: { rank: rankOf(i, 1) } });
        for (let i = 150; i < 220; i++) await collection.insertOne({ _id: `t${String(i).padStart(3, '0')}`, keys: ['all'], rank: rankOf(i, 1) });
        expect(ids(await collection.find({ keys: 'all' }, { sort: byRank }))).toEqual(expected(1, 220));
        expect(ids(await collection.find({ keys: { $in: ['odd', 'even'] } }, { sort: byRank, skip: 10, limit: 10 }))).toEqual(
          expected(1, 150).slice(10, 20),
        );
        expect(await collection.count({ keys: 'odd' })).toBe(75);
        // Membership in a large bucket, before and after it changes.
        expect(await collection.count({ keys: 'odd', $and: [{ keys: 'all' }] })).toBe(75);
        expect(await collection.count({ keys: { $in: ['odd', 'even'], $ne: 'all' } })).toBe(0);
        for (let i = 220; i < 300; i++) await collection.insertOne({ _id: `t${String(i).padStart(3, '0')}`, keys: i % 2 ? ['odd'] : ['all', 'odd'] });
        await collection.updateOne({ _id: 't001' }, { $pull: { keys: 'all' } });
        expect(await collection.count({ keys: 'odd', $and: [{ keys: 'all' }] })).toBe(114);
        expect(await collection.count({ keys: 'odd', $and: [{ keys: { $ne: 'all' } }] })).toBe(41);
        expect(await collection.count({ keys: 'all' })).toBe(259);
      });

      it('answers as if it kept its indexes while writes leave them to later (deferIndexes), and still refuses a duplicate meanwhile', async () => {
        const collection = emptyCollection<Ranked & { code?: string }>('deferred');
        await collection.createIndex({ keys: { keys: 1, rank: -1, _id: 1 } });
        await collection.createIndex({ keys: { code: 1 }, unique: true, sparse: true });
        collection.deferIndexes?.();
        for (let i = 0; i < 40; i++) await collection.insertOne({ _id: `d${String(i).padStart(2, '0')}`, keys: ['all', i % 2 ? 'odd' : 'even'], rank: i % 7, code: `c${i}` });
        // Moved between entries, dropped and replaced while the index is left alone.
        for (let i = 0; i < 40; i += 3) await collection.updateOne({ _id: `d${String(i).padStart(2, '0')}` }, { $set: { rank: 10 + i, keys: ['all', 'third'] } });
        await collection.deleteOne({ _id: 'd01' });
        await collection.replaceOne({ _id: 'd05' }, { _id: 'd05', keys: ['odd'], rank: 99, code: 'c5' });
        await expect(collection.insertOne({ _id: 'dup', keys: ['all'], rank: 1, code: 'c7' })).rejects.toBeInstanceOf(DuplicateKeyError);
        const third = Array.from({ length: 14 }, (_, k) => 39 - 3 * k).map((i) => `d${String(i).padStart(2, '0')}`);
        expect(ids(await collection.find({ keys: 'third' }, { sort: byRank }))).toEqual(third);
        expect(ids(await collection.find({ keys: 'odd' }, { sort: byRank, limit: 3 }))).toEqual(['d05', 'd13', 'd19']);
        expect(await collection.count({ keys: 'all' })).toBe(38);
        expect(await collection.count({ keys: 'even' })).toBe(13);
        // Read once, the indexes are kept again at each write.
        await collection.updateOne({ _id: 'd02' }, { $set: { rank: 1000 } });
        expect(ids(await collection.find({ keys: 'even' }, { sort: byRank, limit: 1 }))).toEqual(['d02']);
        // Deferred again, then built on request.
        collection.deferIndexes?.();
        await collection.insertOne({ _id: 'd40', keys: ['even', 'all'], rank: 2000, code: 'c40' });
        await collection.insertOne({ _id: 'd41', keys: ['even', 'even'], rank: [3000] as unknown as number });
        await collection.insertOne({ _id: 'd42', keys: ['even'], rank: [1, 2] as unknown as number });
        await collection.buildDeferredIndexes?.();
        expect(ids(await collection.find({ keys: 'even' }, { sort: byRank, limit: 3 }))).toEqual(['d41', 'd40', 'd02']);
        expect(await collection.count({ keys: 'even' })).toBe(16);
        expect(await collection.count({ keys: 'all' })).toBe(39);
        expect(ids(await collection.find({ code: 'c40' }))).toEqual(['d40']);
      });

      it('walks dates and strings in sort order, with numbers before strings', async () => {
        const collection = emptyCollection();
        await collection.createIndex({ keys: { owner: 1, at: -1, _id: 1 } });
        await collection.insertOne({ _id: 'x1', owner: 'o', at: new Date('2024-01-02T00:00:00.000Z') });
        await collection.insertOne({ _id: 'x2', owner: 'o', at: new Date('2024-03-01T00:00:00.000Z') });
        await collection.insertOne({ _id: 'x3', owner: 'o', at: new Date('2023-12-31T00:00:00.000Z') });
        await collection.insertOne({ _id: 'x4', owner: 'p', at: new Date('2025-01-01T00:00:00.000Z') });
        expect(ids(await collection.find({ owner: 'o' }, { sort: { at: -1, _id: 1 } }))).toEqual(['x2', 'x1', 'x3']);
        expect(ids(await collection.find({ owner: 'o' }, { sort: { at: 1 }, limit: 1 }))).toEqual(['x3']);

        const mixed = emptyCollection();
        await mixed.createIndex({ keys: { group: 1, label: 1 } });
        await mixed.insertOne({ _id: 'm1', group: 'g', label: 'b' });
        await mixed.insertOne({ _id: 'm2', group: 'g', label: 10 });
        await mixed.insertOne({ _id: 'm3', group: 'g', label: 'a' });
        await mixed.insertOne({ _id: 'm4', group: 'g', label: 2 });
        expect(ids(await mixed.find({ group: 'g' }, { sort: { label: 1 } }))).toEqual(['m4', 'm2', 'm3', 'm1']);
        expect(ids(await mixed.find({ group: 'g' }, { sort: { label: -1 } }))).toEqual(['m1', 'm3', 'm2', 'm4']);
      });

      it('sorts by a field the index does not hold, and by one an array makes ambiguous, without the index', async () => {
        const collection = await rankedCollection(true);
        expect(ids(await collection.find({ keys: 'math' }, { sort: { city: 1, _id: 1 } }))).toEqual(['a', 'b', 'd', 'g']);
        const arrays = emptyCollection();
        await arrays.createIndex({ keys: { group: 1, scores: 1 } });
        await arrays.insertOne({ _id: 's1', group: 'g', scores: 5 });
        await arrays.insertOne({ _id: 's2', group: 'g', scores: [7, 1] });
        await arrays.insertOne({ _id: 's3', group: 'g', scores: 3 });
        expect(ids(await arrays.find({ group: 'g' }, { sort: { scores: 1 } }))).toEqual(['s2', 's3', 's1']);
        expect(ids(await arrays.find({ group: 'g' }, { sort: { scores: -1 } }))).toEqual(['s2', 's1', 's3']);
      });

      it('a sparse index finds the documents holding the field and leaves no query blind to the others', async () => {
        const rooms = emptyCollection();
        await rooms.createIndex({ keys: { 'meeting.roomId': 1 }, sparse: true, name: 'by_room' });
        await rooms.insertOne({ _id: 'r1', meeting: { roomId: 'blue' } });
        await rooms.insertOne({ _id: 'r2', meeting: { joinUrl: 'https://meet.example.com' } });
        await rooms.insertOne({ _id: 'r3', meeting: { roomId: 'green' } });
        await rooms.insertOne({ _id: 'r4' });
        expect(ids(await rooms.find({ 'meeting.roomId': 'blue' }))).toEqual(['r1']);
        expect(ids(await rooms.find({ 'meeting.roomId': { $in: ['green', 'blue'] } }, { sort: { _id: 1 } }))).toEqual(['r1', 'r3']);
        expect(await rooms.count({ 'meeting.roomId': 'green' })).toBe(1);
        expect(ids(await rooms.find({ 'meeting.roomId': { $exists: false } }, { sort: { _id: 1 } }))).toEqual(['r2', 'r4']);
        expect(ids(await rooms.find({ 'meeting.roomId': { $ne: 'blue' } }, { sort: { _id: 1 } }))).toEqual(['r2', 'r3', 'r4']);
        // A document that gains, changes and loses the field moves in and out of the index.
        await rooms.updateOne({ _id: 'r2' }, { $set: { 'meeting.roomId': 'blue' } });
        await rooms.updateOne({ _id: 'r1' }, { $set: { 'meeting.roomId': 'red' } });
        await rooms.updateOne({ _id: 'r3' }, { $unset: { 'meeting.roomId': '' } });
        expect(ids(await rooms.find({ 'meeting.roomId': 'blue' }))).toEqual(['r2']);
        expect(ids(await rooms.find({ 'meeting.roomId': 'red' }))).toEqual(['r1']);
        expect(ids(await rooms.find({ 'meeting.roomId': 'green' }))).toEqual([]);
        await rooms.deleteOne({ _id: 'r2' });
        expect(await rooms.count({ 'meeting.roomId': 'blue' })).toBe(0);
      });
    });

    describe('uniqueness', () => {
      it('rejects inserting an _id that exists', async () => {
        const collection = await seededPeople();
        await expect(collection.insertOne({ _id: 'ada', name: 'Other Ada' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await collection.findOne({ _id: 'ada' }))?.name).toBe('Ada');
      });

      it('a unique index rejects a duplicate on insert, update, upsert and replace', async () => {
        const collection = await seededPeople();
        await collection.createIndex({ keys: { name: 1 }, unique: true, name: 'unique_name' });

        const insert = collection.insertOne({ _id: 'ada2', name: 'Ada' });
        await expect(insert).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(insert).rejects.toMatchObject({ key: { name: 'Ada' } });
        await expect(collection.updateOne({ _id: 'alan' }, { $set: { name: 'Ada' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(collection.updateOne({ _id: 'new' }, { $set: { name: 'Grace' } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(collection.replaceOne({ _id: 'edsger' }, { _id: 'edsger', name: 'Barbara' })).rejects.toBeInstanceOf(DuplicateKeyError);

        expect(await collection.count()).toBe(people.length);
        expect((await collection.findOne({ _id: 'alan' }))?.name).toBe('Alan');
        expect((await collection.findOne({ _id: 'edsger' }))?.name).toBe('Edsger');
        await collection.updateOne({ _id: 'alan' }, { $set: { name: 'Alan Turing' } });
        await collection.insertOne({ _id: 'alan2', name: 'Alan' });
        expect(await collection.count({ name: { $in: ['Alan', 'Alan Turing'] } })).toBe(2);
      });

      it('a compound unique index rejects only the same combination', async () => {
        const collection = emptyCollection();
        await collection.createIndex({ keys: { tutorId: 1, day: 1 }, unique: true });
        await collection.insertOne({ _id: 'a', tutorId: 't1', day: 'mon' });
        await collection.insertOne({ _id: 'b', tutorId: 't1', day: 'tue' });
        await collection.insertOne({ _id: 'c', tutorId: 't2', day: 'mon' });
        await expect(collection.insertOne({ _id: 'd', tutorId: 't1', day: 'mon' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(sortedIds(await collection.find({ tutorId: 't1', day: 'tue' }))).toEqual(['b']);
        // A change of the second field only, the first one staying as it was.
        await expect(collection.updateOne({ _id: 'b' }, { $set: { day: 'mon' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await collection.updateOne({ _id: 'b' }, { $set: { day: 'wed' } });
        await collection.insertOne({ _id: 'e', tutorId: 't1', day: 'tue' });
        expect(sortedIds(await collection.find({ tutorId: 't1' }))).toEqual(['a', 'b', 'e']);
      });

      it('creating a unique index over duplicates fails', async () => {
        const collection = await seededPeople();
        await expect(collection.createIndex({ keys: { city: 1 }, unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('a non-unique index keeps answering queries as documents change', async () => {
        const collection = await seededPeople();
        await collection.createIndex({ keys: { city: 1 } });
        await collection.updateOne({ _id: 'barbara' }, { $set: { city: 'Boston' } });
        await collection.deleteOne({ _id: 'ada' });
        await collection.insertOne({ _id: 'tim', name: 'Tim', city: 'London' });
        expect(sortedIds(await collection.find({ city: 'London' }))).toEqual(['tim']);
        expect(sortedIds(await collection.find({ city: 'Boston' }))).toEqual(['barbara']);
        expect(await collection.count({ city: 'London', name: 'Ada' })).toBe(0);
      });
    });

    describe('isolation', () => {
      it('returned documents are copies', async () => {
        const collection = await seededPeople();
        const ada = await collection.findOne({ _id: 'ada' });
        ada!.name = 'changed';
        ada!.tags!.push('changed');
        ada!.address!.city = 'changed';
        const [found] = await collection.find({ _id: 'ada' });
        found.pets!.length = 0;
        expect(await collection.findOne({ _id: 'ada' })).toEqual(people[0]);
      });

      it('a readOnly find answers the same documents as a plain one', async () => {
        const collection = await seededPeople();
        const options = { sort: { name: 1 as const }, projection: { name: 1 as const, address: 1 as const } };
        expect(await collection.find({}, { ...options, readOnly: true })).toEqual(await collection.find({}, options));
        expect(await collection.find({ _id: 'ada' }, { readOnly: true })).toEqual([people[0]]);
      });

      it('documents and update values given to the store are copied', async () => {
        const collection = emptyCollection();
        const doc = { _id: 'x', list: [1] };
        await collection.insertOne(doc);
        doc.list.push(2);
        const value = { nested: [1] };
        await collection.updateOne({ _id: 'x' }, { $set: { value } });
        value.nested.push(2);
        expect(await collection.findOne({ _id: 'x' })).toEqual({ _id: 'x', list: [1], value: { nested: [1] } });
      });
    });

    describe('collections', () => {
      it('lists collections that hold documents and forgets dropped ones', async () => {
        const name = freshName('listed');
        const collection = store.collection(name);
        await collection.insertOne({ _id: 'one' });
        expect(await store.listCollections()).toContain(name);

        await store.dropCollection(name);
        expect(await store.listCollections()).not.toContain(name);
        expect(await collection.count()).toBe(0);
        expect(await store.collection(name).findOne({ _id: 'one' })).toBeNull();
      });

      it('dropping a collection that does not exist is not an error', async () => {
        await expect(store.dropCollection(freshName('never'))).resolves.toBeUndefined();
      });

      it('keeps collections apart', async () => {
        const first = emptyCollection();
        const second = emptyCollection();
        await first.insertOne({ _id: 'same' });
        expect(await second.findOne({ _id: 'same' })).toBeNull();
        expect(first.name).not.toBe(second.name);
      });
    });
  });
}

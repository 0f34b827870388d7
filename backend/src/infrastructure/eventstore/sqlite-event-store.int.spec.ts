import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { describeEventStoreContract } from './event-store.contract';
import { NewEvent, RecordedEvent, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

function temporaryDatabaseFile(): { file: string; remove: () => void } {
  const directory = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
  return { file: join(directory, 'events.db'), remove: () => rmSync(directory, { recursive: true, force: true }) };
}

describeEventStoreContract('SqliteEventStore', async () => {
  const { file, remove } = temporaryDatabaseFile();
  const store = new SqliteEventStore(file);
  return {
    store,
    reopen: async () => new SqliteEventStore(file),
    listsStreams: true,
    cleanup: async () => {
      await store.close();
      remove();
    },
  };
});

describe('SqliteEventStore', () => {
  const opened: SqliteEventStore[] = [];
  let database: ReturnType<typeof temporaryDatabaseFile>;

  beforeEach(() => {
    database = temporaryDatabaseFile();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    database.remove();
  });

  function open(filename = database.file): SqliteEventStore {
    const store = new SqliteEventStore(filename);
    opened.push(store);
    return store;
  }

  it('starts with an empty log at position 0, also in memory', async () => {
    for (const store of [open(), open(':memory:')]) {
      expect(await store.headPosition()).toBe(0);
      expect(await store.readAll()).toEqual([]);
      expect(await store.append('thing-1', newEvents(2), { expectedRevision: 'no_stream' })).toEqual({ nextExpectedRevision: 1, position: 2, positions: [1, 2] });
    }
  });

  it('treats a retried batch as already appended whatever revision the retry expects', async () => {
    const store = open();
    const batch = newEvents(3);
    const first = await store.append('thing-1', batch, { expectedRevision: 'no_stream' });
    await store.append('thing-1', newEvents(1), { expectedRevision: 2 });

    expect(await store.append('thing-1', batch, { expectedRevision: 3 })).toEqual(first);
    expect(await store.append('thing-1', batch.slice(0, 2), { expectedRevision: 3 })).toEqual({ nextExpectedRevision: 1, position: 2, positions: [1, 2] });
    expect(await store.readStream('thing-1')).toHaveLength(4);
  });

  it('rejects a batch reusing an id already in the stream after a new first event', async () => {
    const store = open();
    const stored = newEvents(2);
    await store.append('thing-1', stored, { expectedRevision: 'no_stream' });

    await expect(store.append('thing-1', [...newEvents(1), stored[1]], { expectedRevision: 1 })).rejects.toMatchObject({
      name: 'WrongExpectedVersion',
      actual: 1,
    });
    expect(await store.readStream('thing-1')).toHaveLength(2);
  });

  it('delivers to a subscription the events another store instance writes to the same file', async () => {
    const reader = open();
    const writer = open();
    const delivered: RecordedEvent[] = [];
    const subscription = reader.subscribeToAll({ onEvent: (event) => void delivered.push(event) });

    await writer.append('thing-1', newEvents(3), { expectedRevision: 'no_stream' });
    await eventually(() => delivered.length === 3);
    await writer.append('thing-1', newEvents(2), { expectedRevision: 2 });
    await eventually(() => delivered.length === 5);
    await subscription.stop();

    expect(delivered.map((event) => event.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hands a subscriber that starts after an append every event up to it at once, not a page kept from before the append', async () => {
    // The poll timer never fires here: what arrives comes from the read an append wakes, or not at all.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const settled = async (condition: () => boolean) => {
      for (let turn = 0; turn < 1_000 && !condition(); turn++) await new Promise<void>((resolve) => setImmediate(resolve));
      return condition();
    };
    try {
      const store = open();
      const early: RecordedEvent[] = [];
      const late: RecordedEvent[] = [];
      const first = store.subscribeToAll({ onEvent: (event) => void early.push(event) });
      await store.append('thing-1', newEvents(1), { expectedRevision: 'no_stream' });
      expect(await settled(() => early.length === 1)).toBe(true);
      await store.append('thing-1', newEvents(1), { expectedRevision: 0 });
      const second = store.subscribeToAll({ onEvent: (event) => void late.push(event) });
      expect(await settled(() => early.length === 2 && late.length === 2)).toBe(true);
      expect(late.map((event) => event.position)).toEqual([1, 2]);
      const stopping = Promise.all([first.stop(), second.stop()]);
      await jest.runOnlyPendingTimersAsync();
      await stopping;
    } finally {
      jest.useRealTimers();
    }
  });

  it('appends to several streams in one call, in order, each checked as a single append is', async () => {
    const store = open();
    const [first, second] = [newEvents(2), newEvents(1)];
    expect(
      await store.appendToStreams([
        { streamId: 'thing-1', events: first, expectedRevision: 'no_stream' },
        { streamId: 'thing-2', events: second, expectedRevision: 'no_stream' },
      ]),
    ).toEqual([
      { nextExpectedRevision: 1, position: 2, positions: [1, 2] },
      { nextExpectedRevision: 0, position: 3, positions: [3] },
    ]);
    expect((await store.readAll()).map((event) => [event.streamId, event.revision, event.id])).toEqual([
      ['thing-1', 0, first[0].id],
      ['thing-1', 1, first[1].id],
      ['thing-2', 0, second[0].id],
    ]);
  });

  it('writes nothing of a multi-stream append when one of its streams fails its expected revision', async () => {
    const store = open();
    await store.append('thing-2', newEvents(1), { expectedRevision: 'no_stream' });
    await expect(
      store.appendToStreams([
        { streamId: 'thing-1', events: newEvents(1), expectedRevision: 'no_stream' },
        { streamId: 'thing-2', events: newEvents(1), expectedRevision: 'no_stream' },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readAll()).map((event) => event.streamId)).toEqual(['thing-2']);
  });

  it('keeps the events when the file is opened again', async () => {
    const first = open();
    const events = newEvents(3);
    await first.append('thing-1', events, { expectedRevision: 'no_stream' });
    await first.close();

    const again = open();
    expect((await again.readStream('thing-1')).map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(await again.append('thing-1', newEvents(1), { expectedRevision: 2 })).toEqual({ nextExpectedRevision: 3, position: 4, positions: [4] });
  });

  it('erases deleted streams from the file and its WAL: neither their names nor their data are left in the bytes', async () => {
    const store = open();
    const secret = `erased-${randomUUID()}@example.com`;
    for (let index = 0; index < 50; index += 1) await store.append(`thing-${index}`, newEvents(3), { expectedRevision: 'no_stream' });
    await store.append(`email-${secret}`, [{ ...newEvents(1)[0], data: { email: secret } }], { expectedRevision: 'no_stream' });
    await store.append('thing-last', newEvents(1), { expectedRevision: 'no_stream' });
    const bytesOnDisk = () => [database.file, `${database.file}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file).toString('latin1')).join('');
    expect(bytesOnDisk()).toContain(secret);

    await store.deleteStreams([`email-${secret}`]);

    expect(bytesOnDisk()).not.toContain(secret);
    expect(await store.readAll()).toHaveLength(151);
    expect((await store.append('thing-next', newEvents(1), { expectedRevision: 'no_stream' })).position).toBe(153);
  });

  it("hands every live subscription the same objects for this store's latest appends, equal to what a read returns", async () => {
    const store = open();
    const first: RecordedEvent[] = [];
    const second: RecordedEvent[] = [];
    const early = store.subscribeToAll({ onEvent: (event) => void first.push(event) });
    // Values JSON does not keep as they are: a read answers them as stored.
    const shaped = { ...newEvents(1)[0], data: { at: new Date('2026-11-29T10:00:00Z'), gone: undefined, list: [1, undefined] } };
    await store.append('thing-1', [shaped], { expectedRevision: 'no_stream' });
    await eventually(() => first.length === 1);
    // The second append drops the page the first subscription read: the later one still gets its objects.
    await store.append('thing-2', newEvents(1), { expectedRevision: 'no_stream' });
    await eventually(() => first.length === 2);
    const late = store.subscribeToAll({ onEvent: (event) => void second.push(event) });
    await eventually(() => second.length === 2);
    await Promise.all([early.stop(), late.stop()]);

    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(first).toEqual(await store.readAll());
    expect(first[0].data).toEqual({ at: '2026-11-29T10:00:00.000Z', list: [1, null] });
  });

  it("shares the log's tail between subscriptions, but keeps no full page a subscription catching up read", async () => {
    const store = open();
    const writer = open();
    // Another store's events: this one reads them from the table, page by page (a thousand a page).
    await writer.appendToStreams(Array.from({ length: 11 }, (_, stream) => ({ streamId: `thing-${stream}`, events: newEvents(100), expectedRevision: 'no_stream' as const })));
    const first: RecordedEvent[] = [];
    const second: RecordedEvent[] = [];
    const early = store.subscribeToAll({ onEvent: (event) => void first.push(event) });
    await eventually(() => first.length === 1100);
    const late = store.subscribeToAll({ onEvent: (event) => void second.push(event) });
    await eventually(() => second.length === 1100);
    await Promise.all([early.stop(), late.stop()]);

    expect(second).toEqual(first);
    // The full first page was read again: keeping its thousand events would have made the collector copy them.
    expect(second[0]).not.toBe(first[0]);
    expect(second[999]).not.toBe(first[999]);
    // The tail (the last hundred) is the same objects.
    expect(second[1000]).toBe(first[1000]);
    expect(second[1099]).toBe(first[1099]);
  });

  it("delivers another store's events that fall between this store's own appends, in order, with nothing skipped", async () => {
    const store = open();
    const other = open();
    const delivered: RecordedEvent[] = [];
    await store.append('thing-1', newEvents(1), { expectedRevision: 'no_stream' });
    await other.append('thing-2', newEvents(2), { expectedRevision: 'no_stream' });
    await store.append('thing-1', newEvents(1), { expectedRevision: 0 });
    await store.appendToStreams([{ streamId: 'thing-3', events: newEvents(2), expectedRevision: 'no_stream' }]);
    await store.append('thing-1', newEvents(1), { expectedRevision: 1 });
    const subscription = store.subscribeToAll({ onEvent: (event) => void delivered.push(event) });
    await eventually(() => delivered.length === 7);
    await store.deleteStreams(['thing-2']);
    await store.append('thing-1', newEvents(1), { expectedRevision: 2 });
    await eventually(() => delivered.length === 8);
    await subscription.stop();

    expect(delivered.map((event) => [event.streamId, event.position])).toEqual([
      ['thing-1', 1],
      ['thing-2', 2],
      ['thing-2', 3],
      ['thing-1', 4],
      ['thing-3', 5],
      ['thing-3', 6],
      ['thing-1', 7],
      ['thing-1', 8],
    ]);
  });

  it('decodes, while a subscription catches up, only the parts it reads; reading another throws; at the tail it hands over whole events', async () => {
    const store = open();
    const writer = open();
    // Another store's events, so this one reads them from the table: 1,500 read in part, then the tail.
    await writer.appendToStreams([
      { streamId: 'thing-1', events: newEvents(750), expectedRevision: 'no_stream' },
      { streamId: 'other-1', events: newEvents(750).map((event) => ({ ...event, type: 'OtherHappened' })), expectedRevision: 'no_stream' },
    ]);
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ reads: { dataOf: new Set(['ThingHappened']), metadata: false }, onEvent: (event) => void delivered.push(event) });
    await eventually(() => delivered.length === 1500);
    // Also another store's: read from the table, at the tail.
    await writer.append('thing-2', newEvents(1), { expectedRevision: 'no_stream' });
    await eventually(() => delivered.length === 1501);
    await subscription.stop();

    const [thing, other, live] = [delivered[0], delivered[999], delivered[1500]];
    expect(delivered.map((event) => event.position)).toEqual(Array.from({ length: 1501 }, (_, index) => index + 1));
    expect(thing).toMatchObject({ type: 'ThingHappened', streamId: 'thing-1', revision: 0, data: { index: 0 } });
    expect(other).toMatchObject({ type: 'OtherHappened', streamId: 'other-1', revision: 249, position: 1000 });
    expect(() => (other.data as { index: number }).index).toThrow(/data was not decoded/);
    expect(() => thing.metadata.correlationId).toThrow(/metadata was not decoded/);
    expect(() => ({ ...thing.metadata })).toThrow(/metadata was not decoded/);
    // The short page that ends the catch-up is read in part too; only what comes after it is whole.
    expect(() => delivered[1499].metadata.actorId).toThrow(/metadata was not decoded/);
    expect(live).toEqual((await store.readAll({ fromPosition: 1500 }))[0]);
  });

  it('stops its subscriptions when closed', async () => {
    const store = open();
    const errors: Error[] = [];
    const subscription = store.subscribeToAll({ onEvent: () => undefined, onError: (error) => errors.push(error) });
    await store.append('thing-1', newEvents(1), { expectedRevision: 'no_stream' });

    await store.close();
    await subscription.stop();

    expect(errors).toEqual([]);
  });
});

function newEvents(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: 'ThingHappened',
    data: { index },
    metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() },
  }));
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELETED_USER_NAME } from '../../../domain/personal-data/personal-fields';
import { EventMetadata, NewEvent, RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { eventually } from '../../../test-support/eventually';
import { describeEventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';
import { ShreddingEventStore } from './shredding-event-store';
import { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
import { PersonalDataKeys } from '../../../platform/personal-data/personal-data-keys.port';

const metadata: EventMetadata = { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-11-25T10:00:00.000Z' };

function temporaryDirectory(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'shredding-event-store-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function open(dir: string, options?: { keysKept: number }): { store: ShreddingEventStore; log: SqliteEventStore } {
  const log = new SqliteEventStore(join(dir, 'events.sqlite'));
  return { log, store: new ShreddingEventStore(log, new SqlitePersonalDataKeys(join(dir, 'keys.sqlite')), options) };
}

const signedUp = (userId: string, firstName: string, email: string): NewEvent => ({
  id: `00000000-0000-4000-8000-${userId.padStart(12, '0')}`,
  type: 'UserSignedUp',
  data: { userId, email, firstName, lastName: 'Lopez', profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'PARENT', phoneNumber: '+14155552671', referralCode: null, languagePreference: 'en', signedUpAt: metadata.occurredAt },
  metadata,
});
const messageSent = (id: string, fromUserId: string, body: string): NewEvent => ({
  id,
  type: 'MessageSent',
  data: { conversationId: 'conv-1', messageId: id, fromUserId, body, type: 'TEXT', file: null, sentAt: metadata.occurredAt },
  metadata,
});
const dataOf = (events: RecordedEvent[]) => events.map((event) => event.data as Record<string, unknown>);

describeEventStoreContract('ShreddingEventStore over SQLite', async () => {
  const { dir, remove } = temporaryDirectory();
  const { store } = open(dir);
  return {
    store,
    reopen: async () => open(dir).store,
    listsStreams: true,
    cleanup: async () => {
      await store.close();
      remove();
    },
  };
});

describe('ShreddingEventStore', () => {
  let directory: ReturnType<typeof temporaryDirectory>;
  let store: ShreddingEventStore;
  let log: SqliteEventStore;

  beforeEach(() => {
    directory = temporaryDirectory();
    ({ store, log } = open(directory.dir));
  });
  afterEach(async () => {
    await store.close();
    directory.remove();
  });

  it('stores personal fields sealed, never in the clear, and reads them back plain', async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'My address is 12 Elm St')], { expectedRevision: 'no_stream' });

    const raw = readFileSync(join(directory.dir, 'events.sqlite')).toString('latin1') + readWal(directory.dir);
    for (const secret of ['Anabel', 'anabel@example.com', '+14155552671', '12 Elm St']) expect(raw.includes(secret)).toBe(false);
    const stored = dataOf(await log.readAll())[0]!;
    expect(stored.$personal).toMatch(/^pd1:/);
    expect(stored).not.toHaveProperty('firstName');
    expect(stored.profileTypes).toEqual(['STUDENT_OR_PARENT']);

    const [user, message] = dataOf(await store.readAll());
    expect(user).toMatchObject({ userId: '1', firstName: 'Anabel', lastName: 'Lopez', email: 'anabel@example.com', phoneNumber: '+14155552671' });
    expect(message).toMatchObject({ body: 'My address is 12 Elm St', fromUserId: '1' });
  });

  it('reads its own just-appended events as a process that did not append them reads them', async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'My address is 12 Elm St')], { expectedRevision: 'no_stream' });
    const other = new ShreddingEventStore(new SqliteEventStore(join(directory.dir, 'events.sqlite')), new SqlitePersonalDataKeys(join(directory.dir, 'keys.sqlite')));
    try {
      expect(dataOf(await store.readAll())).toEqual(dataOf(await other.readAll()));
      expect(dataOf(await store.readStream('conversation-1'))[0]).toMatchObject({ body: 'My address is 12 Elm St' });
    } finally {
      await other.close();
    }
  });

  it('answers a retried append as the same append: sealing is deterministic', async () => {
    const event = signedUp('1', 'Anabel', 'anabel@example.com');
    const first = await store.append('user-1', [event], { expectedRevision: 'no_stream' });
    expect(await store.append('user-1', [event], { expectedRevision: 'no_stream' })).toEqual(first);
    expect(await store.readStream('user-1')).toHaveLength(1);
  });

  it("after shredding, reads the person's fields as placeholders everywhere, leaves the facts and other people alone, and survives a reopen", async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await store.append('user-2', [signedUp('2', 'Bruno', 'bruno@example.com')], { expectedRevision: 'no_stream' });
    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'hello from Anabel'), messageSent('00000000-0000-4000-8000-00000000aaa2', '2', 'hello from Bruno')], {
      expectedRevision: 'no_stream',
    });
    await store.shred('1');

    const expectShredded = (events: RecordedEvent[]) => {
      const [anabel, bruno, fromAnabel, fromBruno] = dataOf(events);
      expect(anabel).toMatchObject({ userId: '1', firstName: DELETED_USER_NAME, lastName: '', email: 'deleted-1@deleted.invalid', phoneNumber: null, profileTypes: ['STUDENT_OR_PARENT'] });
      expect(bruno).toMatchObject({ firstName: 'Bruno', email: 'bruno@example.com' });
      expect(fromAnabel).toMatchObject({ fromUserId: '1', body: '', messageId: '00000000-0000-4000-8000-00000000aaa1' });
      expect(fromBruno).toMatchObject({ body: 'hello from Bruno' });
    };
    expectShredded(await store.readAll());
    expect(dataOf(await store.readStream('user-1'))[0]!.firstName).toBe(DELETED_USER_NAME);

    await store.close();
    ({ store, log } = open(directory.dir));
    expectShredded(await store.readAll());
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void seen.push(event) });
    await eventually(() => seen.length === 4);
    await subscription.stop();
    expectShredded(seen);
  });

  it('hands every live subscription the events opened, and a subscription that reads them after a shred only placeholders', async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'hello from Anabel')], { expectedRevision: 'no_stream' });
    const follow = () => {
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ onEvent: (event) => void seen.push(event) });
      return { seen, subscription };
    };
    const early = [follow(), follow()];
    await eventually(() => early.every(({ seen }) => seen.length === 2));
    for (const { seen } of early) expect(dataOf(seen)[1]).toMatchObject({ body: 'hello from Anabel' });

    await store.shred('1');
    const late = follow();
    await eventually(() => late.seen.length === 2);
    expect(dataOf(late.seen)[0]).toMatchObject({ firstName: DELETED_USER_NAME });
    expect(dataOf(late.seen)[1]).toMatchObject({ fromUserId: '1', body: '' });
    await Promise.all([...early, late].map(({ subscription }) => subscription.stop()));
  });

  it('opens the events whose data a subscription reads, passes the others on undecoded, and reads every deletion itself', async () => {
    // Another process's appends: this store reads them from the log (its own it hands over whole).
    const other = open(directory.dir).store;
    await other.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await other.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'hello from Anabel')], { expectedRevision: 'no_stream' });
    await other.shred('1');
    await other.append('user-1', [{ id: '00000000-0000-4000-8000-0000000000d1', type: 'UserDeleted', data: { userId: '1', byUserId: 'admin', reason: 'asked', deletedAt: metadata.occurredAt }, metadata }], {
      expectedRevision: 0,
    });
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ reads: { dataOf: new Set(['MessageSent']), metadata: false }, onEvent: (event) => void seen.push(event) });
    await eventually(() => seen.length === 3);
    await subscription.stop();
    await other.close();

    expect(seen.map((event) => event.type)).toEqual(['UserSignedUp', 'MessageSent', 'UserDeleted']);
    expect(() => dataOf(seen)[0].firstName).toThrow(/not decoded/);
    expect(dataOf(seen)[1]).toMatchObject({ fromUserId: '1', body: '' });
    expect(dataOf(seen)[2]).toMatchObject({ userId: '1' });
  });

  it('opens an event once for all the live subscriptions its append wakes, and hands each the same opened event', async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    const subscribers = Array.from({ length: 4 }, () => {
      const seen: RecordedEvent[] = [];
      return { seen, subscription: store.subscribeToAll({ onEvent: (event) => void seen.push(event) }) };
    });
    await eventually(() => subscribers.every(({ seen }) => seen.length === 1));

    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'hello from Anabel')], { expectedRevision: 'no_stream' });
    await eventually(() => subscribers.every(({ seen }) => seen.length === 2));
    await Promise.all(subscribers.map(({ subscription }) => subscription.stop()));

    const [first, ...others] = subscribers.map(({ seen }) => seen[1]);
    expect(first.data).toMatchObject({ body: 'hello from Anabel' });
    for (const other of others) expect(other).toBe(first);
  });

  it('reads plaintext events written before sealing as they are, until their person is deleted', async () => {
    await log.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    expect(dataOf(await store.readAll())[0]!.firstName).toBe('Anabel');
    await store.shred('1');
    expect(dataOf(await store.readAll())[0]).toMatchObject({ firstName: DELETED_USER_NAME, email: 'deleted-1@deleted.invalid' });
  });

  it("learns of a deletion made by another process from the UserDeleted event it reads", async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    expect(dataOf(await store.readAll())[0]!.firstName).toBe('Anabel');
    const other = open(directory.dir).store;
    await other.shred('1');
    await other.append('user-1', [{ id: '00000000-0000-4000-8000-0000000000d1', type: 'UserDeleted', data: { userId: '1', byUserId: 'admin', reason: 'asked', deletedAt: metadata.occurredAt }, metadata }], {
      expectedRevision: 0,
    });
    expect(dataOf(await store.readAll())[0]!.firstName).toBe(DELETED_USER_NAME);
  });

  it('keeps a bounded number of keys in memory: a batch larger than that still opens, and a forgotten key is looked up again, deletion included', async () => {
    await store.close();
    ({ store, log } = open(directory.dir, { keysKept: 2 }));
    for (const [id, name] of [['1', 'Anabel'], ['2', 'Bruno'], ['3', 'Carla']]) {
      await store.append(`user-${id}`, [signedUp(id, name, `${name.toLowerCase()}@example.com`)], { expectedRevision: 'no_stream' });
    }
    expect(dataOf(await store.readAll()).map((data) => data.firstName)).toEqual(['Anabel', 'Bruno', 'Carla']);
    expect(dataOf(await store.readStream('user-1'))[0]!.firstName).toBe('Anabel');
    // Reading Bruno's stream after Anabel's pushes Carla's key out of memory; another process then deletes her.
    expect(dataOf(await store.readStream('user-2'))[0]!.firstName).toBe('Bruno');
    const other = open(directory.dir).store;
    await other.shred('3');
    await other.close();
    expect(dataOf(await store.readStream('user-3'))[0]).toMatchObject({ firstName: DELETED_USER_NAME, email: 'deleted-3@deleted.invalid' });
  });

  it('learns every key at once at its first subscription, so a rebuild looks nobody up, and still opens a key made since by another process', async () => {
    await store.append('user-1', [signedUp('1', 'Anabel', 'anabel@example.com')], { expectedRevision: 'no_stream' });
    await store.append('user-2', [signedUp('2', 'Bruno', 'bruno@example.com')], { expectedRevision: 'no_stream' });
    // Written in the clear before sealing began: Carla has no key.
    await log.append('user-3', [signedUp('3', 'Carla', 'carla@example.com')], { expectedRevision: 'no_stream' });
    await store.close();
    const keys = new SqlitePersonalDataKeys(join(directory.dir, 'keys.sqlite'));
    let lookups = 0;
    const counted: PersonalDataKeys = Object.assign(Object.create(keys) as SqlitePersonalDataKeys, {
      lookup: (subjectIds: readonly string[]) => {
        lookups++;
        return keys.lookup(subjectIds);
      },
    });
    store = new ShreddingEventStore(new SqliteEventStore(join(directory.dir, 'events.sqlite')), counted);
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void seen.push(event) });
    await eventually(() => seen.length === 3);
    expect(dataOf(seen).map((data) => data.firstName)).toEqual(['Anabel', 'Bruno', 'Carla']);
    expect(lookups).toBe(0);

    const other = open(directory.dir).store;
    await other.append('user-4', [signedUp('4', 'Dora', 'dora@example.com')], { expectedRevision: 'no_stream' });
    await other.close();
    await eventually(() => seen.length === 4);
    expect(dataOf(seen)[3]).toMatchObject({ firstName: 'Dora', email: 'dora@example.com' });
    expect(lookups).toBe(1);
    await subscription.stop();
  });

  it('with more keys than it keeps, learns none at once and still opens every event, the people deleted as placeholders', async () => {
    for (const [id, name] of [['1', 'Anabel'], ['2', 'Bruno'], ['3', 'Carla']]) {
      await store.append(`user-${id}`, [signedUp(id, name, `${name.toLowerCase()}@example.com`)], { expectedRevision: 'no_stream' });
    }
    await store.shred('2');
    await store.close();
    ({ store, log } = open(directory.dir, { keysKept: 2 }));
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void seen.push(event) });
    await eventually(() => seen.length === 3);
    expect(dataOf(seen).map((data) => data.firstName)).toEqual(['Anabel', DELETED_USER_NAME, 'Carla']);
    await subscription.stop();
  });

  it('writes only placeholders for a person already deleted', async () => {
    await store.shred('1');
    await store.append('conversation-1', [messageSent('00000000-0000-4000-8000-00000000aaa1', '1', 'late message')], { expectedRevision: 'no_stream' });
    expect(dataOf(await log.readAll())[0]!.body).toBe('');
  });
});

function readWal(dir: string): string {
  try {
    return readFileSync(join(dir, 'events.sqlite-wal')).toString('latin1');
  } catch {
    return '';
  }
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { userStreamId } from '../../domain/accounts/account.rules';
import { UserEvent } from '../../domain/accounts/user.events';
import { NewEvent, RecordedEvent } from '../../platform/eventstore/event-store.port';
import { SqliteEventStore } from '../../src/infrastructure/eventstore/sqlite-event-store';
import { Document } from '../../platform/readstore/read-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { eventually } from '../../test-support/eventually';
import { signedUp } from '../../test-support/signed-up';
import { findUserByEmail, findUserById, USERS_COLLECTION, UserDocument, usersProjection } from '../users/users.projection';
import { evolveDocument, physicalCollectionName, ProjectedDocument, ProjectionDefinition, ProjectionStore } from './projection';
import { CHECKPOINTS_COLLECTION, PROJECTION_STATE_COLLECTION, ProjectionRunner } from './projection-runner';

const logger = pino({ level: 'silent' });

// ---------------------------------------------------------------------------------------------
// Events

function newEvent(type: string, data: unknown): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2024-03-01T10:00:00.000Z' },
  };
}

const emailVerified = (userId: string, email: string): UserEvent => ({
  type: 'EmailVerified',
  data: { userId, email, verifiedAt: '2024-03-01T11:00:00.000Z' },
});
const passwordChanged = (userId: string): UserEvent => ({ type: 'PasswordChanged', data: { userId, changedAt: '2024-03-02T10:00:00.000Z' } });
const languageSaved = (userId: string): UserEvent => ({ type: 'LanguagePreferenceSaved', data: { userId, language: 'sp' } });

// ---------------------------------------------------------------------------------------------
// A small projection whose every application the test can see and hold back

const THINGS = 'things';

interface ThingDocument extends ProjectedDocument {
  events: number;
  lastType?: string;
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

interface ThingsProjectionOptions {
  version?: number;
  handles?: readonly string[];
  /** Every event handed to `apply`, across runners. */
  applied?: RecordedEvent[];
  /** While closed, `apply` waits before touching the read store. */
  gate?: Gate;
  /** Version 2's evolve also keeps the type of the last event. */
  withLastType?: boolean;
}

function thingsProjection({ version = 1, handles = ['ThingHappened', 'ThingChanged'], applied = [], gate, withLastType = false }: ThingsProjectionOptions = {}): ProjectionDefinition {
  return {
    name: 'things',
    version,
    handles,
    collections: [THINGS],
    async setup(store) {
      await store.collection(THINGS).createIndex({ keys: { events: 1 }, name: 'by_events' });
    },
    async apply(event, store) {
      applied.push(event);
      await gate?.promise;
      await evolveDocument(store.collection<ThingDocument>(THINGS), event.streamId, event, (current) => ({
        _id: event.streamId,
        _position: event.position,
        events: (current?.events ?? 0) + 1,
        ...(withLastType ? { lastType: event.type } : {}),
      }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixture: a real SQLite log in a temporary file and the in-memory read store

describe('ProjectionRunner over SqliteEventStore and InMemoryReadStore', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  let readStore: InMemoryReadStore;
  let running: ProjectionRunner[];
  let gates: Gate[];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'projection-runner-'));
    eventStore = new SqliteEventStore(join(directory, 'events.db'));
    readStore = new InMemoryReadStore();
    running = [];
    gates = [];
  });

  afterEach(async () => {
    // A closed gate would hold a subscription, and so stop(), forever.
    for (const gate of gates) gate.open();
    for (const runner of running) await runner.stop();
    await eventStore.close();
    await readStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  function closedGate(): Gate {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    const gate = { promise, open };
    gates.push(gate);
    return gate;
  }

  async function startRunner(definitions: readonly ProjectionDefinition[], options?: { checkpointEveryMs?: number }): Promise<ProjectionRunner> {
    const runner = new ProjectionRunner(eventStore, readStore, definitions, logger, options);
    running.push(runner);
    await runner.start();
    return runner;
  }

  async function stopRunner(runner: ProjectionRunner): Promise<void> {
    running.splice(running.indexOf(runner), 1);
    await runner.stop();
  }

  /** Appends to the user's stream; returns the global position of the last event. */
  async function appendUserEvents(userId: string, events: UserEvent[]): Promise<number> {
    const result = await eventStore.append(
      userStreamId(userId),
      events.map((event) => newEvent(event.type, event.data)),
      { expectedRevision: 'any' },
    );
    return result.position;
  }

  async function appendThingEvents(thingId: string, types: string[]): Promise<number> {
    const result = await eventStore.append(
      thingId,
      types.map((type) => newEvent(type, { thingId })),
      { expectedRevision: 'any' },
    );
    return result.position;
  }

  async function documentsOf<T extends Document>(collectionName: string): Promise<T[]> {
    return readStore.collection<T>(collectionName).find({}, { sort: { _id: 1 } });
  }

  const usersCollection = physicalCollectionName(usersProjection, usersProjection.version, USERS_COLLECTION);
  const usersCheckpoint = `users@v${usersProjection.version}`;
  const thingsV = (version: number) => physicalCollectionName({ name: 'things' }, version, THINGS);

  async function checkpointOf(id: string): Promise<number | undefined> {
    const checkpoint = await readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: id });
    return checkpoint?.position as number | undefined;
  }

  // -------------------------------------------------------------------------------------------

  describe('the users projection', () => {
    it('builds user documents from the log and serves them through readModels', async () => {
      await appendUserEvents('u1', [signedUp('u1', 'ada@example.com'), emailVerified('u1', 'ada@example.com'), passwordChanged('u1')]);
      await appendUserEvents('u2', [signedUp('u2', 'grace@example.com'), languageSaved('u2')]);

      const runner = await startRunner([usersProjection]);
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);

      const users = await runner.readModels.collection<UserDocument>(USERS_COLLECTION).find({}, { sort: { _id: 1 } });
      expect(users.map((user) => user._id)).toEqual(['u1', 'u2']);
      expect(users[0]).toMatchObject({ email: { address: 'ada@example.com', verified: true }, passwordVersion: 1, _position: 3 });
      expect(users[1]).toMatchObject({ email: { address: 'grace@example.com', verified: false }, profile: { languagePreference: 'sp' }, _position: 5 });
      expect((await findUserByEmail(runner.readModels, 'grace@example.com'))?._id).toBe('u2');
      expect(await readStore.listCollections()).toContain(usersCollection);
      expect(() => runner.readModels.collection('nobody-owns-this')).toThrow(/No projection owns/);
    });

    it('waitForPosition resolves once an append is readable, and gives false for a position never reached', async () => {
      const runner = await startRunner([usersProjection]);
      const position = await appendUserEvents('u1', [signedUp('u1', 'ada@example.com')]);

      expect(await runner.waitForPosition(position)).toBe(true);
      expect(await findUserById(runner.readModels, 'u1')).toMatchObject({ _id: 'u1', _position: position });

      const verifiedAt = await appendUserEvents('u1', [emailVerified('u1', 'ada@example.com')]);
      expect(await runner.waitForPosition(verifiedAt, ['users'])).toBe(true);
      expect((await findUserById(runner.readModels, 'u1'))?.email.verified).toBe(true);

      expect(await runner.waitForPosition(verifiedAt + 100, undefined, 50)).toBe(false);
      expect(await runner.waitForPosition(verifiedAt + 100, ['users'], 50)).toBe(false);
    });

    it('gives the same documents when the same events are applied twice', async () => {
      await appendUserEvents('u1', [signedUp('u1', 'ada@example.com'), emailVerified('u1', 'ada@example.com')]);
      await appendUserEvents('u2', [signedUp('u2', 'grace@example.com')]);
      await appendUserEvents('u1', [passwordChanged('u1'), languageSaved('u1')]);
      await appendUserEvents('u2', [passwordChanged('u2'), passwordChanged('u2')]);
      const events = await eventStore.readAll();

      const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(usersProjection, usersProjection.version, logical)) };
      await usersProjection.setup?.(store);
      for (const event of events) await usersProjection.apply(event, store);
      const once = await documentsOf<UserDocument>(usersCollection);
      expect(once.map((user) => [user._id, user.passwordVersion])).toEqual([
        ['u1', 1],
        ['u2', 2],
      ]);

      // Each event redelivered straight away, then the whole log replayed.
      for (const event of events) {
        await usersProjection.apply(event, store);
        await usersProjection.apply(event, store);
      }
      for (const event of events) await usersProjection.apply(event, store);
      expect(await documentsOf<UserDocument>(usersCollection)).toEqual(once);
    });

    it('leaves documents unchanged when restarted with a checkpoint behind them', async () => {
      const first = await appendUserEvents('u1', [signedUp('u1', 'ada@example.com'), emailVerified('u1', 'ada@example.com')]);
      await appendUserEvents('u2', [signedUp('u2', 'grace@example.com'), passwordChanged('u2'), passwordChanged('u2')]);
      const runner = await startRunner([usersProjection]);
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
      await stopRunner(runner);
      const built = await documentsOf<UserDocument>(usersCollection);
      const head = await eventStore.headPosition();
      expect(await checkpointOf(usersCheckpoint)).toBe(head);

      // As after a crash between two checkpoint saves: the checkpoint lags behind the documents.
      await readStore
        .collection(CHECKPOINTS_COLLECTION)
        .replaceOne({ _id: usersCheckpoint }, { _id: usersCheckpoint, projection: 'users', version: usersProjection.version, position: first - 1 });
      const restarted = await startRunner([usersProjection]);
      expect(await restarted.waitUntilCaughtUp(5000)).toBe(true);
      expect(await documentsOf<UserDocument>(usersCollection)).toEqual(built);
      await stopRunner(restarted);
      expect(await checkpointOf(usersCheckpoint)).toBe(head);
    });

    it('keeps serving the active documents while it replays after losing its checkpoint', async () => {
      await appendUserEvents('u1', [signedUp('u1', 'ada@example.com'), emailVerified('u1', 'ada@example.com')]);
      await appendUserEvents('u2', [signedUp('u2', 'grace@example.com'), languageSaved('u2')]);
      const runner = await startRunner([usersProjection]);
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
      await stopRunner(runner);
      const built = await documentsOf<UserDocument>(usersCollection);

      await readStore.collection(CHECKPOINTS_COLLECTION).deleteOne({ _id: usersCheckpoint });
      // The same projection, its replay held back so reads can be checked in the middle of it.
      const gate = closedGate();
      const heldUsers: ProjectionDefinition = {
        ...usersProjection,
        async apply(event, store) {
          await gate.promise;
          await usersProjection.apply(event, store);
        },
      };
      const restarted = await startRunner([heldUsers]);
      expect(restarted.isReady()).toBe(true);
      expect(await documentsOf<UserDocument>(usersCollection)).toEqual(built);
      expect((await findUserByEmail(restarted.readModels, 'ada@example.com'))?.email.verified).toBe(true);

      gate.open();
      expect(await restarted.waitUntilCaughtUp(5000)).toBe(true);
      expect(await documentsOf<UserDocument>(usersCollection)).toEqual(built);
    });
  });

  // -------------------------------------------------------------------------------------------

  describe('restart', () => {
    it('resumes from its checkpoint: no event applied twice, none missed', async () => {
      const applied: RecordedEvent[] = [];
      await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged']);
      const runner = await startRunner([thingsProjection({ applied })]);
      await appendThingEvents('thing-2', ['ThingHappened']);
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
      await stopRunner(runner);
      const stoppedAt = await eventStore.headPosition();
      expect(await checkpointOf('things@v1')).toBe(stoppedAt);

      await appendThingEvents('thing-1', ['ThingChanged', 'ThingChanged']);
      await appendThingEvents('thing-3', ['ThingHappened']);
      // Nothing runs while stopped.
      expect(applied).toHaveLength(stoppedAt);

      const restarted = await startRunner([thingsProjection({ applied })]);
      expect(await restarted.waitUntilCaughtUp(5000)).toBe(true);
      await appendThingEvents('thing-2', ['ThingChanged']);
      expect(await restarted.waitUntilCaughtUp(5000)).toBe(true);

      const all = await eventStore.readAll();
      expect(applied.map((event) => event.id)).toEqual(all.map((event) => event.id));
      expect(new Set(applied.map((event) => event.id)).size).toBe(applied.length);
      expect((await documentsOf<ThingDocument>(thingsV(1))).map((thing) => [thing._id, thing.events])).toEqual([
        ['thing-1', 4],
        ['thing-2', 2],
        ['thing-3', 1],
      ]);
    });

    it('while a build catches up, writes a document its events change far apart once, then saves checkpoints at the serving pace', async () => {
      // Some 200 events of one thing, each applied a millisecond apart: a build of at least 200 ms,
      // twenty checkpoint periods at the pace asked for.
      for (let batch = 0; batch < 20; batch++) await appendThingEvents('thing-1', Array.from({ length: 10 }, () => 'ThingChanged'));
      const head = await eventStore.headPosition();
      const written: unknown[] = [];
      const collectionOf = readStore.collection.bind(readStore);
      jest.spyOn(readStore, 'collection').mockImplementation(<T extends Document>(name: string) => {
        const collection = collectionOf<T>(name);
        if (name !== thingsV(1)) return collection;
        return new Proxy(collection, {
          get: (target, property) =>
            property === 'replaceOne'
              ? (...args: Parameters<typeof target.replaceOne>) => {
                  written.push(args[1]._id);
                  return target.replaceOne(...args);
                }
              : (Reflect.get(target, property, target) as unknown),
        });
      });
      const slowly: ProjectionDefinition = {
        ...thingsProjection(),
        async apply(event, store) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          // A new document from the store's read-only one, as the rebuild-heavy projections evolve theirs: kept by the build.
          await evolveDocument(store.collection<ThingDocument>(THINGS), event.streamId, event, (current) => ({ _id: event.streamId, _position: event.position, events: (current?.events ?? 0) + 1 }), {
            evolveKeepsCurrent: true,
          });
        },
      };
      const runner = await startRunner([slowly], { checkpointEveryMs: 10 });
      expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
      expect(written).toEqual(['thing-1']);
      expect(await checkpointOf('things@v1')).toBe(head);
      expect((await documentsOf<ThingDocument>(thingsV(1))).map((thing) => thing.events)).toEqual([200]);

      // Active: each event written at once, and its checkpoint saved within the serving pace, not the build's.
      const after = await appendThingEvents('thing-1', ['ThingChanged']);
      expect(await runner.waitForPosition(after)).toBe(true);
      // Throws unless saved within 1 s: the build's pace would take up to 5.
      await eventually(async () => (await checkpointOf('things@v1')) === after, { timeoutMs: 1000 });
      expect(written).toEqual(['thing-1', 'thing-1']);
    });

    it('saves its checkpoint as it goes, not only when stopped', async () => {
      const runner = await startRunner([thingsProjection()], { checkpointEveryMs: 10 });
      const position = await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged', 'ThingChanged']);
      expect(await runner.waitForPosition(position)).toBe(true);
      await eventually(async () => (await checkpointOf('things@v1')) === position);
    });
  });

  // -------------------------------------------------------------------------------------------

  describe('version bump', () => {
    it('rebuilds into fresh collections, reads v1 until caught up, then switches to v2 and drops v1', async () => {
      await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged']);
      await appendThingEvents('thing-2', ['ThingHappened']);
      const v1 = await startRunner([thingsProjection({ version: 1 })]);
      expect(await v1.waitUntilCaughtUp(5000)).toBe(true);
      expect(v1.isReady()).toBe(true);
      await stopRunner(v1);
      const v1Documents = await documentsOf<ThingDocument>(thingsV(1));
      expect(v1Documents.map((thing) => [thing._id, thing.events])).toEqual([
        ['thing-1', 2],
        ['thing-2', 1],
      ]);
      // Left over by an interrupted v2 build that never saved a checkpoint: must not survive.
      await readStore.collection(thingsV(2)).insertOne({ _id: 'stale', events: 99, _position: 1 });

      const applied: RecordedEvent[] = [];
      const gate = closedGate();
      const v2 = await startRunner([thingsProjection({ version: 2, withLastType: true, applied, gate })]);

      expect(v2.isReady()).toBe(false);
      expect(await v2.readModels.collection<ThingDocument>(THINGS).find({}, { sort: { _id: 1 } })).toEqual(v1Documents);
      expect(await readStore.listCollections()).toEqual(expect.arrayContaining([thingsV(1), thingsV(2)]));
      expect(await readStore.collection(thingsV(2)).findOne({ _id: 'stale' })).toBeNull();
      expect(await v2.lag()).toEqual([{ name: 'things', version: 2, position: 0, head: 3, behind: 3, active: false }]);

      gate.open();
      await eventually(() => v2.isReady());
      expect(await v2.waitUntilCaughtUp(5000)).toBe(true);

      expect(applied.map((event) => event.position)).toEqual([1, 2, 3]);
      const v2Documents = await v2.readModels.collection<ThingDocument>(THINGS).find({}, { sort: { _id: 1 } });
      expect(v2Documents).toEqual([
        { _id: 'thing-1', events: 2, lastType: 'ThingChanged', _position: 2 },
        { _id: 'thing-2', events: 1, lastType: 'ThingHappened', _position: 3 },
      ]);
      const collections = await readStore.listCollections();
      expect(collections).toContain(thingsV(2));
      expect(collections).not.toContain(thingsV(1));
      expect(await checkpointOf('things@v1')).toBeUndefined();
      expect(await readStore.collection(PROJECTION_STATE_COLLECTION).findOne({ _id: 'things' })).toEqual({ _id: 'things', activeVersion: 2 });
      expect(await v2.lag()).toEqual([{ name: 'things', version: 2, position: 3, head: 3, behind: 0, active: true }]);

      // Live events after the switch land in v2, where reads now go.
      const position = await appendThingEvents('thing-3', ['ThingHappened']);
      expect(await v2.waitForPosition(position)).toBe(true);
      expect(await v2.readModels.collection<ThingDocument>(THINGS).findOne({ _id: 'thing-3' })).toEqual({
        _id: 'thing-3',
        events: 1,
        lastType: 'ThingHappened',
        _position: position,
      });

      // A restart on v2 stays on v2 and rebuilds nothing.
      await stopRunner(v2);
      const again = await startRunner([thingsProjection({ version: 2, withLastType: true, applied })]);
      expect(again.isReady()).toBe(true);
      expect(await again.waitUntilCaughtUp(5000)).toBe(true);
      expect(applied.map((event) => event.position)).toEqual([1, 2, 3, position]);
    });

    it('switches over at once when the log is empty', async () => {
      const v1 = await startRunner([thingsProjection({ version: 1 })]);
      expect(v1.isReady()).toBe(true);
      await stopRunner(v1);
      const v2 = await startRunner([thingsProjection({ version: 2, withLastType: true })]);
      expect(v2.isReady()).toBe(true);
      expect(await readStore.collection(PROJECTION_STATE_COLLECTION).findOne({ _id: 'things' })).toEqual({ _id: 'things', activeVersion: 2 });
      expect(await readStore.listCollections()).not.toContain(thingsV(1));
    });

    it("finishes a build once, over all of the build's documents, before reads move to it", async () => {
      await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged']);
      await appendThingEvents('thing-2', ['ThingHappened']);
      const finishedOver: number[][] = [];
      const withFinish = (definition: ProjectionDefinition): ProjectionDefinition => ({
        ...definition,
        async finishBuild(store) {
          const things = await store.collection<ThingDocument>(THINGS).find({}, { sort: { _id: 1 } });
          finishedOver.push(things.map((thing) => thing.events));
          await store.collection(THINGS).insertOne({ _id: 'total', events: things.reduce((sum, thing) => sum + thing.events, 0), _position: 0 });
        },
      });
      const v1 = await startRunner([withFinish(thingsProjection({ version: 1 }))]);
      expect(await v1.waitUntilCaughtUp(5000)).toBe(true);
      expect(finishedOver).toEqual([[2, 1]]);
      expect(await v1.readModels.collection<ThingDocument>(THINGS).findOne({ _id: 'total' })).toMatchObject({ events: 3 });

      // Live events after the switch-over finish nothing more.
      const position = await appendThingEvents('thing-3', ['ThingHappened']);
      expect(await v1.waitForPosition(position)).toBe(true);
      expect(finishedOver).toHaveLength(1);
    });
  });

  // -------------------------------------------------------------------------------------------

  describe('readiness and lag', () => {
    it('is not ready until caught up with the events already in the log at start', async () => {
      await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged', 'ThingChanged']);
      const gate = closedGate();
      const runner = await startRunner([thingsProjection({ gate })]);

      expect(runner.isReady()).toBe(false);
      expect(await runner.lag()).toEqual([{ name: 'things', version: 1, position: 0, head: 3, behind: 3, active: false }]);

      gate.open();
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
      expect(runner.isReady()).toBe(true);
      expect(await runner.lag()).toEqual([{ name: 'things', version: 1, position: 3, head: 3, behind: 0, active: true }]);

      const position = await appendThingEvents('thing-2', ['ThingHappened']);
      expect(await runner.waitForPosition(position)).toBe(true);
      expect(await runner.lag()).toEqual([{ name: 'things', version: 1, position, head: position, behind: 0, active: true }]);
    });

    it('is ready at once on an empty log', async () => {
      const runner = await startRunner([thingsProjection(), usersProjection]);
      expect(runner.isReady()).toBe(true);
      expect((await runner.lag()).map(({ name, head, behind }) => ({ name, head, behind }))).toEqual([
        { name: 'things', head: 0, behind: 0 },
        { name: 'users', head: 0, behind: 0 },
      ]);
    });

    it('refuses two projections with the same name', () => {
      expect(() => new ProjectionRunner(eventStore, readStore, [thingsProjection(), thingsProjection({ version: 2 })], logger)).toThrow(
        /Two projections are named things/,
      );
    });
  });

  // -------------------------------------------------------------------------------------------

  describe('event types', () => {
    it('hands a projection only the types it handles, while its position advances over every event', async () => {
      const applied: RecordedEvent[] = [];
      const runner = await startRunner([thingsProjection({ handles: ['ThingHappened'], applied }), usersProjection]);
      await appendThingEvents('thing-1', ['ThingHappened', 'ThingChanged', 'SomethingElse']);
      await appendUserEvents('u1', [signedUp('u1', 'ada@example.com')]);
      const head = await appendThingEvents('thing-2', ['ThingChanged', 'ThingHappened']);

      expect(await runner.waitForPosition(head, ['things'])).toBe(true);
      expect(applied.map((event) => [event.streamId, event.type])).toEqual([
        ['thing-1', 'ThingHappened'],
        ['thing-2', 'ThingHappened'],
      ]);
      expect(await runner.waitForPosition(head)).toBe(true);
      expect((await runner.lag()).map(({ name, position, behind }) => ({ name, position, behind }))).toEqual([
        { name: 'things', position: head, behind: 0 },
        { name: 'users', position: head, behind: 0 },
      ]);
      expect((await documentsOf<UserDocument>(usersCollection)).map((user) => user._id)).toEqual(['u1']);
      expect((await documentsOf<ThingDocument>(thingsV(1))).map((thing) => [thing._id, thing.events])).toEqual([
        ['thing-1', 1],
        ['thing-2', 1],
      ]);
    });
  });

  describe('events a projection cannot apply', () => {
    it('skips one whose values break the projection (written past the deciders), and applies the events after it', async () => {
      const runner = await startRunner([usersProjection]);
      await appendUserEvents('u1', [signedUp('u1', 'ada@example.com')]);
      // The same address again (its reservation bypassed), and a sign-up whose profile types are no list.
      await appendUserEvents('u2', [signedUp('u2', 'ada@example.com')]);
      await eventStore.append(userStreamId('u3'), [newEvent('UserSignedUp', { ...signedUp('u3', 'u3@example.com').data, profileTypes: null }), newEvent('EmailVerified', null)], {
        expectedRevision: 'any',
      });
      const head = await appendUserEvents('u4', [signedUp('u4', 'grace@example.com'), emailVerified('u4', 'grace@example.com')]);

      expect(await runner.waitForPosition(head, ['users'])).toBe(true);
      expect(await findUserById(runner.readModels, 'u2')).toBeNull();
      expect((await findUserByEmail(runner.readModels, 'ada@example.com'))?._id).toBe('u1');
      expect((await findUserById(runner.readModels, 'u4'))?.email.verified).toBe(true);
    });

    it('still stops on any other failure (the read store failing), so no event is lost', async () => {
      const failing: ProjectionDefinition = {
        ...thingsProjection(),
        async apply() {
          throw new Error('read store unreachable');
        },
      };
      const runner = await startRunner([failing]);
      const head = await appendThingEvents('thing-1', ['ThingHappened']);
      expect(await runner.waitForPosition(head, ['things'], 300)).toBe(false);
    });
  });
});

describe('a runner following a projector in another process', () => {
  it('takes readiness, active version and read-your-writes positions from the stored checkpoints', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'follow-'));
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    const readStore = new InMemoryReadStore();
    const projector = new ProjectionRunner(eventStore, readStore, [usersProjection], logger, { checkpointEveryMs: 5 });
    const api = new ProjectionRunner(eventStore, readStore, [usersProjection], logger);
    await api.follow(5);
    expect(api.isReady()).toBe(false);
    await projector.start();
    await eventually(() => api.isReady());

    const { position } = await eventStore.append('user-f1', [newEvent('UserSignedUp', signedUp('f1', 'f1@example.com').data)], { expectedRevision: 'no_stream' });
    expect(await api.waitForPosition(position, ['users'], 2000)).toBe(true);
    expect(await findUserById(api.readModels, 'f1')).toMatchObject({ _id: 'f1' });

    await api.stop();
    await projector.stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

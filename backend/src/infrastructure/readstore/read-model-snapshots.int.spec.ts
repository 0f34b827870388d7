import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { Document } from '../../../platform/readstore/read-store.port';
import { evolveDocument, physicalCollectionName, ProjectedDocument, ProjectionDefinition } from '../../../projections/runner/projection';
import { ProjectionRunner, ProjectionSnapshots } from '../../../projections/runner/projection-runner';
import { SqliteEventStore } from '../eventstore/sqlite-event-store';
import { eventually } from '../../../test-support/eventually';
import { InMemoryReadStore } from './in-memory-read-store';
import { ReadModelSnapshots } from './read-model-snapshots';
import { SnapshotReadAhead } from './snapshot-read-ahead';
import { FIRST_POSITION, KILLED_TARGET, KILLED_THINGS } from './snapshot-killed.fixture';

const logger = pino({ level: 'silent' });
const THINGS = 'things';

interface ThingDocument extends ProjectedDocument {
  events: number;
  kinds: string[];
}

/** Counts each thing's events; `applied` sees every event the runner hands it. */
function thingsProjection(version: number, applied: RecordedEvent[]): ProjectionDefinition {
  return {
    name: 'things',
    version,
    handles: ['ThingHappened'],
    collections: [THINGS],
    async setup(store) {
      await store.collection(THINGS).createIndex({ keys: { kinds: 1, events: -1, _id: 1 }, name: 'by_kind' });
    },
    async apply(event, store) {
      applied.push(event);
      const { kind } = event.data as { kind: string };
      await evolveDocument(store.collection<ThingDocument>(THINGS), event.streamId, event, (current) => ({
        _id: event.streamId,
        _position: event.position,
        events: (current?.events ?? 0) + 1,
        kinds: [...new Set([...(current?.kinds ?? []), kind])],
      }));
    },
  };
}

describe('read-model snapshots of the embedded read store (DATA_DIR/read-models)', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  const running: Array<{ runner: ProjectionRunner; readStore: InMemoryReadStore }> = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'read-model-snapshots-'));
    eventStore = new SqliteEventStore(join(directory, 'events.sqlite'));
  });

  afterEach(async () => {
    for (const { runner } of running.splice(0)) await runner.stop();
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const snapshotDir = () => join(directory, 'read-models');
  const snapshotFile = (version = 1) => join(snapshotDir(), `things.v${version}.snapshot`);

  /**
   * A process start: a fresh in-memory read store, snapshots in the data directory, caught up with the
   * log; with `readAhead`, the files read by the reader thread first, as main.ts does.
   */
  async function start(version = 1, { readAhead = false, keptEncodedWhenIdle = false } = {}): Promise<{ runner: ProjectionRunner; readStore: InMemoryReadStore; applied: RecordedEvent[] }> {
    const readStore = new InMemoryReadStore();
    const applied: RecordedEvent[] = [];
    const ahead = readAhead ? SnapshotReadAhead.start(snapshotDir()) : null;
    const snapshots = new ReadModelSnapshots(readStore, snapshotDir(), logger, { readAhead: ahead });
    const definition = { ...thingsProjection(version, applied), ...(keptEncodedWhenIdle ? { keptEncodedWhenIdle: [THINGS] } : {}) };
    const runner = new ProjectionRunner(eventStore, readStore, [definition], logger, { snapshots: { snapshots, everyMs: 60_000 } });
    running.push({ runner, readStore });
    await runner.start();
    ahead?.release();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    return { runner, readStore, applied };
  }

  async function stop(runner: ProjectionRunner): Promise<void> {
    running.splice(
      running.findIndex((entry) => entry.runner === runner),
      1,
    );
    await runner.stop();
  }

  async function append(thingId: string, kinds: string[]): Promise<number> {
    const events = kinds.map((kind) => ({
      id: randomUUID(),
      type: 'ThingHappened',
      data: { kind },
      metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2026-01-01T10:00:00.000Z' },
    }));
    return (await eventStore.append(thingId, events, { expectedRevision: 'any' })).position;
  }

  async function thingsOf(readStore: InMemoryReadStore, version = 1): Promise<Document[]> {
    return readStore.collection(physicalCollectionName({ name: 'things' }, version, THINGS)).find({}, { sort: { _id: 1 } });
  }

  /** Three things, and the documents a full build gives; the first process then stops (writing its snapshot). */
  async function builtOnce(): Promise<Document[]> {
    await append('thing-1', ['a', 'b']);
    await append('thing-2', ['b']);
    await append('thing-3', ['c', 'c', 'a']);
    const first = await start();
    expect(first.applied).toHaveLength(6);
    const built = await thingsOf(first.readStore);
    await stop(first.runner);
    expect(existsSync(snapshotFile())).toBe(true);
    return built;
  }

  it('restores the documents and their indexes from the snapshot and replays only the events after it', async () => {
    const built = await builtOnce();
    await append('thing-2', ['d']);

    const restarted = await start();
    expect(restarted.applied.map((event) => event.streamId)).toEqual(['thing-2']);
    const things = await thingsOf(restarted.readStore);
    expect(things).toEqual(built.map((thing) => (thing._id === 'thing-2' ? { ...thing, events: 2, kinds: ['b', 'd'], _position: 7 } : thing)));
    // The index answers as after a build: by kind, most events first.
    const byKind = await restarted.readStore.collection(physicalCollectionName({ name: 'things' }, 1, THINGS)).find({ kinds: 'a' }, { sort: { events: -1, _id: 1 } });
    expect(byKind.map((thing) => thing._id)).toEqual(['thing-3', 'thing-1']);
  });

  it('restores as well from the files its reader thread read ahead, and ignores a damaged one read so', async () => {
    const built = await builtOnce();
    await append('thing-2', ['d']);
    const restarted = await start(1, { readAhead: true });
    expect(restarted.applied.map((event) => event.streamId)).toEqual(['thing-2']);
    expect(await thingsOf(restarted.readStore)).toEqual(built.map((thing) => (thing._id === 'thing-2' ? { ...thing, events: 2, kinds: ['b', 'd'], _position: 7 } : thing)));
    await stop(restarted.runner);

    const bytes = readFileSync(snapshotFile());
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(snapshotFile(), bytes);
    const rebuilt = await start(1, { readAhead: true });
    expect(rebuilt.applied).toHaveLength(7);
  });

  it("reads ahead each snapshot file's bytes with its checksum checked, once, and lets go of the rest", async () => {
    await builtOnce();
    const damaged = join(snapshotDir(), 'other.v1.snapshot');
    const bytes = readFileSync(snapshotFile());
    writeFileSync(damaged, Buffer.concat([bytes.subarray(0, 10), Buffer.from('x'), bytes.subarray(11)]));
    writeFileSync(join(snapshotDir(), 'third.v1.snapshot'), bytes);

    const ahead = SnapshotReadAhead.start(snapshotDir());
    const read = await ahead.take(snapshotFile());
    expect(read?.checksumMatches).toBe(true);
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect((await ahead.take(damaged))?.checksumMatches).toBe(false);
    // Taken once: a second restore of the same file reads it itself.
    expect(await ahead.take(snapshotFile())).toBeNull();
    expect(await ahead.take(join(snapshotDir(), 'never-written.v1.snapshot'))).toBeNull();
    ahead.release();
    expect(await ahead.take(join(snapshotDir(), 'third.v1.snapshot'))).toBeNull();
    // No directory yet (a first start): nothing to read.
    expect(await SnapshotReadAhead.start(join(directory, 'missing')).take(snapshotFile())).toBeNull();
  });

  it("keeps encoded, from the next snapshot on, the documents left alone since the last in a collection its projection keeps encoded when idle", async () => {
    const encodedIds = (readStore: InMemoryReadStore) => {
      const { ids, documents } = readStore.storedDocumentsOf(physicalCollectionName({ name: 'things' }, 1, THINGS));
      return ids.filter((_id, position) => typeof documents[position] === 'number');
    };
    for (const keptEncodedWhenIdle of [true, false]) {
      rmSync(snapshotDir(), { recursive: true, force: true });
      await append(`thing-1-${keptEncodedWhenIdle}`, ['a']);
      await append(`thing-2-${keptEncodedWhenIdle}`, ['b']);
      const { runner, readStore } = await start(1, { keptEncodedWhenIdle });
      // The build's snapshot: every document was just written.
      expect(await eventually(() => existsSync(snapshotFile()))).toBe(true);
      await append(`thing-1-${keptEncodedWhenIdle}`, ['c']);
      expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
      // The stop's snapshot: only thing-1 changed since the build's.
      await stop(runner);
      const idle = keptEncodedWhenIdle ? [`thing-2-${keptEncodedWhenIdle}`] : [];
      expect(encodedIds(readStore).filter((id) => id.endsWith(`-${keptEncodedWhenIdle}`))).toEqual(idle);
      expect((await thingsOf(readStore)).find((thing) => thing._id === `thing-2-${keptEncodedWhenIdle}`)).toMatchObject({ events: 1, kinds: ['b'] });
    }
  });

  it('keeps encoded a read model of many batches, sent to the writer ahead of its replies, each document from where the writer put it', async () => {
    const collection = 'many.v1.things';
    const store = new InMemoryReadStore();
    const things = store.collection(collection);
    // Some twenty batches of documents of varied lengths: more than the writer is ever sent ahead of its replies.
    const written = Array.from({ length: 5000 }, (_, i) => ({ _id: `thing-${String(i).padStart(4, '0')}`, _position: i + 1, kind: `kind-${i % 7}`, text: 'x'.repeat(i % 97) }));
    for (const thing of written) await things.insertOne(thing);
    const target = { projection: 'many', version: 1, collections: [collection], keptEncodedWhenIdle: [collection] };

    await new ReadModelSnapshots(store, snapshotDir(), logger).save(target, 5000, { afterBuild: true });

    // Kept encoded from the file, every document is decoded from where the writer placed it.
    const { documents } = store.storedDocumentsOf(collection);
    expect(documents.every((document) => typeof document === 'number')).toBe(true);
    // Each looked up by its id: a batch decoded from another's place would still make up the same set.
    const found = await Promise.all(written.map((thing) => things.findOne({ _id: thing._id })));
    expect(found).toEqual(written);
  });

  it('writes a snapshot as soon as a build catches up, before any stop', async () => {
    await append('thing-1', ['a']);
    await start();
    expect(await eventually(() => existsSync(snapshotFile()))).toBe(true);
  });

  it('writes no periodic snapshot while a build catches up with the log, and one once it has', async () => {
    for (let index = 0; index < 40; index++) await append(`thing-${index % 4}`, ['a']);
    const head = await eventStore.headPosition();
    const readStore = new InMemoryReadStore();
    const real = new ReadModelSnapshots(readStore, snapshotDir(), logger);
    const saved: Array<{ position: number; afterBuild: boolean }> = [];
    const snapshots: ProjectionSnapshots = {
      restore: (target) => real.restore(target),
      save: (target, position, options) => {
        saved.push({ position, afterBuild: options?.afterBuild === true });
        return real.save(target, position, options);
      },
    };
    // Every event would make a periodic one due.
    const runner = new ProjectionRunner(eventStore, readStore, [thingsProjection(1, [])], logger, { snapshots: { snapshots, everyMs: 0 } });
    running.push({ runner, readStore });
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    // Told it follows a build: its documents were written by the build, not by anybody's use.
    expect(saved).toEqual([{ position: head, afterBuild: true }]);

    // A crash once it is written (no stop): the next start finds the snapshot of the caught-up build and replays nothing.
    expect(await eventually(() => existsSync(snapshotFile()))).toBe(true);
    const restarted = await start();
    expect(restarted.applied).toEqual([]);
  });

  it('writes a periodic snapshot only once enough events have changed the read model since the last one', async () => {
    await append('thing-1', ['a']);
    const readStore = new InMemoryReadStore();
    const real = new ReadModelSnapshots(readStore, snapshotDir(), logger);
    const savedAt: number[] = [];
    const afterBuild: boolean[] = [];
    // save() takes the documents when called, between two events: a write due after an event has started once the runner has reached it.
    const snapshots: ProjectionSnapshots = {
      restore: (target) => real.restore(target),
      save: (target, position, options) => {
        savedAt.push(position);
        afterBuild.push(options?.afterBuild === true);
        return real.save(target, position, options);
      },
    };
    const runner = new ProjectionRunner(eventStore, readStore, [thingsProjection(1, [])], logger, { snapshots: { snapshots, everyMs: 0, everyEvents: 3 } });
    running.push({ runner, readStore });
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    expect(await eventually(() => savedAt.length === 1)).toBe(true);

    await append('thing-1', ['b']);
    const second = await append('thing-2', ['b']);
    expect(await runner.waitForPosition(second)).toBe(true);
    expect(savedAt).toHaveLength(1);

    // The third change makes one due (once the pause after the previous write is over: more changes meanwhile).
    expect(
      await eventually(async () => {
        await runner.waitForPosition(await append('thing-3', ['c']));
        return savedAt.length >= 2 && savedAt[1] > second;
      }),
    ).toBe(true);
    expect(afterBuild.slice(0, 2)).toEqual([true, false]);
    await stop(runner);
    const restarted = await start();
    expect(restarted.applied).toEqual([]);
  });

  // The writer thread of a serving process, and the build thread's writing in place: the same files.
  const WRITERS = [
    { writer: 'on its writer thread', writeOnThisThread: false },
    { writer: 'on the calling thread', writeOnThisThread: true },
  ];

  it.each(WRITERS)('writes a snapshot $writer that reads back the same documents, whatever their number and size', async ({ writeOnThisThread }) => {
    const readStore = new InMemoryReadStore();
    const collection = physicalCollectionName({ name: 'things' }, 1, THINGS);
    // More documents than one frame holds, some large: the writer serialises them in slices.
    const documents = Array.from({ length: 1500 }, (_, index) => ({ _id: `thing-${index}`, _position: index, events: index, kinds: ['a'.repeat(index % 7 === 0 ? 50_000 : 10)], at: new Date(index) }));
    for (const document of documents) await readStore.collection(collection).insertOne(document);
    const target = { projection: 'things', version: 1, collections: [collection] };
    await new ReadModelSnapshots(readStore, snapshotDir(), logger, { writeOnThisThread }).save(target, 1500);

    const restored = new InMemoryReadStore();
    expect(await new ReadModelSnapshots(restored, snapshotDir(), logger).restore(target)).toBe(1500);
    expect(restored.documentsOf(collection)).toEqual(documents);
  });

  it.each(WRITERS)('reports a snapshot it could not write $writer, and leaves the previous one as it was', async ({ writeOnThisThread }) => {
    await builtOnce();
    const previous = readFileSync(snapshotFile());
    const readStore = new InMemoryReadStore();
    const snapshots = new ReadModelSnapshots(readStore, snapshotDir(), logger, { writeOnThisThread });
    const target = { projection: 'things', version: 1, collections: [physicalCollectionName({ name: 'things' }, 1, THINGS)] };
    // Batches sent ahead of the writer's replies, then a document V8 cannot serialise: the thread's clone of it fails, or serialising it here.
    for (let i = 0; i < 2000; i++) await readStore.collection(target.collections[0]).insertOne({ _id: `thing-${i}`, _position: 9, events: 1, kinds: [] });
    await readStore.collection(target.collections[0]).insertOne({ _id: 'thing-x', _position: 9, events: 1, kinds: [], run: () => undefined });

    await expect(snapshots.save(target, 9)).rejects.toThrow();
    expect(readFileSync(snapshotFile())).toEqual(previous);
    // Nor is the part written left behind.
    expect(readdirSync(snapshotDir()).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it.each(WRITERS)('writes snapshots asked for at once one after the other $writer, each whole, and goes on writing after one that failed', async ({ writeOnThisThread }) => {
    const readStore = new InMemoryReadStore();
    const snapshots = new ReadModelSnapshots(readStore, snapshotDir(), logger, { writeOnThisThread });
    const targets = [1, 2, 3].map((version) => ({ projection: `things-${version}`, version, collections: [physicalCollectionName({ name: 'things' }, version, THINGS)] }));
    const documentsOf = (version: number) => Array.from({ length: 600 }, (_, index) => ({ _id: `thing-${index}`, _position: index, events: version * index, kinds: ['a'] }));
    for (const target of targets) for (const document of documentsOf(target.version)) await readStore.collection(target.collections[0]).insertOne(document);
    const unwritable = { ...targets[0], projection: 'unwritable', collections: ['unwritable'] };
    await readStore.collection('unwritable').insertOne({ _id: 'x', run: () => undefined });

    const written = await Promise.allSettled([snapshots.save(targets[0], 600), snapshots.save(unwritable, 1), snapshots.save(targets[1], 600), snapshots.save(targets[2], 600)]);
    expect(written.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);

    const restored = new InMemoryReadStore();
    for (const target of targets) {
      expect(await new ReadModelSnapshots(restored, snapshotDir(), logger).restore(target)).toBe(600);
      expect(restored.documentsOf(target.collections[0])).toEqual(documentsOf(target.version));
    }
  });

  it('ignores a damaged snapshot and rebuilds the read model from the log', async () => {
    const built = await builtOnce();
    const bytes = readFileSync(snapshotFile());
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(snapshotFile(), bytes);

    const restarted = await start();
    expect(restarted.applied).toHaveLength(6);
    expect(await thingsOf(restarted.readStore)).toEqual(built);
  });

  it('ignores a cut-short snapshot', async () => {
    const built = await builtOnce();
    const bytes = readFileSync(snapshotFile());
    writeFileSync(snapshotFile(), bytes.subarray(0, bytes.length - 40));

    const restarted = await start();
    expect(restarted.applied).toHaveLength(6);
    expect(await thingsOf(restarted.readStore)).toEqual(built);
  });

  it("ignores a snapshot of another version, even under this version's file name", async () => {
    await builtOnce();
    renameSync(snapshotFile(1), snapshotFile(2));

    const restarted = await start(2);
    expect(restarted.applied).toHaveLength(6);
    expect((await thingsOf(restarted.readStore, 2)).map((thing) => thing._id)).toEqual(['thing-1', 'thing-2', 'thing-3']);
  });

  it("removes the previous version's snapshot once the new version's is written", async () => {
    await builtOnce();
    await start(2);
    expect(await eventually(() => existsSync(snapshotFile(2)) && !existsSync(snapshotFile(1)))).toBe(true);
  });

  it('after a kill -9 in the middle of writing a snapshot, starts from the previous one and catches up from the log', async () => {
    const built = await builtOnce();
    await append('thing-3', ['e']);
    // What a process killed while writing leaves: the previous snapshot untouched, half a new one in a temporary file.
    const whole = readFileSync(snapshotFile());
    const deadPid = 2 ** 22 + 1;
    const abandoned = `${snapshotFile()}.tmp-${deadPid}-1`;
    writeFileSync(abandoned, whole.subarray(0, whole.length / 2));

    const restarted = await start();
    expect(restarted.applied.map((event) => event.streamId)).toEqual(['thing-3']);
    expect((await thingsOf(restarted.readStore)).find((thing) => thing._id === 'thing-3')).toEqual({
      ...built.find((thing) => thing._id === 'thing-3'),
      events: 4,
      kinds: ['c', 'a', 'e'],
      _position: 7,
    });
    expect(existsSync(abandoned)).toBe(false);
  });

  it('after a real kill -9 of a process writing a snapshot, restores the previous snapshot whole', async () => {
    const child = fork(join(__dirname, 'snapshot-killed.fixture.ts'), [snapshotDir()], { execArgv: ['-r', 'ts-node/register/transpile-only'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const messages: unknown[] = [];
    child.on('message', (message) => messages.push(message));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, exitSignal) => resolve(exitSignal)));
    expect({ signal, messages, stderr }).toEqual({ signal: 'SIGKILL', messages: ['first written'], stderr: '' });
    // Killed part way through the second: its temporary file is there, cut short.
    expect(readdirSync(snapshotDir()).filter((name) => name.includes('.tmp-'))).toHaveLength(1);

    const restored = new InMemoryReadStore();
    await restored.collection(KILLED_TARGET.collections[0]).createIndex({ keys: { kinds: 1, events: -1, _id: 1 }, name: 'by_kind' });
    expect(await new ReadModelSnapshots(restored, snapshotDir(), logger).restore(KILLED_TARGET)).toBe(FIRST_POSITION);
    const things = restored.collection(KILLED_TARGET.collections[0]);
    expect(await things.count()).toBe(KILLED_THINGS);
    expect(await things.count({ kinds: 'k3', events: 1 })).toBe(Math.ceil((KILLED_THINGS - 3) / 7));
    expect(readdirSync(snapshotDir()).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 60_000);
});

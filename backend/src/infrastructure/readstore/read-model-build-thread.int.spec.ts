import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { NewEvent } from '../../../platform/eventstore/event-store.port';
import { evolveDocument, physicalCollectionName, ProjectedDocument, ProjectionDefinition } from '../../../projections/runner/projection';
import { BuildApart, ParallelBuild, ProjectionRunner } from '../../../projections/runner/projection-runner';
import { auditTrailProjection } from '../../../projections/audit/audit-trail.projection';
import { USERS_COLLECTION, usersProjection } from '../../../projections/users/users.projection';
import { signedUp } from '../../../test-support/signed-up';
import { loadConfig } from '../../config/app-config';
import { SqliteEventStore } from '../eventstore/sqlite-event-store';
import { embeddedEventLogFile } from '../platform';
import { InMemoryReadStore } from './in-memory-read-store';
import { announcement, announcingEachWritten, buildReadModelSnapshots, ThreadParallelBuild } from './read-model-build-thread';
import { ReadModelSnapshots } from './read-model-snapshots';

const logger = pino({ level: 'silent' });

interface CountDocument extends ProjectedDocument {
  events: number;
}

/** A read model counting each stream's events of `type`. */
function counting(name: string, type: string): ProjectionDefinition {
  return {
    name,
    version: 1,
    handles: [type],
    collections: ['counts'],
    async apply(event, store) {
      await evolveDocument(store.collection<CountDocument>('counts'), event.streamId, event, (current) => ({ _id: event.streamId, _position: event.position, events: (current?.events ?? 0) + 1 }));
    },
  };
}

function newEvent(type: string): NewEvent {
  return { id: randomUUID(), type, data: {}, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: '2026-11-30T12:00:00.000Z' } };
}

describe('read models built apart from the runner', () => {
  let directory: string;
  let snapshotsDir: string;
  let eventStore: SqliteEventStore;
  let readStore: InMemoryReadStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'build-apart-'));
    snapshotsDir = join(directory, 'read-models');
    eventStore = new SqliteEventStore(join(directory, 'events.sqlite'));
    readStore = new InMemoryReadStore();
  });

  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const apples = counting('apples', 'ApplePicked');
  const pears = counting('pears', 'PearPicked');

  async function pick(type: string, streams: number, each: number): Promise<number> {
    let position = 0;
    for (let stream = 0; stream < streams; stream++) {
      position = (await eventStore.append(`${type}-${stream}`, Array.from({ length: each }, () => newEvent(type)), { expectedRevision: 'any' })).position;
    }
    return position;
  }

  /**
   * What the thread does, done here: another runner over its own read store, writing its snapshots
   * where the runner under test restores them, and announcing each as it is written; the build waits
   * for `release` first, when one is given, and the announcement of `heldBack.projection` waits for
   * `heldBack.until`.
   */
  function buildingApart(
    names: string[],
    {
      release,
      fails = false,
      afterBuild,
      heldBack,
    }: { release?: Promise<void>; fails?: boolean; afterBuild?: () => Promise<unknown>; heldBack?: { projection: string; until: Promise<void> } } = {},
  ): ParallelBuild & { cancelled: boolean; offered: string[][] } {
    const build = {
      cancelled: false,
      offered: [] as string[][],
      takeOver: async (candidates: readonly ProjectionDefinition[]): Promise<BuildApart> => {
        build.offered.push(candidates.map((candidate) => candidate.name));
        const announced = new Map(names.map((name) => [name, announcement()]));
        const held = (projection: string) => (projection === heldBack?.projection ? heldBack.until : undefined);
        let cancel!: (error: Error) => void;
        const cancelled = new Promise<never>((_resolve, reject) => (cancel = reject));
        const built = (async () => {
          // As the thread's end does: a cancel settles the build at once.
          await Promise.race([release, cancelled]);
          if (fails) throw new Error('the thread ran out of memory');
          const store = new InMemoryReadStore();
          const snapshots = announcingEachWritten(new ReadModelSnapshots(store, snapshotsDir, logger), (projection) => {
            void Promise.resolve(held(projection)).then(() => announced.get(projection)?.resolve());
          });
          const runner = new ProjectionRunner(eventStore, store, candidates.filter((candidate) => names.includes(candidate.name)), logger, {
            snapshots: { snapshots, everyMs: Number.MAX_SAFE_INTEGER },
          });
          await runner.start();
          await runner.waitUntilCaughtUp();
          await runner.stop();
          await afterBuild?.();
          for (const name of names) await held(name);
        })();
        // The build's end settles every announcement still pending, as the thread's last message does.
        built.then(
          () => announced.forEach((pending) => pending.resolve()),
          (error: Error) => announced.forEach((pending) => pending.reject(error)),
        );
        return {
          projections: names,
          built: (projection) => announced.get(projection)?.promise ?? Promise.reject(new Error(`${projection} is not built apart`)),
          cancel: () => {
            build.cancelled = true;
            cancel(new Error('cancelled'));
          },
        };
      },
    };
    return build;
  }

  function runnerWith(parallelBuild: ParallelBuild): ProjectionRunner {
    const runner = new ProjectionRunner(eventStore, readStore, [apples, pears], logger, {
      snapshots: { snapshots: new ReadModelSnapshots(readStore, snapshotsDir, logger), everyMs: 60_000 },
      parallelBuild,
    });
    runners.push(runner);
    return runner;
  }

  const countsOf = (definition: ProjectionDefinition) => readStore.collection<CountDocument>(physicalCollectionName(definition, 1, 'counts')).find({}, { sort: { _id: 1 } });

  it('restores what was built apart, catches it up with the events appended meanwhile, and is ready only then', async () => {
    await pick('ApplePicked', 3, 4);
    await pick('PearPicked', 2, 5);
    let release!: () => void;
    // Two more pears picked once the snapshot is written: the runner must take them from the log.
    const build = buildingApart(['pears'], { release: new Promise((resolve) => (release = resolve)), afterBuild: () => pick('PearPicked', 1, 2) });
    const runner = runnerWith(build);

    await runner.start();
    expect(build.offered).toEqual([['apples', 'pears']]);
    expect(await runner.waitUntilCaughtUp(500)).toBe(false);
    expect(runner.isReady()).toBe(false);
    // A read waiting on the read model being built apart: released by the restore itself.
    const waiting = runner.waitForPosition(await eventStore.headPosition(), ['pears'], 10_000);
    release();

    expect(await waiting).toBe(true);
    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    expect(runner.isReady()).toBe(true);
    // Apples 1 to 12, pears 13 to 22, the two picked after the build 23 and 24.
    expect(await countsOf(pears)).toEqual([
      { _id: 'PearPicked-0', _position: 24, events: 7 },
      { _id: 'PearPicked-1', _position: 22, events: 5 },
    ]);
    expect((await countsOf(apples)).map((count) => count.events)).toEqual([4, 4, 4]);
    expect(readdirSync(snapshotsDir)).toContain('pears.v1.snapshot');
  });

  it('restores each read model built apart as soon as its snapshot is written, while the next is still being written', async () => {
    await pick('ApplePicked', 2, 3);
    const head = await pick('PearPicked', 2, 2);
    let writePears!: () => void;
    const pearsWritten = new Promise<void>((resolve) => (writePears = resolve));
    const runner = runnerWith(buildingApart(['apples', 'pears'], { heldBack: { projection: 'pears', until: pearsWritten } }));

    await runner.start();

    expect(await runner.waitForPosition(head, ['apples'], 10_000)).toBe(true);
    expect((await countsOf(apples)).map((count) => count.events)).toEqual([3, 3]);
    expect(await runner.waitForPosition(head, ['pears'], 300)).toBe(false);
    expect(runner.isReady()).toBe(false);
    writePears();
    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    expect((await countsOf(pears)).map((count) => count.events)).toEqual([2, 2]);
    // Both restored at the build's head, they then follow the log together.
    await pick('ApplePicked', 1, 1);
    expect(await runner.waitForPosition(await pick('PearPicked', 1, 1), undefined, 10_000)).toBe(true);
    expect((await countsOf(pears)).map((count) => count.events)).toEqual([3, 2]);
  });

  it('answers a read that waited on a read model built apart once it is restored, with no event after it', async () => {
    await pick('ApplePicked', 1, 2);
    const head = await pick('PearPicked', 1, 2);
    let release!: () => void;
    const runner = runnerWith(buildingApart(['pears'], { release: new Promise((resolve) => (release = resolve)) }));
    await runner.start();
    const waiting = runner.waitForPosition(head, ['pears'], 10_000);
    release();

    expect(await waiting).toBe(true);
  });

  it('builds every read model itself when no build apart can start', async () => {
    await pick('ApplePicked', 1, 2);
    await pick('PearPicked', 1, 2);
    const runner = runnerWith({
      takeOver: async () => {
        throw new Error('no thread can start here');
      },
    });

    await runner.start();

    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    expect((await countsOf(pears)).map((count) => count.events)).toEqual([2]);
    expect((await countsOf(apples)).map((count) => count.events)).toEqual([2]);
  });

  it('builds the read models itself when the build apart fails', async () => {
    await pick('ApplePicked', 2, 3);
    await pick('PearPicked', 2, 3);
    const runner = runnerWith(buildingApart(['pears'], { fails: true }));

    await runner.start();

    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    expect((await countsOf(pears)).map((count) => count.events)).toEqual([3, 3]);
  });

  it('abandons the build apart when stopped, and hands nothing over when one read model alone is to be built', async () => {
    await pick('ApplePicked', 1, 3);
    await pick('PearPicked', 1, 3);
    const held = buildingApart(['pears'], { release: new Promise(() => undefined) });
    const runner = runnerWith(held);
    await runner.start();
    expect(await runner.waitForPosition(6, ['apples'], 10_000)).toBe(true);

    await runner.stop();
    runners.splice(0);
    expect(held.cancelled).toBe(true);
    // Apples, built here, left their snapshot; pears, abandoned, none.
    expect(readdirSync(snapshotsDir)).toEqual(['apples.v1.snapshot']);

    readStore = new InMemoryReadStore();
    const next = buildingApart(['pears']);
    const restarted = runnerWith(next);
    await restarted.start();
    expect(next.offered).toEqual([]);
    expect(await restarted.waitUntilCaughtUp(10_000)).toBe(true);
    expect((await countsOf(pears)).map((count) => count.events)).toEqual([3]);
  });
});

describe('ThreadParallelBuild and the thread body', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'build-thread-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const configOf = (minEvents: number) => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', PROCESS_ROLES: 'api,projector', READ_MODEL_BUILD_THREAD_MIN_EVENTS: String(minEvents) });

  async function writeLog(events: Array<{ streamId: string; type: string }>): Promise<number> {
    const log = new SqliteEventStore(embeddedEventLogFile({ dataDir }));
    let head = 0;
    for (const { streamId, type } of events) head = (await log.append(streamId, [newEvent(type)], { expectedRevision: 'any' })).position;
    await log.close();
    return head;
  }

  it('takes nothing over from a log shorter than READ_MODEL_BUILD_THREAD_MIN_EVENTS', async () => {
    const head = await writeLog([{ streamId: 'apple-1', type: 'ApplePicked' }]);
    const build = new ThreadParallelBuild('unused-entry.js', configOf(2), logger);

    expect(await build.takeOver([counting('apples', 'ApplePicked'), counting('pears', 'PearPicked')], head)).toBeNull();
  });

  it('builds the named read models from the log into their snapshots, at the head the build started from', async () => {
    const userId = randomUUID();
    await writeLog([]);
    const log = new SqliteEventStore(embeddedEventLogFile({ dataDir }));
    const { position } = await log.append(userStreamId(userId), [
      { ...newEvent('UserSignedUp'), data: signedUp(userId, 'ada@example.com').data },
    ], { expectedRevision: 'no_stream' });
    await log.close();

    // The audit trail too, which the process keeps encoded when idle and the thread does not.
    const announced: string[] = [];
    await buildReadModelSnapshots(configOf(1), ['users', 'audit-trail'], logger, (projection) => announced.push(projection));

    // Each announced once its snapshot is written, for the runner to restore it then.
    expect(announced.sort()).toEqual(['audit-trail', 'users']);

    const readStore = new InMemoryReadStore();
    const collection = physicalCollectionName(usersProjection, usersProjection.version, USERS_COLLECTION);
    const restored = await new ReadModelSnapshots(readStore, join(dataDir, 'read-models'), logger).restore({
      projection: usersProjection.name,
      version: usersProjection.version,
      collections: [collection],
    });
    expect(restored).toBe(position);
    expect(await readStore.collection(collection).findOne({ _id: userId })).toMatchObject({ _id: userId, email: { address: 'ada@example.com' }, profile: { firstName: 'Ada' } });
    // Only the read models asked for.
    expect(readdirSync(join(dataDir, 'read-models')).sort()).toEqual([`audit-trail.v${auditTrailProjection.version}.snapshot`, `users.v${usersProjection.version}.snapshot`]);
    const auditTrail = physicalCollectionName(auditTrailProjection, auditTrailProjection.version, auditTrailProjection.collections[0]);
    const auditStore = new InMemoryReadStore();
    const auditRestored = await new ReadModelSnapshots(auditStore, join(dataDir, 'read-models'), logger).restore({
      projection: auditTrailProjection.name,
      version: auditTrailProjection.version,
      collections: [auditTrail],
      keptEncodedWhenIdle: [auditTrail],
    });
    expect(auditRestored).toBe(position);
    expect(await auditStore.collection(auditTrail).count()).toBeGreaterThan(0);
  });
});

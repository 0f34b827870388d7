import Database from 'better-sqlite3';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../platform/logging/logger';
import { ALL_PROJECTIONS } from '../../../projections/all-projections';
import type { ProjectionDefinition } from '../../../projections/runner/projection';
import { BuildApart, ParallelBuild, ProjectionRunner, ProjectionSnapshots } from '../../../projections/runner/projection-runner';
import type { AppConfig } from '../../config/app-config';
import { embeddedEventLogFile, openEventLog } from '../platform';
import { InMemoryReadStore } from './in-memory-read-store';
import { ReadModelSnapshots } from './read-model-snapshots';
import { readModelSnapshotsDirectory } from './snapshot-read-ahead';

/** What a process's entry file is given when it runs as a read-model build thread (see isReadModelBuildThread). */
export interface ReadModelBuildRequest {
  readModelBuild: { config: AppConfig; projections: string[] };
}

/** Each read model's snapshot as it is written, then the end of the build (or its failure). */
type BuildThreadReply = { type: 'snapshotted'; projection: string } | { type: 'built' } | { type: 'failed'; message: string };

/**
 * A snapshot's announcement from the thread: settled from outside (Promise.withResolvers, which
 * Node 20 lacks), and handled already, since the runner awaits it only once its build comes to it.
 */
export function announcement(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Events of the log sampled to weigh the read models to build: their types, evenly spread. */
const TYPE_SAMPLES = 2048;

export function isReadModelBuildRequest(data: unknown): data is ReadModelBuildRequest {
  return typeof data === 'object' && data !== null && 'readModelBuild' in data;
}

/**
 * Builds, on a thread, about half the work of a start that must build read models from the log (no
 * snapshot, or a version bumped): the rebuild of a million sessions was one core's work, the other
 * idle. The thread runs the same projections into an embedded read store of its own and writes
 * their snapshots into DATA_DIR/read-models; the runner here restores them and catches them up, as
 * at a restart. The thread loads `entry`, this process's own entry file (the bundle once built),
 * which hands it to runReadModelBuildThread.
 *
 * Only worth it for a long log: the thread spends a second or more loading the code, and the
 * runner here restores what it wrote.
 */
export class ThreadParallelBuild implements ParallelBuild {
  constructor(
    private readonly entry: string,
    private readonly config: AppConfig,
    private readonly logger: Logger,
  ) {}

  async takeOver(candidates: readonly ProjectionDefinition[], head: number): Promise<BuildApart | null> {
    if (head < this.config.readModelBuildThreadMinEvents || this.config.eventStoreUrl) return null;
    const projections = this.lighterHalf(candidates, head);
    if (projections.length === 0) return null;
    this.logger.info({ projections, head }, 'building read models on a thread meanwhile');
    const { heap_size_limit: heapLimit } = getHeapStatistics();
    const worker = new Worker(this.entry, {
      workerData: { readModelBuild: { config: this.config, projections } } satisfies ReadModelBuildRequest,
      // As much heap as this thread has: a read model of a million sessions alone takes 1.4 GB.
      resourceLimits: { maxOldGenerationSizeMb: Math.floor(heapLimit / 1024 / 1024) },
    });
    const snapshots = new Map(projections.map((name) => [name, announcement()]));
    // Ended: a snapshot not announced by then was not written (its read model is built here).
    const settleAll = (error?: Error) => {
      for (const snapshot of snapshots.values()) {
        if (error) snapshot.reject(error);
        else snapshot.resolve();
      }
    };
    worker.on('message', (reply: BuildThreadReply) => {
      if (reply.type === 'snapshotted') return snapshots.get(reply.projection)?.resolve();
      settleAll(reply.type === 'failed' ? new Error(reply.message) : undefined);
      void worker.terminate();
    });
    worker.on('error', settleAll);
    worker.on('exit', (code) => settleAll(new Error(`the read-model build thread ended (${code}) before writing its snapshots`)));
    return {
      projections,
      built: (projection) => snapshots.get(projection)?.promise ?? Promise.reject(new Error(`${projection} is not built on the thread`)),
      cancel: () => void worker.terminate(),
    };
  }

  /**
   * The candidates split in two by the events each applies (a sample of the log's types), as evenly
   * as a greedy split can: the thread takes the lighter half, since what it builds is then restored
   * here too.
   */
  private lighterHalf(candidates: readonly ProjectionDefinition[], head: number): string[] {
    const types = sampleTypes(embeddedEventLogFile(this.config), head);
    const weighed = candidates
      .map((definition) => {
        const handled = new Set(definition.handles);
        // One more than it applies: a projection that applies none still costs a little per event.
        const applied = definition.handlesEveryEvent ? types.length : types.filter((type) => handled.has(type)).length;
        return { name: definition.name, weight: 1 + applied };
      })
      .sort((a, b) => b.weight - a.weight);
    const halves = [
      { names: [] as string[], weight: 0 },
      { names: [] as string[], weight: 0 },
    ];
    for (const { name, weight } of weighed) {
      const lighter = halves[0].weight <= halves[1].weight ? halves[0] : halves[1];
      lighter.names.push(name);
      lighter.weight += weight;
    }
    const [thread] = halves.sort((a, b) => a.weight - b.weight);
    return thread.names;
  }
}

/** The types of up to TYPE_SAMPLES events at evenly spaced positions of the log: a seek each, some milliseconds in all. */
function sampleTypes(eventsFile: string, head: number): string[] {
  const db = new Database(eventsFile, { readonly: true, fileMustExist: true });
  try {
    const typeAt = db.prepare<[number], string>('SELECT type FROM events WHERE position = ?').pluck();
    const step = Math.max(1, head / TYPE_SAMPLES);
    const types: string[] = [];
    for (let position = 1; position <= head; position += step) {
      const type = typeAt.get(Math.floor(position));
      if (type !== undefined) types.push(type);
    }
    return types;
  } finally {
    db.close();
  }
}

/**
 * The thread's work: the named read models built from the log into an embedded read store of its own,
 * up to the log's head as the build started, and written as snapshots where the runner of the process
 * restores them. Exported for tests, which run it where they are.
 */
export async function buildReadModelSnapshots(
  config: AppConfig,
  projections: readonly string[],
  logger: Logger,
  onSnapshotted: (projection: string) => void = () => undefined,
): Promise<void> {
  const directory = readModelSnapshotsDirectory(config);
  if (!directory) throw new Error('this process keeps no read-model snapshots to build into');
  const eventStore = await openEventLog(config);
  try {
    const readStore = new InMemoryReadStore();
    // This store is dropped once the snapshots are written: nothing of it is to be kept encoded from
    // them, which would read each such file back (the audit trail's, hundreds of MB) for nothing.
    const definitions = ALL_PROJECTIONS.filter((definition) => projections.includes(definition.name)).map((definition) => ({ ...definition, keptEncodedWhenIdle: undefined }));
    // A snapshot is written as each build catches up, and none on a timer: the thread ends then. It is
    // written here: the writer thread a serving process uses took twice as long for the 50k tutors'
    // audit trail and users (4 s against 1.9 s), each batch of documents cloned to it and waited for.
    const written = new ReadModelSnapshots(readStore, directory, logger, { writeOnThisThread: true });
    const snapshots = { snapshots: announcingEachWritten(written, onSnapshotted), everyMs: Number.MAX_SAFE_INTEGER };
    const runner = new ProjectionRunner(eventStore, readStore, definitions, logger, { snapshots });
    await runner.start();
    await runner.waitUntilCaughtUp();
    await runner.stop();
  } finally {
    await eventStore.close();
  }
}

/** `snapshots`, telling `onWritten` each projection whose snapshot it has just written: what the build thread announces. */
export function announcingEachWritten(snapshots: ProjectionSnapshots, onWritten: (projection: string) => void): ProjectionSnapshots {
  return {
    restore: (target) => snapshots.restore(target),
    save: async (target, position, options) => {
      await snapshots.save(target, position, options);
      onWritten(target.projection);
    },
  };
}

/** The entry file's part when it runs as the build thread: builds, then says so to the thread that started it. */
export async function runReadModelBuildThread({ readModelBuild }: ReadModelBuildRequest, post: (reply: BuildThreadReply) => void, logger: Logger): Promise<void> {
  const threadLogger = logger.child({ thread: 'read-model build' });
  try {
    await buildReadModelSnapshots(readModelBuild.config, readModelBuild.projections, threadLogger, (projection) => post({ type: 'snapshotted', projection }));
    post({ type: 'built' });
  } catch (error) {
    threadLogger.error({ err: error }, 'read-model build failed');
    post({ type: 'failed', message: (error as Error).message });
  }
}

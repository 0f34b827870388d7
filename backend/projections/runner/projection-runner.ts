import { EventStore, RecordedEvent, Subscription } from '../../platform/eventstore/event-store.port';
import { Document, DuplicateKeyError, ReadStore } from '../../platform/readstore/read-store.port';
import { LeaseKeeper } from '../../platform/leases/lease-keeper';
import { Lease } from '../../platform/leases/lease.port';
import { Logger } from '../../platform/logging/logger';
import { eventPartsReadBy, physicalCollectionName, ProjectionDefinition, ProjectionStore } from './projection';
import { ReadModels } from './read-models';
import { WriteBehindStore } from './write-behind-store';

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';
export const PROJECTION_STATE_COLLECTION = 'projection_state';

type CheckpointDocument = Document & { projection: string; version: number; position: number };
type ProjectionStateDocument = Document & { activeVersion: number };

export interface ProjectionLag {
  name: string;
  version: number;
  position: number;
  head: number;
  behind: number;
  active: boolean;
}

/** How a mutation waits for its own events to become readable (read-your-writes). */
export interface ProjectionProgress {
  /** True once every named projection (all when omitted) has applied `position`; false on timeout. */
  waitForPosition(position: number, projectionNames?: readonly string[], timeoutMs?: number): Promise<boolean>;
}

/** A projection's collections as a snapshot holds them: physical names, for the version written. */
export interface SnapshotTarget {
  projection: string;
  version: number;
  collections: readonly string[];
  /** Those of `collections` whose idle documents the store may keep encoded (ProjectionDefinition.keptEncodedWhenIdle). */
  keptEncodedWhenIdle?: readonly string[];
}

/**
 * Snapshots of read models, for a read store that does not keep its content across restarts (the
 * embedded one): restoring one spares replaying the log up to its position.
 */
export interface ProjectionSnapshots {
  /** Loads the target's latest snapshot into its (empty, indexed) collections; the position it holds, or null (none, or unusable). */
  restore(target: SnapshotTarget): Promise<number | null>;
  /**
   * Takes the target's documents as they are at the call (before any await), as of `position`, and
   * writes them. `afterBuild`: a build of the read model has just caught up, so its documents were
   * written by the build rather than by anybody's use (see SnapshotTarget.keptEncodedWhenIdle).
   */
  save(target: SnapshotTarget, position: number, options?: { afterBuild?: boolean }): Promise<void>;
}

export interface SnapshotSchedule {
  snapshots: ProjectionSnapshots;
  /**
   * A snapshot is written when this long has passed since the last one and the log went on since;
   * also when a build catches up, and when the runner stops.
   */
  everyMs: number;
  /**
   * And, for the periodic one, when at least this many events changed the read model since the last
   * (default 1): every write serialises the whole read model, while replaying a few thousand events
   * at the next start costs a fraction of a second.
   */
  everyEvents?: number;
}

/** Read models being built apart from the runner (ParallelBuild.takeOver). */
export interface BuildApart {
  /** The projections built apart; the runner builds the rest of the candidates. */
  projections: readonly string[];
  /**
   * Settles once this one's snapshot is written, each as soon as it is (or the build gave up: the
   * runner then builds what has none), so the runner restores one while the next is being written.
   */
  built(projection: string): Promise<void>;
  /** The runner stops: the build is abandoned, and `built` settles soon after (the runner waits for it). */
  cancel(): void;
}

/**
 * Builds read models apart from the runner (the embedded read store: on a thread of their own) into
 * their snapshots, so a full rebuild uses a second core; the runner then restores each and catches
 * it up from the log, as at a restart.
 */
export interface ParallelBuild {
  /** Of these read models, each to be built from the start of a log of `head` events, those to build apart; null: none. */
  takeOver(candidates: readonly ProjectionDefinition[], head: number): Promise<BuildApart | null>;
}

/** Milliseconds of pause after a snapshot per millisecond it took to write. */
const SNAPSHOT_PAUSE_PER_WRITE_MS = 9;
/**
 * A read model that few events change is still written once the log has gone this far past its
 * snapshot: a start reads the log from the oldest snapshot's position, for that projection alone.
 */
const SNAPSHOT_AFTER_EVENTS_IN_LOG = 100_000;
/**
 * While a build catches up with the log, its checkpoint is saved at most this often. Nothing reads a
 * read model being built, and each checkpoint writes out the documents the write-behind store kept:
 * every 100 ms, a tutor whose reviews lie far apart in the log was completed and re-indexed (some
 * hundred search keys, all moved by the new rank) once for each. A crash replays a few seconds more.
 */
export const BUILD_CHECKPOINT_EVERY_MS = 5000;

interface Waiter {
  position: number;
  resolve: () => void;
}

/**
 * The errors an event's own values cause in a projection or a reaction (a field of the wrong type,
 * a value out of range, a second document for a unique key), as opposed to a store or service
 * failing: retrying the same event cannot mend them.
 */
export function isUnapplicableEvent(error: unknown): boolean {
  return error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError || error instanceof DuplicateKeyError;
}

/** One projection's subscription: its own checkpoint, its own position, its own waiters. */
class ProjectionWorker {
  position = 0;
  active = false;
  private waiters: Waiter[] = [];
  private savedPosition = 0;
  /** Set when applying failed for a reason other than the event itself: no further event is applied. */
  private failed = false;
  private readonly handledTypes: ReadonlySet<string>;
  private snapshotPosition = 0;
  /** Events applied to the read model (that could change it) since the last snapshot's documents were taken. */
  private appliedSinceSnapshot = 0;
  private snapshotAt = Date.now();
  /** How long to wait after a snapshot before the next, at least (see writeSnapshot). */
  private snapshotPauseMs = 0;
  private snapshotWrite: Promise<void> | null = null;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private switchOverAt = 0;
  private readonly store: ProjectionStore;
  /** While a fresh build catches up with the log, its writes go through this (see WriteBehindStore). */
  private writeBehind: WriteBehindStore | null = null;

  constructor(
    readonly definition: ProjectionDefinition,
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly activeVersions: Map<string, number>,
    private readonly changeMarks: Map<string, number>,
    private readonly logger: Logger,
    private readonly checkpointEveryMs: number,
    private readonly snapshotSchedule: SnapshotSchedule | null,
  ) {
    this.handledTypes = new Set(definition.handles);
    this.store = {
      collection: <T extends Document>(logical: string) =>
        this.readStore.collection<T>(physicalCollectionName(definition, definition.version, logical)),
    };
  }

  private get snapshotTarget(): SnapshotTarget {
    const { name, version, collections, keptEncodedWhenIdle = [] } = this.definition;
    const physical = (logical: string) => physicalCollectionName(this.definition, version, logical);
    return { projection: name, version, collections: collections.map(physical), keptEncodedWhenIdle: keptEncodedWhenIdle.map(physical) };
  }

  /** Between two events (the documents are those of `position`): starts writing a snapshot when one is due. */
  private snapshotIfDue(caughtUpAfterBuild = false): void {
    const schedule = this.snapshotSchedule;
    if (!schedule || this.position <= this.snapshotPosition || this.snapshotWrite) return;
    // None while a build has yet to catch up with the log: each would serialise the read model so far
    // (on the 50k-tutor seed, some 14 s of the rebuild's CPU), and the build's end writes one anyway.
    const changedEnough = this.appliedSinceSnapshot >= (schedule.everyEvents ?? 1) || this.position - this.snapshotPosition >= SNAPSHOT_AFTER_EVENTS_IN_LOG;
    const periodicDue = this.active && changedEnough && Date.now() - this.snapshotAt >= Math.max(schedule.everyMs, this.snapshotPauseMs);
    if (caughtUpAfterBuild || periodicDue) void this.writeSnapshot(schedule.snapshots, caughtUpAfterBuild);
  }

  private writeSnapshot(snapshots: ProjectionSnapshots, afterBuild = false): Promise<void> {
    const position = this.position;
    const applied = this.appliedSinceSnapshot;
    const startedAt = Date.now();
    this.snapshotAt = startedAt;
    const writing = snapshots
      .save(this.snapshotTarget, position, { afterBuild })
      .then(() => {
        this.snapshotPosition = Math.max(this.snapshotPosition, position);
        this.logger.debug({ projection: this.definition.name, position, ms: Date.now() - startedAt }, 'read-model snapshot written');
        // Those applied while it was being written are in the next one.
        this.appliedSinceSnapshot -= applied;
      })
      .catch((error: unknown) => this.logger.error({ err: error, projection: this.definition.name }, 'read-model snapshot failed'))
      .finally(() => {
        this.snapshotWrite = null;
        // A large read model on a busy machine takes seconds to write: the next one waits long
        // enough that writing snapshots takes at most a tenth of the time (a long rebuild wrote
        // every read model every minute, serialising millions of documents each time).
        this.snapshotAt = Date.now();
        this.snapshotPauseMs = (this.snapshotAt - startedAt) * SNAPSHOT_PAUSE_PER_WRITE_MS;
      });
    this.snapshotWrite = writing;
    return writing;
  }

  private get checkpointId(): string {
    return `${this.definition.name}@v${this.definition.version}`;
  }

  /** Reads the checkpoint and state, sets up a version never built; the runner then delivers the events after `position`. */
  async prepare(): Promise<void> {
    const { name, version } = this.definition;
    const state = await this.readStore.collection<ProjectionStateDocument>(PROJECTION_STATE_COLLECTION).findOne({ _id: name });
    const checkpoint = await this.readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).findOne({ _id: this.checkpointId });
    if (state) this.activeVersions.set(name, state.activeVersion);
    this.active = state?.activeVersion === version;
    if (!checkpoint && !this.active) {
      // A version never built before starts from nothing, even if an interrupted build left documents.
      // The active version is being read: without a checkpoint (lost, or never saved after a switch-over
      // on an empty log) it replays from 0 over its documents, which the position guard leaves unchanged.
      for (const logical of this.definition.collections) await this.readStore.dropCollection(physicalCollectionName(this.definition, version, logical));
      // Set up through the write-behind store, so it learns which collections have a unique index.
      this.writeBehind = new WriteBehindStore(this.store, this.logger, this.definition.completeOnWrite);
      await this.definition.setup?.(this.writeBehind);
    }
    // A snapshot stands in for a checkpoint the read store did not keep: its documents, then the log after it.
    const restored = !checkpoint && !this.active && this.snapshotSchedule ? await this.snapshotSchedule.snapshots.restore(this.snapshotTarget) : null;
    if (restored !== null) this.logger.info({ projection: name, version, position: restored }, 'read model restored from its snapshot');
    // Built from the first event: each document is indexed once at the switch-over, not at every event that moves it.
    if (this.writeBehind && restored === null) for (const logical of this.definition.collections) this.store.collection(logical).deferIndexes?.();
    this.position = restored ?? checkpoint?.position ?? 0;
    this.snapshotPosition = restored ?? 0;
    this.savedPosition = this.position;
    this.switchOverAt = await this.eventStore.headPosition();
    if (!this.active) {
      this.logger.info({ projection: name, version, from: this.position, to: this.switchOverAt }, 'building projection');
      if (this.position >= this.switchOverAt) await this.switchOver();
    }
    // Prepared again after a build apart, the position may have passed what a read waits for since.
    this.releaseWaiters();
  }

  /** One event of the subscription this worker shares; one it has applied already (its position is further) is passed over. */
  deliver(event: RecordedEvent): Promise<void> | undefined {
    // Nothing to wait for (undefined) when passed over: a full rebuild delivers every event to every projection.
    if (this.failed || event.position <= this.position) return undefined;
    const applies = this.definition.handlesEveryEvent === true || this.handledTypes.has(event.type);
    // An event this projection does not handle only moves its position: no promise, unless that completes a build.
    const flushBeforeRelease = this.writeBehind?.pending === true && this.waitsFor(event.position);
    if (!applies && !flushBeforeRelease && (this.active || event.position < this.switchOverAt)) {
      this.position = event.position;
      this.releaseWaiters();
      this.scheduleCheckpoint();
      return undefined;
    }
    return this.handle(event, applies).catch((error: unknown) => {
      // As a subscription of its own would: this projection stops here, the others sharing the log go on.
      this.failed = true;
      this.logger.error({ err: error, projection: this.definition.name }, 'projection subscription failed');
    });
  }

  private async handle(event: RecordedEvent, applies: boolean): Promise<void> {
    if (applies) {
      try {
        await this.definition.apply(event, this.writeBehind ?? this.store);
      } catch (error) {
        // An event the projection cannot apply (written past the deciders, or older than a rule) is
        // skipped and logged: stopping here would freeze the read model, and every query on it, for good.
        // Anything else (the read store unreachable) still stops the subscription, as before.
        if (!isUnapplicableEvent(error)) throw error;
        this.logger.error(
          { err: error, projection: this.definition.name, eventId: event.id, eventType: event.type, streamId: event.streamId, position: event.position },
          'projection skipped an event it cannot apply',
        );
      }
      // Before the waiters are released, so a read after a write sees its read model as changed.
      this.changeMarks.set(this.definition.name, event.position);
      this.appliedSinceSnapshot++;
    }
    this.position = event.position;
    const builtNow = !this.active && this.position >= this.switchOverAt;
    if (builtNow) await this.switchOver();
    // A read after a write must find it in the store, not only in the write-behind's keeping.
    if (this.writeBehind?.pending && this.waitsFor(this.position)) await this.writeBehind.flush();
    this.releaseWaiters();
    this.scheduleCheckpoint();
    this.snapshotIfDue(builtNow);
  }

  /** Blue/green: point reads at this version, then drop the collections of the one it replaces. */
  private async switchOver(): Promise<void> {
    const { name, version } = this.definition;
    // Built: from now on each event's writes go to the store at once.
    const writeBehind = this.writeBehind;
    this.writeBehind = null;
    await writeBehind?.flush();
    await this.definition.finishBuild?.(this.store);
    // Whatever this build left deferred (nothing after a restored snapshot: a collection knows).
    for (const logical of this.definition.collections) await this.store.collection(logical).buildDeferredIndexes?.();
    // Saved here, and from now on at the serving pace: the build's slower timer is dropped.
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    await this.saveCheckpoint();
    const previous = this.activeVersions.get(name);
    await this.readStore
      .collection<ProjectionStateDocument>(PROJECTION_STATE_COLLECTION)
      .replaceOne({ _id: name }, { _id: name, activeVersion: version }, { upsert: true });
    this.activeVersions.set(name, version);
    this.changeMarks.set(name, this.position);
    this.active = true;
    if (previous !== undefined && previous !== version) {
      for (const logical of this.definition.collections) await this.readStore.dropCollection(physicalCollectionName(this.definition, previous, logical));
      await this.readStore.collection(CHECKPOINTS_COLLECTION).deleteOne({ _id: `${name}@v${previous}` });
    }
    this.logger.info({ projection: name, version, position: this.position }, 'projection active');
  }

  // Checkpoints are saved at most every `checkpointEveryMs`: handlers are idempotent, so a crash
  // between two saves only replays events that change nothing.
  private scheduleCheckpoint(): void {
    if (this.checkpointTimer) return;
    this.checkpointTimer = setTimeout(
      () => {
        this.checkpointTimer = null;
        this.saveCheckpoint().catch((error) => this.logger.error({ err: error, projection: this.definition.name }, 'checkpoint save failed'));
      },
      this.writeBehind ? Math.max(this.checkpointEveryMs, BUILD_CHECKPOINT_EVERY_MS) : this.checkpointEveryMs,
    );
  }

  async saveCheckpoint(): Promise<void> {
    if (this.position === this.savedPosition) return;
    const position = this.position;
    // Everything applied up to `position` is in the store before the checkpoint says so.
    await this.writeBehind?.flush();
    await this.readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).replaceOne(
      { _id: this.checkpointId },
      { _id: this.checkpointId, projection: this.definition.name, version: this.definition.version, position },
      { upsert: true },
    );
    this.savedPosition = Math.max(this.savedPosition, position);
  }

  waitFor(position: number): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  /** Whether a waiter is released once the read model reaches `position`. */
  private waitsFor(position: number): boolean {
    for (const waiter of this.waiters) if (waiter.position <= position) return true;
    return false;
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const pending: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.position >= waiter.position) waiter.resolve();
      else pending.push(waiter);
    }
    this.waiters = pending;
  }

  /**
   * For a process that serves reads while another one projects: take the position and the active
   * version from what the projecting process stored.
   */
  async refreshFromStore(): Promise<void> {
    const { name, version } = this.definition;
    const state = await this.readStore.collection<ProjectionStateDocument>(PROJECTION_STATE_COLLECTION).findOne({ _id: name });
    if (state) this.activeVersions.set(name, state.activeVersion);
    this.active = state?.activeVersion === version;
    const checkpoint = await this.readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).findOne({ _id: this.checkpointId });
    if (checkpoint && checkpoint.position > this.position) {
      // Which of the events up to there changed this read model is not known here: assume any did.
      this.changeMarks.set(name, checkpoint.position);
      this.position = checkpoint.position;
      this.savedPosition = checkpoint.position;
      this.releaseWaiters();
    }
  }

  /** Another process projects now (it holds the lease): this one saves nothing of its own any more. */
  standDown(): void {
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    // Writes held back past the stored checkpoint are done again by whoever resumes from it.
    this.writeBehind = null;
    this.savedPosition = this.position;
  }

  isCaughtUpForReads(): boolean {
    return this.active;
  }

  /** Prepared to build from the start of the log: not the active version, and no checkpoint or snapshot to go on from. */
  get buildsFromStart(): boolean {
    return !this.active && this.position === 0;
  }

  async stop(): Promise<void> {
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    await this.saveCheckpoint();
    // No event is applied any more: the last snapshot catches up with the documents.
    if (this.snapshotWrite) await this.snapshotWrite;
    if (this.snapshotSchedule && this.position > this.snapshotPosition) await this.writeSnapshot(this.snapshotSchedule.snapshots);
  }
}

/**
 * Hands the event to each worker in turn, waiting only for those that apply it: a promise only when
 * one does, so the events no projection of the group handles cost no microtask at all.
 */
function deliverInOrder(workers: readonly ProjectionWorker[], event: RecordedEvent, from: number): Promise<void> | undefined {
  for (let i = from; i < workers.length; i++) {
    const applying = workers[i].deliver(event);
    if (applying) return applying.then(() => deliverInOrder(workers, event, i + 1));
  }
  return undefined;
}

/**
 * Runs every declared projection against the global log, each from its own checkpoint kept in the
 * read store. With a version bump it rebuilds into fresh collections and switches reads over once
 * caught up with the head as it was at start.
 */
export class ProjectionRunner implements ProjectionProgress {
  private readonly activeVersions = new Map<string, number>();
  private readonly changeMarks = new Map<string, number>();
  private readonly workers: ProjectionWorker[];
  readonly readModels: ReadModels;

  constructor(
    private readonly eventStore: EventStore,
    readStore: ReadStore,
    definitions: readonly ProjectionDefinition[],
    private readonly logger: Logger,
    {
      checkpointEveryMs = 100,
      snapshots = null,
      lease = null,
      parallelBuild = null,
    }: {
      checkpointEveryMs?: number;
      snapshots?: SnapshotSchedule | null;
      /** With snapshots: what builds some of the read models a start must build from the log, meanwhile. */
      parallelBuild?: ParallelBuild | null;
      /**
       * With a read store shared by several processes of the projector role (MongoDB): the one
       * holding this lease projects, the others follow its checkpoints and take over when it dies.
       */
      lease?: Lease | null;
    } = {},
  ) {
    this.lease = lease;
    this.parallelBuild = snapshots ? parallelBuild : null;
    const names = definitions.map((definition) => definition.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`Two projections are named ${duplicate}`);
    this.workers = definitions.map(
      (definition) => new ProjectionWorker(definition, eventStore, readStore, this.activeVersions, this.changeMarks, logger, checkpointEveryMs, snapshots),
    );
    this.readModels = new ReadModels(readStore, definitions, this.activeVersions, this.changeMarks);
  }

  private followTimer: NodeJS.Timeout | null = null;
  /** The checkpoints being read while following, so projecting starts after it. */
  private following: Promise<void> | null = null;
  private readonly lease: Lease | null;
  private readonly parallelBuild: ParallelBuild | null;
  private buildApart: BuildApart | null = null;
  /** Settles once the read models built apart are restored here and subscribed (or stood down). */
  private builtApartRestored: Promise<void> = Promise.resolve();
  private keeper: LeaseKeeper | null = null;
  private stopped = false;

  private subscriptions: Subscription[] = [];

  /**
   * Projects into the read store; with a lease, stands by following the holder's checkpoints (so
   * read-your-writes and readiness work here too) until this process holds it, then projects from
   * the checkpoints the last holder stored. The first ask is awaited, so a single process starts
   * projecting as without a lease.
   */
  async start(): Promise<void> {
    if (!this.lease) return this.project();
    await this.follow();
    this.keeper = new LeaseKeeper(this.lease, { lead: () => this.project(), standBy: () => this.standBy() }, this.logger, { lease: 'projector' });
    await this.keeper.start();
  }

  /** True while this process applies events to the read store: always without a lease once started, else while it holds the lease. */
  get isProjecting(): boolean {
    return this.subscriptions.length > 0;
  }

  /** The lease went to another process: stop applying and saving, and follow its checkpoints. */
  private async standBy(): Promise<void> {
    this.buildApart?.cancel();
    await this.builtApartRestored;
    for (const subscription of this.subscriptions) await subscription.stop();
    this.subscriptions = [];
    for (const worker of this.workers) worker.standDown();
    await this.follow();
  }

  private async stopFollowing(): Promise<void> {
    if (this.followTimer) clearTimeout(this.followTimer);
    this.followTimer = null;
    await this.following;
  }

  /**
   * Projections starting from the same position share one subscription to the log, so a full
   * rebuild reads and parses each event once for all of them rather than once per projection.
   * One far behind (a version being rebuilt) gets its own, so it holds up none of the others.
   */
  private async project(): Promise<void> {
    await this.stopFollowing();
    for (const worker of this.workers) await worker.prepare();
    // The lease lost (or the runner stopped) while preparing: standing by, nothing is applied here.
    if (!this.mayProject()) return;
    const apart = await this.handOver(this.workers.filter((worker) => worker.buildsFromStart));
    const builtApart = new Set(apart?.projections);
    this.subscribe(this.workers.filter((worker) => !builtApart.has(worker.definition.name)));
    if (apart) {
      this.buildApart = apart;
      this.builtApartRestored = this.restoreBuiltApart(apart, this.workers.filter((worker) => builtApart.has(worker.definition.name)));
    }
  }

  /** Some of the read models to build from the start, handed to the parallel build; none when it cannot start one. */
  private async handOver(fromStart: readonly ProjectionWorker[]): Promise<BuildApart | null> {
    if (fromStart.length < 2 || !this.parallelBuild) return null;
    try {
      return await this.parallelBuild.takeOver(
        fromStart.map((worker) => worker.definition),
        await this.eventStore.headPosition(),
      );
    } catch (error) {
      this.logger.error({ err: error }, 'could not build read models apart: this process builds them');
      return null;
    }
  }

  private mayProject(): boolean {
    return !this.stopped && (!this.keeper || this.keeper.isLeading);
  }

  /**
   * As each read model built apart is in its snapshot: it is prepared again, so it restores the
   * snapshot (or, where the build gave up, starts from nothing), one at a time, while the others are
   * still being written. Once all are, they join the log together: one subscription for those at one
   * position, rather than one each for as long as the process runs.
   */
  private async restoreBuiltApart(apart: BuildApart, workers: readonly ProjectionWorker[]): Promise<void> {
    let failure: unknown;
    let preparing = Promise.resolve();
    await Promise.all(
      workers.map(async (worker) => {
        await apart.built(worker.definition.name).catch((error: unknown) => (failure ??= error));
        preparing = preparing.then(() => (this.mayProject() ? worker.prepare() : undefined));
        await preparing;
      }),
    );
    if (failure === undefined) this.logger.info({ projections: apart.projections }, 'read models built apart: restored from their snapshots');
    else if (this.mayProject()) this.logger.error({ err: failure, projections: apart.projections }, 'building read models apart failed: this process builds them');
    this.buildApart = null;
    if (this.mayProject()) this.subscribe(workers);
  }

  /** One subscription per starting position (see project). */
  private subscribe(workers: readonly ProjectionWorker[]): void {
    const byPosition = new Map<number, ProjectionWorker[]>();
    for (const worker of workers) byPosition.set(worker.position, [...(byPosition.get(worker.position) ?? []), worker]);
    for (const [fromPosition, workers] of byPosition) {
      this.subscriptions.push(
        this.eventStore.subscribeToAll({
          fromPosition,
          reads: eventPartsReadBy(workers.map((worker) => worker.definition)),
          onEvent: (event) => deliverInOrder(workers, event, 0),
          onError: (error) => this.logger.error({ err: error, projections: workers.map((worker) => worker.definition.name) }, 'projection subscription failed'),
        }),
      );
    }
  }

  /**
   * Follow a projector running in another process (the `api` role of the split topology): poll
   * the checkpoints it stores, so read-your-writes and readiness work without projecting here.
   */
  async follow(intervalMs = 25): Promise<void> {
    const refresh = async () => {
      for (const worker of this.workers) await worker.refreshFromStore();
    };
    await refresh();
    // Stopped meanwhile (a lease lost as the process stops): no loop is left behind.
    if (this.stopped) return;
    const loop = () => {
      this.followTimer = setTimeout(() => {
        this.following = refresh()
          .catch((error) => this.logger.warn({ err: error }, 'could not read projection checkpoints'))
          .finally(() => this.followTimer && loop());
      }, intervalMs);
    };
    loop();
  }

  /** Ready to serve: every projection is on its declared version and has caught up once. */
  isReady(): boolean {
    return this.workers.every((worker) => worker.isCaughtUpForReads());
  }

  /** Resolves once every projection has applied everything in the log at the time of the call. */
  async waitUntilCaughtUp(timeoutMs = 60 * 60 * 1000): Promise<boolean> {
    return this.waitForPosition(await this.eventStore.headPosition(), undefined, timeoutMs);
  }

  async waitForPosition(position: number, projectionNames?: readonly string[], timeoutMs = 2000): Promise<boolean> {
    const workers = projectionNames ? this.workers.filter((worker) => projectionNames.includes(worker.definition.name)) : this.workers;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const reached = Promise.all(workers.map((worker) => worker.waitFor(position))).then(() => true as const);
    try {
      return await Promise.race([reached, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async lag(): Promise<ProjectionLag[]> {
    const head = await this.eventStore.headPosition();
    return this.workers.map((worker) => ({
      name: worker.definition.name,
      version: worker.definition.version,
      position: worker.position,
      head,
      behind: Math.max(0, head - worker.position),
      active: worker.active,
    }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.buildApart?.cancel();
    const finish = async () => {
      await this.builtApartRestored;
      await this.stopFollowing();
      for (const subscription of this.subscriptions) await subscription.stop();
      this.subscriptions = [];
      for (const worker of this.workers) await worker.stop();
    };
    // With a lease, the last checkpoints are saved before it is handed on.
    if (this.keeper) await this.keeper.stop(finish);
    else await finish();
  }
}

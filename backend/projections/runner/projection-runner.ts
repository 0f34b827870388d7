import { EventStore, RecordedEvent, Subscription } from '../../platform/eventstore/event-store.port';
import { Document, DuplicateKeyError, ReadStore } from '../../platform/readstore/read-store.port';
import { Logger } from '../../platform/logging/logger';
import { physicalCollectionName, ProjectionDefinition, projectionHandles, ProjectionStore } from './projection';
import { ReadModels } from './read-models';

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
  private subscription: Subscription | null = null;
  private waiters: Waiter[] = [];
  private savedPosition = 0;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private switchOverAt = 0;
  private readonly store: ProjectionStore;

  constructor(
    readonly definition: ProjectionDefinition,
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly activeVersions: Map<string, number>,
    private readonly changeMarks: Map<string, number>,
    private readonly logger: Logger,
    private readonly checkpointEveryMs: number,
  ) {
    this.store = {
      collection: <T extends Document>(logical: string) =>
        this.readStore.collection<T>(physicalCollectionName(definition, definition.version, logical)),
    };
  }

  private get checkpointId(): string {
    return `${this.definition.name}@v${this.definition.version}`;
  }

  async start(): Promise<void> {
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
      await this.definition.setup?.(this.store);
    }
    this.position = checkpoint?.position ?? 0;
    this.savedPosition = this.position;
    this.switchOverAt = await this.eventStore.headPosition();
    if (!this.active) {
      this.logger.info({ projection: name, version, from: this.position, to: this.switchOverAt }, 'building projection');
      if (this.position >= this.switchOverAt) await this.switchOver();
    }
    this.subscription = this.eventStore.subscribeToAll({
      fromPosition: this.position,
      onEvent: (event) => this.handle(event),
      onError: (error) => this.logger.error({ err: error, projection: name }, 'projection subscription failed'),
    });
  }

  private async handle(event: RecordedEvent): Promise<void> {
    if (projectionHandles(this.definition, event.type)) {
      try {
        await this.definition.apply(event, this.store);
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
    }
    this.position = event.position;
    if (!this.active && this.position >= this.switchOverAt) await this.switchOver();
    this.releaseWaiters();
    this.scheduleCheckpoint();
  }

  /** Blue/green: point reads at this version, then drop the collections of the one it replaces. */
  private async switchOver(): Promise<void> {
    const { name, version } = this.definition;
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
    this.checkpointTimer = setTimeout(() => {
      this.checkpointTimer = null;
      this.saveCheckpoint().catch((error) => this.logger.error({ err: error, projection: this.definition.name }, 'checkpoint save failed'));
    }, this.checkpointEveryMs);
  }

  async saveCheckpoint(): Promise<void> {
    if (this.position === this.savedPosition) return;
    const position = this.position;
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

  isCaughtUpForReads(): boolean {
    return this.active;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    await this.saveCheckpoint();
  }
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
    { checkpointEveryMs = 100 }: { checkpointEveryMs?: number } = {},
  ) {
    const names = definitions.map((definition) => definition.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`Two projections are named ${duplicate}`);
    this.workers = definitions.map(
      (definition) => new ProjectionWorker(definition, eventStore, readStore, this.activeVersions, this.changeMarks, logger, checkpointEveryMs),
    );
    this.readModels = new ReadModels(readStore, definitions, this.activeVersions, this.changeMarks);
  }

  private followTimer: NodeJS.Timeout | null = null;

  async start(): Promise<void> {
    for (const worker of this.workers) await worker.start();
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
    const loop = () => {
      this.followTimer = setTimeout(() => {
        refresh()
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
    if (this.followTimer) clearTimeout(this.followTimer);
    this.followTimer = null;
    for (const worker of this.workers) await worker.stop();
  }
}

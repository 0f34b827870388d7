import { EventStore, RecordedEvent, Subscription } from '../../platform/eventstore/event-store.port';
import { LeaseKeeper } from '../../platform/leases/lease-keeper';
import { Leases } from '../../platform/leases/lease.port';
import { Logger } from '../../platform/logging/logger';
import { ReadStore } from '../../platform/readstore/read-store.port';
import { isUnapplicableEvent } from '../../projections/runner/projection-runner';

export interface LogReactionOptions {
  /**
   * Retry a failing handler on the same event (waiting this long, doubling up to a minute) instead of
   * skipping it: for reactions the product relies on, such as scheduling payouts.
   */
  retryDelayMs?: number;
  /** On the very first start (no checkpoint), begin at the start of the log instead of its head. */
  fromBeginning?: boolean;
}

const MAX_RETRY_DELAY_MS = 60_000;

export interface ReactionCheckpoints {
  load(name: string): Promise<number | null>;
  save(name: string, position: number): Promise<void>;
  /**
   * With several processes of a role: which one runs each reaction (the others stand by), under the
   * lease `reaction:<name>`. None: this process runs them all.
   */
  leases?: Leases;
}

/** Where reactions keep their checkpoints: beside the read models (MongoDB in production), one document per reaction. */
export const REACTION_CHECKPOINTS_COLLECTION = 'reaction_checkpoints';

export function readStoreCheckpoints(store: ReadStore): ReactionCheckpoints {
  const collection = store.collection<{ _id: string; position: number }>(REACTION_CHECKPOINTS_COLLECTION);
  return {
    load: async (name) => (await collection.findOne({ _id: name }))?.position ?? null,
    save: async (name, position) => {
      await collection.replaceOne({ _id: name }, { _id: name, position }, { upsert: true });
    },
  };
}

/**
 * A side effect driven by the stored log (CONVENTIONS: side effects come from subscriptions to the
 * log, never from code after an append): the handler sees each event of `handles` in commit order.
 * With checkpoints it resumes where it stopped; without, or on its very first start, it begins at
 * the head (it reacts to what happens from now on, never to the whole history). A failing handler
 * is logged and skipped: reactions are notices, not the source of truth.
 */
export class LogReaction {
  private subscription: Subscription | null = null;
  private position = 0;
  private savedPosition = 0;
  private saveTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Ends a retry's wait at once when the reaction stops, so shutdown never waits out a backoff. */
  private wakeRetry: () => void = () => {};
  private waiters: Array<{ position: number; resolve: () => void }> = [];
  private keeper: LeaseKeeper | null = null;

  constructor(
    readonly name: string,
    private readonly eventStore: EventStore,
    private readonly handles: ReadonlySet<string>,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly logger: Logger,
    private readonly checkpoints: ReactionCheckpoints | null = null,
    private readonly saveEveryMs = 500,
    private readonly options: LogReactionOptions = {},
  ) {}

  /**
   * Runs the reaction, or with leases (several processes of the role), stands by until this
   * process holds the reaction's lease: the first try is awaited, so a single process starts as
   * without leases; another one takes over, from the checkpoint, once the holder stops renewing.
   */
  async start(): Promise<void> {
    const lease = this.checkpoints?.leases?.lease(`reaction:${this.name}`);
    if (!lease) return this.run();
    this.keeper = new LeaseKeeper(lease, { lead: () => this.run(), standBy: () => this.standBy() }, this.logger, { reaction: this.name });
    await this.keeper.start();
  }

  /** True while this process runs the reaction (always, without leases). */
  get isLeading(): boolean {
    return this.keeper?.isLeading ?? true;
  }

  /** Another process may run it now: stop here, without saving over its checkpoint. */
  private async standBy(): Promise<void> {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async run(): Promise<void> {
    const stored = await this.checkpoints?.load(this.name);
    this.position = stored ?? (this.options.fromBeginning ? 0 : await this.eventStore.headPosition());
    this.savedPosition = stored ?? -1;
    this.subscription = this.eventStore.subscribeToAll({
      fromPosition: this.position,
      onEvent: (event) => this.handle(event),
      onError: (error) => this.logger.error({ err: error, reaction: this.name }, 'log reaction subscription failed'),
    });
    if (stored === null || stored === undefined) await this.save();
  }

  private async handle(event: RecordedEvent): Promise<void> {
    if (this.handles.has(event.type)) {
      let settled = false;
      for (let delayMs = this.options.retryDelayMs; !this.stopped; delayMs = Math.min(MAX_RETRY_DELAY_MS, (delayMs ?? 0) * 2)) {
        try {
          await this.handler(event);
          settled = true;
          break;
        } catch (error) {
          // An event whose own values break the handler (written past the deciders) would be retried for
          // ever and hold back every event after it: it is skipped like a failure of a reaction without retries.
          if (delayMs === undefined || isUnapplicableEvent(error)) {
            this.logger.error({ err: error, reaction: this.name, eventId: event.id, type: event.type }, 'log reaction failed on an event; skipped');
            settled = true;
            break;
          }
          this.logger.warn({ err: error, reaction: this.name, eventId: event.id, type: event.type, retryInMs: delayMs }, 'log reaction failed on an event; retrying');
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, delayMs);
            this.wakeRetry = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      }
      // Stopped while retrying: the event stays unhandled and the checkpoint before it.
      if (!settled) return;
    }
    this.position = event.position;
    this.releaseWaiters();
    if (this.checkpoints && !this.saveTimer) {
      this.saveTimer = setTimeout(() => {
        this.saveTimer = null;
        this.save().catch((error) => this.logger.warn({ err: error, reaction: this.name }, 'log reaction checkpoint save failed'));
      }, this.saveEveryMs);
    }
  }

  /** Resolves true once every event up to `position` has been handled, false after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (!this.isLeading && this.checkpoints) return followCheckpoint(this.checkpoints, this.name, position, timeoutMs, FOLLOW_EVERY_MS);
    if (this.position >= position) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter = { position, resolve: () => {
        clearTimeout(timer);
        resolve(true);
      } };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const reached = this.waiters.filter((waiter) => waiter.position <= this.position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > this.position);
    for (const waiter of reached) waiter.resolve();
  }

  private async save(): Promise<void> {
    if (!this.checkpoints || !this.isLeading || this.position === this.savedPosition) return;
    const position = this.position;
    await this.checkpoints.save(this.name, position);
    this.savedPosition = position;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeRetry();
    const finish = async () => {
      await this.subscription?.stop();
      this.subscription = null;
      if (this.saveTimer) clearTimeout(this.saveTimer);
      this.saveTimer = null;
      await this.save();
    };
    // With a lease it is handed on at once after the last save, rather than when it expires.
    if (this.keeper) await this.keeper.stop(finish);
    else await finish();
  }
}

/** How often a process follows a reaction that runs elsewhere through its stored checkpoint. */
const FOLLOW_EVERY_MS = 50;

/** True once the reaction's stored checkpoint reaches `position`; false after `timeoutMs`. */
async function followCheckpoint(checkpoints: ReactionCheckpoints, name: string, position: number, timeoutMs: number, everyMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (((await checkpoints.load(name)) ?? 0) >= position) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * How far the log reactions have come, for read-your-writes across a workflow: a mutation whose
 * event sets a reaction going waits until the reaction has handled it. Reactions of this process
 * answer at once; one running in another process (the worker role) is followed through its stored
 * checkpoint.
 */
export class ReactionProgress {
  private readonly local = new Map<string, LogReaction>();

  constructor(
    readonly checkpoints: ReactionCheckpoints,
    private readonly pollEveryMs = 50,
  ) {}

  register(reaction: LogReaction): void {
    this.local.set(reaction.name, reaction);
  }

  async waitForPosition(position: number, reactionNames: readonly string[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const reached = await Promise.all(
      reactionNames.map(async (name) => {
        const reaction = this.local.get(name);
        if (reaction) return reaction.waitForPosition(position, timeoutMs);
        return followCheckpoint(this.checkpoints, name, position, Math.max(0, deadline - Date.now()), this.pollEveryMs);
      }),
    );
    return reached.every(Boolean);
  }
}

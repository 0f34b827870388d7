import { CredentialStore } from '../../infrastructure/credentials/credential-store.port';
import { EventStore, RecordedEvent, Subscription } from '../../infrastructure/eventstore/event-store.port';
import { Logger } from '../../infrastructure/logging/logger';

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
}

/** Checkpoints kept in the durable key-value store (SQLite embedded, MongoDB in production), one key per reaction. */
export function durableCheckpoints(store: CredentialStore): ReactionCheckpoints {
  return {
    load: async (name) => {
      const stored = await store.get(`reaction-checkpoint:${name}`);
      return typeof stored?.position === 'number' ? stored.position : null;
    },
    save: (name, position) => store.put(`reaction-checkpoint:${name}`, { position }),
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

  constructor(
    private readonly name: string,
    private readonly eventStore: EventStore,
    private readonly handles: ReadonlySet<string>,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly logger: Logger,
    private readonly checkpoints: ReactionCheckpoints | null = null,
    private readonly saveEveryMs = 500,
    private readonly options: LogReactionOptions = {},
  ) {}

  async start(): Promise<void> {
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
          if (delayMs === undefined) {
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
    if (this.checkpoints && !this.saveTimer) {
      this.saveTimer = setTimeout(() => {
        this.saveTimer = null;
        this.save().catch((error) => this.logger.warn({ err: error, reaction: this.name }, 'log reaction checkpoint save failed'));
      }, this.saveEveryMs);
    }
  }

  private async save(): Promise<void> {
    if (!this.checkpoints || this.position === this.savedPosition) return;
    const position = this.position;
    await this.checkpoints.save(this.name, position);
    this.savedPosition = position;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeRetry();
    await this.subscription?.stop();
    this.subscription = null;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.save();
  }
}

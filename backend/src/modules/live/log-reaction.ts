import { EventStore, RecordedEvent, Subscription } from '../../infrastructure/eventstore/event-store.port';
import { Logger } from '../../infrastructure/logging/logger';

export interface ReactionCheckpoints {
  load(name: string): Promise<number | null>;
  save(name: string, position: number): Promise<void>;
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

  constructor(
    private readonly name: string,
    private readonly eventStore: EventStore,
    private readonly handles: ReadonlySet<string>,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly logger: Logger,
    private readonly checkpoints: ReactionCheckpoints | null = null,
    private readonly saveEveryMs = 500,
  ) {}

  async start(): Promise<void> {
    const stored = await this.checkpoints?.load(this.name);
    this.position = stored ?? (await this.eventStore.headPosition());
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
      try {
        await this.handler(event);
      } catch (error) {
        this.logger.error({ err: error, reaction: this.name, eventId: event.id, type: event.type }, 'log reaction failed on an event; skipped');
      }
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
    await this.subscription?.stop();
    this.subscription = null;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.save();
  }
}

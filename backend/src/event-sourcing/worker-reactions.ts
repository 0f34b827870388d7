import { Global, Inject, Injectable, Module, OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../platform/eventstore/event-store.port';
import { logger } from '../../platform/logging/logger';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../platform.module';
import { LogReaction, LogReactionOptions, ReactionProgress } from './log-reaction';

export interface WorkerReactionDefinition extends LogReactionOptions {
  /** The checkpoint's name: renaming it makes the reaction start over. */
  name: string;
  handles: ReadonlySet<string>;
  react: (event: RecordedEvent) => Promise<void>;
}

/**
 * Hosts the log reactions of the `worker` role: starts each with its checkpoint beside the read
 * models, registers it with ReactionProgress (so a mutation can wait for it) and stops them all at
 * shutdown. One place for that lifecycle, so a reaction is just its name, its events and its handler.
 */
@Injectable()
export class WorkerReactions implements OnModuleDestroy {
  private readonly running: LogReaction[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly progress: ReactionProgress,
  ) {}

  /** Starts the reaction when this process has the worker role; elsewhere does nothing. */
  async start({ name, handles, react, ...options }: WorkerReactionDefinition): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    await this.run(new LogReaction(name, this.eventStore, handles, react, logger, this.progress.checkpoints, 500, options));
  }

  /** For reactions built elsewhere (their own class makes the LogReaction): the same lifecycle. */
  async run(reaction: LogReaction): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.progress.register(reaction);
    this.running.push(reaction);
    await reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.running.splice(0).map((reaction) => reaction.stop()));
  }
}

/** Global, so every feature module's reaction shares the one host (and its shutdown). */
@Global()
@Module({ providers: [WorkerReactions], exports: [WorkerReactions] })
export class WorkerReactionsModule {}

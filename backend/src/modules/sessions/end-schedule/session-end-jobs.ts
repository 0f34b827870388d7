import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CLOCK, Clock } from '../../../../platform/clock/clock.port';
import { EVENT_STORE, EventStore } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { JOB_QUEUE, JobQueue, JobWorker } from '../../../../platform/queue/job-queue.port';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { startEndSessionProcessor } from '../../../workers/sessions/end-session.processor';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { SessionEndSchedule } from './session-end-schedule';

/**
 * In the `worker` role: the end-time schedule (a log reaction, its checkpoint beside the read
 * models, registered with the reactions' progress) and the processor that ends sessions through
 * the CommandPipeline when their job comes due.
 */
@Injectable()
export class SessionEndJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private schedule: SessionEndSchedule | null = null;
  private worker: JobWorker | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.worker = startEndSessionProcessor(this.jobs, this.pipeline, logger);
    this.schedule = new SessionEndSchedule(this.eventStore, this.pipeline, this.jobs, this.clock, logger);
    await this.schedule.start(this.checkpoints, undefined, this.progress);
  }

  async onModuleDestroy(): Promise<void> {
    await this.schedule?.stop();
    await this.worker?.close();
  }
}

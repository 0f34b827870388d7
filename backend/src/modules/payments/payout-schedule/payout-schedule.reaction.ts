import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CLOCK, Clock } from '../../../../platform/clock/clock.port';
import { EVENT_STORE, EventStore } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { PayoutSchedule } from './payout-schedule';

/** Runs the payout schedule in the `worker` role, registered with the reactions' progress. */
@Injectable()
export class PayoutScheduleReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly schedule: PayoutSchedule;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) eventStore: EventStore,
    pipeline: CommandPipeline,
    @Inject(JOB_QUEUE) jobs: JobQueue,
    @Inject(CLOCK) clock: Clock,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
  ) {
    this.schedule = new PayoutSchedule(eventStore, pipeline, jobs, clock, logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    await this.schedule.start(this.checkpoints, undefined, this.progress);
  }

  async onModuleDestroy(): Promise<void> {
    await this.schedule.stop();
  }
}

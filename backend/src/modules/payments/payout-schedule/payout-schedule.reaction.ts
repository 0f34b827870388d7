import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CLOCK, Clock } from '../../../infrastructure/clock/clock.port';
import { CREDENTIAL_STORE, CredentialStore } from '../../../infrastructure/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../infrastructure/eventstore/event-store.port';
import { logger } from '../../../infrastructure/logging/logger';
import { JOB_QUEUE, JobQueue } from '../../../infrastructure/queue/job-queue.port';
import { APP_CONFIG } from '../../../platform.module';
import { durableCheckpoints } from '../../live/log-reaction';
import { PayoutSchedule } from './payout-schedule';

/** Runs the payout schedule in the `worker` role. */
@Injectable()
export class PayoutScheduleReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly schedule: PayoutSchedule;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(JOB_QUEUE) jobs: JobQueue,
    @Inject(CLOCK) clock: Clock,
    @Inject(CREDENTIAL_STORE) private readonly durable: CredentialStore,
  ) {
    this.schedule = new PayoutSchedule(eventStore, jobs, clock, logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    await this.schedule.start(durableCheckpoints(this.durable));
  }

  async onModuleDestroy(): Promise<void> {
    await this.schedule.stop();
  }
}

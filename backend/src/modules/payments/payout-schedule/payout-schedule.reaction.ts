import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CLOCK, Clock } from '../../../infrastructure/clock/clock.port';
import { CREDENTIAL_STORE, CredentialStore } from '../../../infrastructure/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../infrastructure/eventstore/event-store.port';
import { logger } from '../../../infrastructure/logging/logger';
import { JOB_QUEUE, JobQueue } from '../../../infrastructure/queue/job-queue.port';
import { APP_CONFIG } from '../../../platform.module';
import { ReactionCheckpoints } from '../../live/log-reaction';
import { PayoutSchedule } from './payout-schedule';

/** Durable checkpoints of log reactions (SQLite embedded, MongoDB in production), shared key shape with the mail notices. */
export function durableCheckpoints(store: CredentialStore): ReactionCheckpoints {
  return {
    load: async (name) => {
      const stored = await store.get(`reaction-checkpoint:${name}`);
      return typeof stored?.position === 'number' ? stored.position : null;
    },
    save: (name, position) => store.put(`reaction-checkpoint:${name}`, { position }),
  };
}

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

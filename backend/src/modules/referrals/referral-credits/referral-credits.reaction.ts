import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ReadModels } from '../../../../projections/runner/read-models';
import { AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { ReferralCredits } from './referral-credits';

/** Runs the referral credits in the `worker` role, registered with the reactions' progress. */
@Injectable()
export class ReferralCreditsReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly credits: ReferralCredits;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) eventStore: EventStore,
    pipeline: CommandPipeline,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
    readModels: ReadModels,
  ) {
    this.credits = new ReferralCredits(eventStore, pipeline, readModels, logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    await this.credits.start(this.checkpoints, undefined, this.progress);
  }

  async onModuleDestroy(): Promise<void> {
    await this.credits.stop();
  }
}

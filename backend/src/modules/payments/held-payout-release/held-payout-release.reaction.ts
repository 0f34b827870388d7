import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ReadModels } from '../../../../projections/runner/read-models';
import { AppConfig } from '../../../config/app-config';
import { CLOCK, Clock } from '../../../../platform/clock/clock.port';
import { EVENT_STORE, EventStore } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../platform/payments/payment-gateway.port';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { PayoutProcessing } from '../../../workers/payouts/payout-processing';
import { HeldPayoutRelease } from './held-payout-release';

/** Runs the release of held payouts in the `worker` role (where payouts run), registered with the reactions' progress. */
@Injectable()
export class HeldPayoutReleaseReaction implements OnApplicationBootstrap, OnModuleDestroy {
  readonly release: HeldPayoutRelease;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) eventStore: EventStore,
    pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) gateway: PaymentGateway,
    @Inject(CLOCK) clock: Clock,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
    readModels: ReadModels,
  ) {
    this.release = new HeldPayoutRelease(eventStore, pipeline, new PayoutProcessing(pipeline, gateway, clock, logger), readModels, logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    await this.release.start(this.checkpoints, undefined, this.progress);
  }

  async onModuleDestroy(): Promise<void> {
    await this.release.stop();
  }
}

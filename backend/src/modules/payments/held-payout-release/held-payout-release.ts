import { tutorPayoutMethodOf, paymentAccountDecider } from '../../../../domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../../../domain/payments/payment-account.events';
import { findHeldPayoutsOfTutor } from '../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { PayoutProcessing } from '../../../workers/payouts/payout-processing';

/** The payment-account events after which a tutor may have a payout method they lacked. */
export const PAYOUT_METHOD_EVENTS: ReadonlySet<string> = new Set(['StripeConnectAccountAssociated', 'PrimaryPayoutMethodChosen']);

/**
 * Releases a tutor's held payouts (charged clients whose tutor had no payout method) when the tutor
 * adds one: from the stored log, each step's ids derived from the payment-account event, each
 * transfer with its held attempt's idempotency key, so a redelivered event pays nothing twice.
 * Retried on failure (a gateway timeout): the rerun resumes from the payout's events.
 */
export class HeldPayoutRelease {
  static readonly reactionName = 'held-payout-release';
  private reaction: LogReaction | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    private readonly payouts: PayoutProcessing,
    private readonly readModels: ReadModels,
    private readonly logger: Logger,
  ) {}

  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 500, progress: ReactionProgress | null = null): Promise<void> {
    this.reaction = new LogReaction(HeldPayoutRelease.reactionName, this.eventStore, PAYOUT_METHOD_EVENTS, (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
    });
    progress?.register(this.reaction);
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    const { userId } = event.data as { userId: string };
    const held = await findHeldPayoutsOfTutor(this.readModels, userId);
    if (held.length === 0) return;
    const tutorPayout = tutorPayoutMethodOf((await this.pipeline.load(paymentAccountDecider, paymentAccountStreamId(userId))).state);
    for (const document of held) {
      const payout = await this.payouts.releaseHeld(document._id, tutorPayout, (step) => ({ ...this.pipeline.contextOfEvent(event, `release:${document._id}:${step}`), actorId: null }));
      this.logger.info({ tutorId: userId, payout: document._id, status: payout?.status }, 'held payout released');
    }
  }
}

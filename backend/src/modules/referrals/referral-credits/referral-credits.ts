import { payoutDecider } from '../../../../domain/payouts/payout.decider';
import { creditAccountDecider } from '../../../../domain/referrals/credit-account.decider';
import { creditAccountStreamId } from '../../../../domain/referrals/credit-account.events';
import { findReferralOf } from '../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';

/**
 * $20 to the referrer when the client they referred completes a first paid session (spec sections
 * 1 and 9), from a subscription to the stored log: each completed payout with something to pay
 * grants the credit to the referee's referrer, through the CommandPipeline with ids derived from
 * the payout event, and the credit account grants once per referee.
 */
export class ReferralCredits {
  static readonly reactionName = 'referral-credits';
  private reaction: LogReaction | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly logger: Logger,
  ) {}

  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 500, progress: ReactionProgress | null = null): Promise<void> {
    this.reaction = new LogReaction(ReferralCredits.reactionName, this.eventStore, new Set(['PayoutCompleted']), (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
      fromBeginning: true,
    });
    progress?.register(this.reaction);
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    const { sessionId } = event.data as { sessionId: string };
    // The completed payout's own stream: a session with several paying clients has one per client.
    const { state: payout } = await this.pipeline.load(payoutDecider, event.streamId);
    if (payout.status !== 'completed' || payout.amounts.clientTotalCents === 0) return;
    const referral = await findReferralOf(this.readModels, payout.clientId);
    if (!referral) return;
    await this.pipeline.run(
      creditAccountDecider,
      creditAccountStreamId(referral.referrerId),
      { type: 'GrantReferralCredit', data: { userId: referral.referrerId, refereeId: payout.clientId, sessionId } },
      { ...this.pipeline.contextOfEvent(event, 'grant-referral-credit'), actorId: null },
    );
  }
}

import { payoutDecider, PayoutState } from '../../../../domain/payouts/payout.decider';
import { PayoutEvent } from '../../../../domain/payouts/payout.events';
import { creditAccountDecider } from '../../../../domain/referrals/credit-account.decider';
import { creditAccountStreamId } from '../../../../domain/referrals/credit-account.events';
import { findReferralOf } from '../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { handleCommand } from '../../../event-sourcing/handle-command';
import { Clock } from '../../../../platform/clock/clock.port';
import { EventStore, RecordedEvent, WrongExpectedVersion } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { LogReaction, ReactionCheckpoints } from '../../../event-sourcing/log-reaction';

const MAX_CONFLICTS = 10;

/**
 * $20 to the referrer when the client they referred completes a first paid session (spec sections
 * 1 and 9), from a subscription to the stored log: each completed payout with something to pay
 * grants the credit to the referee's referrer, and the credit account grants once per referee.
 */
export class ReferralCredits {
  private reaction: LogReaction | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModels,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 500): Promise<void> {
    this.reaction = new LogReaction('referral-credits', this.eventStore, new Set(['PayoutCompleted']), (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
      fromBeginning: true,
    });
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    const { sessionId } = event.data as { sessionId: string };
    // The completed payout's own stream: a session with several paying clients has one per client.
    const events = await this.eventStore.readStream(event.streamId);
    const payout: PayoutState = events.map((recorded) => ({ type: recorded.type, data: recorded.data }) as PayoutEvent).reduce(payoutDecider.evolve, payoutDecider.initialState());
    if (payout.status !== 'completed' || payout.amounts.clientTotalCents === 0) return;
    const referral = await findReferralOf(this.readModels, payout.clientId);
    if (!referral) return;
    const context = { correlationId: event.metadata.correlationId, causationId: event.id, actorId: null, now: this.clock.now() };
    for (let conflicts = 0; ; conflicts++) {
      try {
        await handleCommand(
          this.eventStore,
          creditAccountStreamId(referral.referrerId),
          creditAccountDecider,
          { type: 'GrantReferralCredit', data: { userId: referral.referrerId, refereeId: payout.clientId, sessionId } },
          context,
        );
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || conflicts >= MAX_CONFLICTS) throw error;
      }
    }
  }
}

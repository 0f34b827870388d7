import { Inject, Injectable } from '@nestjs/common';
import { Payout, payoutDecider } from '../../../../../domain/payouts/payout.decider';
import { PayoutAmountsInput } from '../../../../../domain/payouts/payout.rules';
import { Session, sessionDecider } from '../../../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../../../domain/sessions/session.events';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../../platform/eventstore/event-store.port';
import { payoutsProjection } from '../../../../../projections/payouts/payouts.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { payoutAmountsInputOf, statesBefore } from '../../../../workers/payouts/payout-processing';
import { FinanceMessages } from '../../finance.messages';
import { PayoutMoneySteps } from '../../payout-money-steps';

export interface AdminCorrectSessionRequest {
  sessionId: string;
  clientId: string | null;
  minutes: number | null;
  hourlyRateCents: number | null;
  reason: string;
  idempotencyKey: string;
}

export interface CorrectionOutcome {
  sessionId: string;
  clientId: string;
  minutes: number;
  clientTotalCents: number;
  tutorPayoutCents: number;
  clientDifferenceCents: number;
  tutorDifferenceCents: number;
  /** Why the provider refused to move a difference, when it did. */
  failure: string | null;
}

/** The events after which a payout's client counts as paid: later attempts keep the amounts of the attempt before them. */
const CLIENT_PAID_EVENTS: ReadonlySet<string> = new Set(['ClientCharged', 'TutorTransferRequested', 'ManualPayoutRecorded', 'TutorPayoutHeld', 'PayoutCompleted']);

/** The log position of the PayoutStarted whose amounts the payout keeps: the last one before its client was paid. */
function positionOfKeptAttempt(events: RecordedEvent[]): number {
  let position = 0;
  for (const event of events) {
    if (CLIENT_PAID_EVENTS.has(event.type)) break;
    if (event.type === 'PayoutStarted') position = event.position;
  }
  return position;
}

/**
 * adminCorrectSession: the payout's session length and rates as they are (its latest correction, else
 * those the payout recorded when it started, with its fee percentages; for a payout started before
 * they were recorded, those in force then, read from the pair's streams up to that point of the
 * log), changed by what the admin gives; the decider records `PayoutCorrected` and asks for the
 * differences, which move as refunds do (one key per step, every answer recorded). The correction id derives from the idempotency key,
 * so a retry resumes the same correction.
 */
@Injectable()
export class AdminCorrectSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly steps: PayoutMoneySteps,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute(request: AdminCorrectSessionRequest, context: CommandContext): Promise<CorrectionOutcome> {
    const streamId = await this.steps.payoutStreamOf(request.sessionId, request.clientId);
    const { state: before } = await this.pipeline.load(payoutDecider, streamId);
    const { state: session } = await this.pipeline.load(sessionDecider, sessionStreamId(request.sessionId));
    if (before.status === 'none' || session.status === 'none') throw new NotFoundError(FinanceMessages.noPayout);
    const atPayout = before.computedFrom ?? (await this.inForceWhenStarted(streamId, before, session));
    const current = before.corrected ?? { minutes: before.amounts.minutes, clientHourlyRateCents: atPayout.clientHourlyRateCents, tutorHourlyRateCents: atPayout.tutorHourlyRateCents };
    const written = { position: 0 };
    const correctionId = deterministicUuid(`correction:${streamId}:${request.idempotencyKey}`);
    const corrected = await this.steps.onPayout(
      streamId,
      {
        type: 'CorrectPayout',
        data: {
          correctionId,
          minutes: request.minutes ?? current.minutes,
          clientHourlyRateCents: request.hourlyRateCents ?? current.clientHourlyRateCents,
          tutorHourlyRateCents: request.hourlyRateCents ?? current.tutorHourlyRateCents,
          // Used by the decider only for a payout that did not record its fees.
          clientFeePercent: atPayout.clientFeePercent ?? null,
          tutorFeePercent: atPayout.tutorFeePercent ?? null,
          reason: request.reason,
        },
      },
      context,
      written,
      true,
    );
    const { payout, failure } = await this.steps.settle(streamId, corrected, request.sessionId, correctionId, context, written);
    if (payout.status === 'none') throw new NotFoundError(FinanceMessages.noPayout);
    await this.pipeline.awaitReadModels(written.position, [payoutsProjection.name]);
    return {
      sessionId: request.sessionId,
      clientId: payout.clientId,
      minutes: payout.amounts.minutes,
      clientTotalCents: payout.amounts.clientTotalCents,
      tutorPayoutCents: payout.amounts.tutorPayoutCents,
      clientDifferenceCents: payout.corrected?.clientDifferenceCents ?? 0,
      tutorDifferenceCents: payout.corrected?.tutorDifferenceCents ?? 0,
      failure,
    };
  }

  /** For a payout started before PayoutStarted recorded its fees: the rates and fees in force when it started, as the worker read them then. */
  private async inForceWhenStarted(streamId: string, payout: Payout, session: Session): Promise<Omit<PayoutAmountsInput, 'availableCreditCents'>> {
    const client = session.participants.find((participant) => participant.userId === payout.clientId);
    const tutor = session.participants.find((participant) => participant.userId === payout.tutorId);
    if (!client || !tutor) throw new NotFoundError(FinanceMessages.noPayout);
    const startedAt = positionOfKeptAttempt(await this.eventStore.readStream(streamId));
    return payoutAmountsInputOf(statesBefore(this.eventStore, startedAt), session, client, tutor, payout.oneOfSeveralClients);
  }
}

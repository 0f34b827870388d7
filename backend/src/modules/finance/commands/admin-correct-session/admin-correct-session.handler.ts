import { Injectable } from '@nestjs/common';
import { payoutDecider } from '../../../../../domain/payouts/payout.decider';
import { sessionDecider } from '../../../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../../../domain/sessions/session.events';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { payoutsProjection } from '../../../../../projections/payouts/payouts.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { payoutAmountsInputOf } from '../../../../workers/payouts/payout-processing';
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

/**
 * adminCorrectSession: the payout's session length and rates as they are (its latest correction, else
 * as the payout worker reads them, with the fee percentages in force), changed by what the admin
 * gives; the decider records `PayoutCorrected` and asks for the differences, which move as refunds
 * do (one key per step, every answer recorded). The correction id derives from the idempotency key,
 * so a retry resumes the same correction.
 */
@Injectable()
export class AdminCorrectSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly steps: PayoutMoneySteps,
  ) {}

  async execute(request: AdminCorrectSessionRequest, context: CommandContext): Promise<CorrectionOutcome> {
    const streamId = await this.steps.payoutStreamOf(request.sessionId, request.clientId);
    const { state: before } = await this.pipeline.load(payoutDecider, streamId);
    const { state: session } = await this.pipeline.load(sessionDecider, sessionStreamId(request.sessionId));
    if (before.status === 'none' || session.status === 'none') throw new NotFoundError(FinanceMessages.noPayout);
    const client = session.participants.find((participant) => participant.userId === before.clientId);
    const tutor = session.participants.find((participant) => participant.userId === before.tutorId);
    if (!client || !tutor) throw new NotFoundError(FinanceMessages.noPayout);
    const inForce = await payoutAmountsInputOf(this.pipeline, session, client, tutor, before.oneOfSeveralClients);
    const current = before.corrected ?? { minutes: before.amounts.minutes, clientHourlyRateCents: inForce.clientHourlyRateCents, tutorHourlyRateCents: inForce.tutorHourlyRateCents };
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
          clientFeePercent: inForce.clientFeePercent ?? null,
          tutorFeePercent: inForce.tutorFeePercent ?? null,
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
}

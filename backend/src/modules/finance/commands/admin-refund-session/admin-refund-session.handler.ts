import { Injectable } from '@nestjs/common';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { payoutsProjection } from '../../../../../projections/payouts/payouts.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { FinanceMessages } from '../../finance.messages';
import { PayoutMoneySteps } from '../../payout-money-steps';

export interface AdminRefundSessionRequest {
  sessionId: string;
  clientId: string | null;
  amountCents: number;
  reason: string;
  tutorAtFault: boolean;
  idempotencyKey: string;
}

export interface RefundOutcome {
  sessionId: string;
  clientId: string;
  refundedCents: number;
  tutorReversedCents: number;
  /** Why the provider refused the refund or the reversal, when it did. */
  failure: string | null;
}

/**
 * adminRefundSession: records the refund request on the payout's stream (the decider checks the
 * amount, the reason and that the payout completed, and applies the refund policy), asks the
 * provider with the request's own idempotency key, records its answer, then the reversal of the
 * tutor's share when the policy takes it back. The request id derives from the idempotency key, so
 * a retry after a timeout resumes the same refund and the client is refunded once.
 */
@Injectable()
export class AdminRefundSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly steps: PayoutMoneySteps,
  ) {}

  async execute(request: AdminRefundSessionRequest, context: CommandContext): Promise<RefundOutcome> {
    const streamId = await this.steps.payoutStreamOf(request.sessionId, request.clientId);
    const written = { position: 0 };
    const refundRequestId = deterministicUuid(`refund:${streamId}:${request.idempotencyKey}`);
    const requested = await this.steps.onPayout(
      streamId,
      { type: 'RequestRefund', data: { refundRequestId, amountCents: request.amountCents, reason: request.reason, tutorAtFault: request.tutorAtFault, cause: 'refund' } },
      context,
      written,
      true,
    );
    const { payout, failure } = await this.steps.settle(streamId, requested, request.sessionId, refundRequestId, context, written);
    if (payout.status === 'none') throw new NotFoundError(FinanceMessages.noPayout);
    await this.pipeline.awaitReadModels(written.position, [payoutsProjection.name]);
    return { sessionId: request.sessionId, clientId: payout.clientId, refundedCents: payout.refundedCents, tutorReversedCents: payout.tutorReversedCents, failure };
  }
}

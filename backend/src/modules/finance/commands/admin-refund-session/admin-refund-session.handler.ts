import { Inject, Injectable } from '@nestjs/common';
import { PayoutCommand } from '../../../../../domain/payouts/payout.commands';
import { nextRefundStep, payoutDecider, PayoutState } from '../../../../../domain/payouts/payout.decider';
import { payoutStreamId } from '../../../../../domain/payouts/payout.events';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { payoutsProjection } from '../../../../../projections/payouts/payouts.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { isDefiniteRefusal } from '../../../../workers/payouts/payout-processing';
import { FinanceMessages } from '../../finance.messages';

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
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(request: AdminRefundSessionRequest, context: CommandContext): Promise<RefundOutcome> {
    const streamId = await this.payoutStreamOf(request.sessionId, request.clientId);
    // The last position this request wrote, for the read model to catch up to.
    const written = { position: 0 };
    const refundRequestId = deterministicUuid(`refund:${streamId}:${request.idempotencyKey}`);
    let payout = await this.onPayout(
      streamId,
      { type: 'RequestRefund', data: { refundRequestId, amountCents: request.amountCents, reason: request.reason, tutorAtFault: request.tutorAtFault, cause: 'refund' } },
      context,
      written,
    );
    let failure: string | null = null;
    for (let step = nextRefundStep(payout); step; step = nextRefundStep(payout)) {
      if (step.kind === 'refund') {
        const { refund } = step;
        try {
          const { refundId } = await this.gateway.refund({ chargeId: step.chargeId, amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey, metadata: { sessionId: request.sessionId } });
          payout = await this.onPayout(streamId, { type: 'RecordClientRefunded', data: { refundRequestId: refund.refundRequestId, refundId } }, context, written);
        } catch (error) {
          if (!isDefiniteRefusal(error)) throw error;
          failure = error.message;
          payout = await this.onPayout(streamId, { type: 'RecordClientRefundFailed', data: { refundRequestId: refund.refundRequestId, reason: error.message } }, context, written);
        }
      } else {
        try {
          const { reversalId } = await this.gateway.reverseTransfer({ transferId: step.transferId, amountCents: step.amountCents, idempotencyKey: step.idempotencyKey, metadata: { sessionId: request.sessionId } });
          payout = await this.onPayout(streamId, { type: 'RecordTutorTransferReversed', data: { refundRequestId: step.refundRequestId, reversalId } }, context, written);
        } catch (error) {
          if (!isDefiniteRefusal(error)) throw error;
          failure = error.message;
          payout = await this.onPayout(streamId, { type: 'RecordTutorTransferReversalFailed', data: { refundRequestId: step.refundRequestId, reason: error.message } }, context, written);
        }
      }
    }
    if (payout.status === 'none') throw new NotFoundError(FinanceMessages.noPayout);
    await this.pipeline.awaitReadModels(written.position, [payoutsProjection.name]);
    return { sessionId: request.sessionId, clientId: payout.clientId, refundedCents: payout.refundedCents, tutorReversedCents: payout.tutorReversedCents, failure };
  }

  /** The session's only payout, or the named client's share of a session with several. */
  private async payoutStreamOf(sessionId: string, clientId: string | null): Promise<string> {
    const only = payoutStreamId(sessionId);
    if ((await this.pipeline.load(payoutDecider, only)).state.status !== 'none') return only;
    if (clientId) {
      const share = payoutStreamId(sessionId, clientId);
      if ((await this.pipeline.load(payoutDecider, share)).state.status !== 'none') return share;
    }
    throw clientId ? new NotFoundError(FinanceMessages.noPayout) : new NotFoundError(FinanceMessages.noPayoutOrClient);
  }

  /** Each step's events get ids of their own, derived from the request's key and the step. */
  private async onPayout(streamId: string, command: Omit<PayoutCommand, 'metadata'>, context: CommandContext, written: { position: number }): Promise<PayoutState> {
    const step = command.type === 'RequestRefund' || !context.idempotencyKey ? context : { ...context, idempotencyKey: `${context.idempotencyKey}:${command.type}` };
    const outcome = await this.pipeline.run(payoutDecider, streamId, command, step);
    written.position = Math.max(written.position, outcome.position);
    return outcome.state;
  }
}

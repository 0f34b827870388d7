import { Inject, Injectable } from '@nestjs/common';
import { paymentAccountDecider } from '../../../domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../../domain/payments/payment-account.events';
import { PaymentAccountMessages } from '../../../domain/payments/payment-account.rules';
import { PayoutCommand } from '../../../domain/payouts/payout.commands';
import { nextRefundStep, NextRefundStep, payoutDecider, PayoutState } from '../../../domain/payouts/payout.decider';
import { payoutStreamId } from '../../../domain/payouts/payout.events';
import { PAYMENT_GATEWAY, PaymentDeclinedError, PaymentGateway } from '../../../platform/payments/payment-gateway.port';
import { CommandContext, CommandPipeline, stepContext } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';
import { isDefiniteRefusal } from '../../workers/payouts/payout-processing';
import { FinanceMessages } from './finance.messages';

/** The last log position a request wrote, for the read models to catch up to. */
export interface Written {
  position: number;
}

/**
 * What refunds and corrections share: finding a session's payout stream, recording a step on it,
 * and moving the money that waits (a refund, a reversal, a correction's charge or transfer), each
 * with its own idempotency key, recording every answer, until nothing waits.
 */
@Injectable()
export class PayoutMoneySteps {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** The session's only payout, or the named client's share of a session with several. */
  async payoutStreamOf(sessionId: string, clientId: string | null): Promise<string> {
    const only = payoutStreamId(sessionId);
    if ((await this.pipeline.load(payoutDecider, only)).state.status !== 'none') return only;
    if (clientId) {
      const share = payoutStreamId(sessionId, clientId);
      if ((await this.pipeline.load(payoutDecider, share)).state.status !== 'none') return share;
    }
    throw clientId ? new NotFoundError(FinanceMessages.noPayout) : new NotFoundError(FinanceMessages.noPayoutOrClient);
  }

  /** Each step's events get ids of their own, derived from the request's key and the step. */
  async onPayout(streamId: string, command: Omit<PayoutCommand, 'metadata'>, context: CommandContext, written: Written, first: boolean): Promise<PayoutState> {
    const step = first ? context : stepContext(context, command.type);
    const outcome = await this.pipeline.run(payoutDecider, streamId, command, step);
    written.position = Math.max(written.position, outcome.position);
    return outcome.state;
  }

  /** Moves what waits; `failure` is why the provider refused a step, when it did. A timeout throws (retry with the same key). */
  async settle(streamId: string, start: PayoutState, sessionId: string, requestId: string, context: CommandContext, written: Written): Promise<{ payout: PayoutState; failure: string | null }> {
    let payout = start;
    let failure: string | null = null;
    for (let step = nextRefundStep(payout); step; step = nextRefundStep(payout)) {
      try {
        payout = await this.onPayout(streamId, await this.move(step, sessionId, requestId), context, written, false);
      } catch (error) {
        if (!isDefiniteRefusal(error)) throw error;
        failure = error.message;
        payout = await this.onPayout(streamId, refusalOf(step, requestId, error.message), context, written, false);
      }
    }
    return { payout, failure };
  }

  private async move(step: NonNullable<NextRefundStep>, sessionId: string, requestId: string): Promise<Omit<PayoutCommand, 'metadata'>> {
    const metadata = { sessionId };
    switch (step.kind) {
      case 'refund': {
        const { refund } = step;
        const { refundId } = await this.gateway.refund({ chargeId: step.chargeId, amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey, metadata });
        return { type: 'RecordClientRefunded', data: { refundRequestId: refund.refundRequestId, refundId } };
      }
      case 'reversal': {
        const { reversalId } = await this.gateway.reverseTransfer({ transferId: step.transferId, amountCents: step.amountCents, idempotencyKey: step.idempotencyKey, metadata });
        return { type: 'RecordTutorTransferReversed', data: { refundRequestId: step.refundRequestId, reversalId } };
      }
      case 'charge': {
        const { state: account } = await this.pipeline.load(paymentAccountDecider, paymentAccountStreamId(step.clientId));
        if (!account.customerId || account.cards.length === 0) throw new PaymentDeclinedError(PaymentAccountMessages.missingPaymentInfo, 'missing_payment_info');
        const { chargeId } = await this.gateway.charge({ customerId: account.customerId, amountCents: step.amountCents, idempotencyKey: step.idempotencyKey, description: `Correction of tutoring session ${sessionId}`, metadata });
        return { type: 'RecordCorrectionCharged', data: { correctionId: requestId, chargeId } };
      }
      case 'transfer': {
        const { transferId } = await this.gateway.transfer({ accountId: step.accountId, amountCents: step.amountCents, idempotencyKey: step.idempotencyKey, metadata });
        return { type: 'RecordCorrectionTransferred', data: { correctionId: requestId, transferId } };
      }
    }
  }
}

function refusalOf(step: NonNullable<NextRefundStep>, requestId: string, reason: string): Omit<PayoutCommand, 'metadata'> {
  switch (step.kind) {
    case 'refund':
      return { type: 'RecordClientRefundFailed', data: { refundRequestId: step.refund.refundRequestId, reason } };
    case 'reversal':
      return { type: 'RecordTutorTransferReversalFailed', data: { refundRequestId: step.refundRequestId, reason } };
    default:
      return { type: 'RecordCorrectionStepFailed', data: { correctionId: requestId, step: step.kind, reason } };
  }
}

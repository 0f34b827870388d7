import { Inject, Injectable } from '@nestjs/common';
import { PayoutReplayReport, replayReportOf } from '../../../../../domain/payouts/payout-replay';
import { PayoutMessages } from '../../../../../domain/payouts/payout.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CLOCK, Clock } from '../../../../../platform/clock/clock.port';
import { EVENT_STORE, EventStore } from '../../../../../platform/eventstore/event-store.port';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { findReplayPayouts, payoutReplayProjection } from '../../../../../projections/payout-replay/payout-replay.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { FinanceMessages } from '../../finance.messages';
import { REPLAY_MONTH, replayPayoutMonth } from '../../payout-replay-reader';

const isPercent = (value: number | null) => value === null || (Number.isFinite(value) && value >= 0 && value <= 100);

export interface AdminPayoutReplayAnswer {
  report: PayoutReplayReport;
  /** The whole log replayed and compared with the provider (the CLI's report), rather than read from the read model. */
  fullReplay: boolean;
  computedAt: string;
}

/**
 * getAdminPayoutReplay: the month's payout report, with what-if totals when both fee percentages are
 * given. By default from the `payout-replay` read model (recorded against recomputed, in
 * milliseconds; once it has caught up with the log as it is now). With `fullReplay`, the
 * authoritative replay of the whole log, compared with the payment provider's records too, as
 * `npm run payouts:replay` prints it: seconds to minutes on a large log.
 */
@Injectable()
export class GetAdminPayoutReplayHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readModels: ReadModels,
    private readonly pipeline: CommandPipeline,
  ) {}

  async execute(input: { month: string; clientFeePercent: number | null; tutorFeePercent: number | null; fullReplay: boolean }): Promise<AdminPayoutReplayAnswer> {
    const { month, clientFeePercent, tutorFeePercent, fullReplay } = input;
    const problems: Record<string, string> = {};
    if (!REPLAY_MONTH.test(month)) problems.month = FinanceMessages.invalidMonth;
    if (!isPercent(clientFeePercent)) problems.clientFeePercent = PayoutMessages.invalidFee;
    if (!isPercent(tutorFeePercent)) problems.tutorFeePercent = PayoutMessages.invalidFee;
    if ((clientFeePercent === null) !== (tutorFeePercent === null)) problems[clientFeePercent === null ? 'clientFeePercent' : 'tutorFeePercent'] = FinanceMessages.bothFees;
    if (Object.keys(problems).length > 0) throw DomainError.fromFieldErrors(problems);
    const whatIf = clientFeePercent !== null && tutorFeePercent !== null ? { clientFeePercent, tutorFeePercent } : null;
    const computedAt = this.clock.now().toISOString();
    if (fullReplay) return { report: await replayPayoutMonth(this.eventStore, this.gateway, { month, whatIf }), fullReplay, computedAt };
    // What was written before the question (a refund a moment ago) is in the answer.
    await this.pipeline.awaitReadModelsBeforeAnswering(await this.eventStore.headPosition(), [payoutReplayProjection.name]);
    const report = replayReportOf(await findReplayPayouts(this.readModels, month), { month, provider: null, whatIf });
    return { report, fullReplay, computedAt };
  }
}

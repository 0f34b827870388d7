import { Inject, Injectable } from '@nestjs/common';
import { PayoutReplayReport } from '../../../../../domain/payouts/payout-replay';
import { PayoutMessages } from '../../../../../domain/payouts/payout.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { EVENT_STORE, EventStore } from '../../../../../platform/eventstore/event-store.port';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../../../../platform/payments/payment-gateway.port';
import { FinanceMessages } from '../../finance.messages';
import { REPLAY_MONTH, replayPayoutMonth } from '../../payout-replay-reader';

const isPercent = (value: number | null) => value === null || (Number.isFinite(value) && value >= 0 && value <= 100);

/** getAdminPayoutReplay: the month's payout replay, with what-if totals when both fee percentages are given. */
@Injectable()
export class GetAdminPayoutReplayHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: { month: string; clientFeePercent: number | null; tutorFeePercent: number | null }): Promise<PayoutReplayReport> {
    const { month, clientFeePercent, tutorFeePercent } = input;
    const problems: Record<string, string> = {};
    if (!REPLAY_MONTH.test(month)) problems.month = FinanceMessages.invalidMonth;
    if (!isPercent(clientFeePercent)) problems.clientFeePercent = PayoutMessages.invalidFee;
    if (!isPercent(tutorFeePercent)) problems.tutorFeePercent = PayoutMessages.invalidFee;
    if ((clientFeePercent === null) !== (tutorFeePercent === null)) problems[clientFeePercent === null ? 'clientFeePercent' : 'tutorFeePercent'] = FinanceMessages.bothFees;
    if (Object.keys(problems).length > 0) throw DomainError.fromFieldErrors(problems);
    const whatIf = clientFeePercent !== null && tutorFeePercent !== null ? { clientFeePercent, tutorFeePercent } : null;
    return replayPayoutMonth(this.eventStore, this.gateway, { month, whatIf });
  }
}

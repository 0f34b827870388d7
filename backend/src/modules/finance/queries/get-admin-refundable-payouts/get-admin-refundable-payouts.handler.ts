import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { findPayouts, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { FinanceMessages } from '../../finance.messages';
import { REPLAY_MONTH } from '../../payout-replay-reader';

/** getAdminRefundablePayouts: the month's completed payouts (the processed sessions' shares), newest first, with what was refunded so far. */
@Injectable()
export class GetAdminRefundablePayoutsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { month: string }): Promise<PayoutDocument[]> {
    if (!REPLAY_MONTH.test(input.month)) throw DomainError.fromFieldErrors({ month: FinanceMessages.invalidMonth });
    const payouts = await findPayouts(this.readModels, { month: input.month });
    return payouts.filter((document) => document.payout.status === 'completed');
  }
}

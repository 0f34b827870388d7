import { Injectable } from '@nestjs/common';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { paymentSettingsOf } from '../../payment-account-stream';

/** getCreditCardData: the viewer's cards (their payment settings; none yet is an empty list). */
@Injectable()
export class GetCreditCardDataHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { userId: string }): Promise<PaymentAccountDocument> {
    return paymentSettingsOf(this.readModels, input.userId);
  }
}

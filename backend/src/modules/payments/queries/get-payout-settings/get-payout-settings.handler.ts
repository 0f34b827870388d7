import { Injectable } from '@nestjs/common';
import { PaymentAccountDocument } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { paymentSettingsOf } from '../../payment-account-stream';

/** getPayoutSettings: the viewer's way of being paid, as the read model holds it. */
@Injectable()
export class GetPayoutSettingsHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { userId: string }): Promise<PaymentAccountDocument> {
    return paymentSettingsOf(this.readModels, input.userId);
  }
}

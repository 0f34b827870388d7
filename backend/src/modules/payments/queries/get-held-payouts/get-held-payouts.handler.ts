import { Injectable } from '@nestjs/common';
import { findHeldPayoutsOfTutor, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getHeldPayouts: the viewer's shares waiting for a payout method (their own payouts only, by the viewer's id). */
@Injectable()
export class GetHeldPayoutsHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { userId: string }): Promise<PayoutDocument[]> {
    return findHeldPayoutsOfTutor(this.readModels, input.userId);
  }
}

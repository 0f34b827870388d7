import { Injectable } from '@nestjs/common';
import { findHeldPayoutsOfTutor } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { HeldPayoutModel } from '../../payment.models';
import { tutorSessionBriefsOf } from '../../tutor-session-briefs';

/** getHeldPayouts: the viewer's shares waiting for a payout method (their own payouts only, by the viewer's id), with the sessions they pay for. */
@Injectable()
export class GetHeldPayoutsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { userId: string }): Promise<HeldPayoutModel[]> {
    const held = await findHeldPayoutsOfTutor(this.readModels, input.userId);
    const sessions = await tutorSessionBriefsOf(this.readModels, [...new Set(held.map((document) => document.payout.sessionId))]);
    return held.map((document) => HeldPayoutModel.of(document, sessions.get(document.payout.sessionId) ?? null));
  }
}

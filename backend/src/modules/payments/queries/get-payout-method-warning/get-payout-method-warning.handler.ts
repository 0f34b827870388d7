import { Injectable } from '@nestjs/common';
import { hasTutorPayoutMethod } from '../../../../../domain/payments/payment-account.decider';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsByParticipantKey, participantKey } from '../../../../../projections/sessions/sessions.projection';
import { paymentSettingsOf } from '../../payment-account-stream';
import { TutorSessionBriefModel } from '../../payment.models';
import { tutorSessionBriefs } from '../../tutor-session-briefs';

/**
 * getPayoutMethodWarning: for a tutor without a payout method, the soonest of their sessions not yet
 * processed (upcoming, or ended and waiting for its processing time), whose payout would be held.
 */
@Injectable()
export class GetPayoutMethodWarningHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { userId: string }): Promise<TutorSessionBriefModel | null> {
    if (hasTutorPayoutMethod(await paymentSettingsOf(this.readModels, input.userId))) return null;
    const keys = [participantKey(input.userId, 'TUTOR', 'RECENTLY_COMPLETED'), participantKey(input.userId, 'TUTOR', 'UPCOMING')];
    const { sessions } = await findSessionsByParticipantKey(this.readModels, keys, { skip: 0, limit: 1 });
    if (sessions.length === 0) return null;
    return (await tutorSessionBriefs(this.readModels, sessions)).get(sessions[0]._id) ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsByParticipantKey } from '../../../../../projections/sessions/sessions.projection';
import { keysOf, SESSION_ROLES } from '../../session-lists';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';

/** getPaymentErrorSessionsForUserV2: the viewer's sessions whose payout failed, in either role, latest first. */
@Injectable()
export class GetPaymentErrorSessionsForUserV2Handler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { userId: string }): Promise<SessionModel[]> {
    const { sessions } = await findSessionsByParticipantKey(this.readModels, keysOf(input.userId, SESSION_ROLES, ['ERROR']), { skip: 0, limit: 100, latestFirst: true });
    return this.views.list(sessions);
  }
}

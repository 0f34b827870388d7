import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsByParticipantKey, hasGivenPostSessionFeedback } from '../../../../../projections/sessions/sessions.projection';
import { ENDED_STATUSES, keysOf } from '../../session-lists';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';

/** checkForSessionFeedback: the latest of the viewer's last 20 ended sessions as a client without their check-in survey; older ones are not asked about. */
@Injectable()
export class CheckForSessionFeedbackHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { userId: string }): Promise<SessionModel | null> {
    const { sessions } = await findSessionsByParticipantKey(this.readModels, keysOf(input.userId, ['STUDENT'], ENDED_STATUSES), { skip: 0, limit: 20, latestFirst: true });
    const waiting = sessions.find((session) => !hasGivenPostSessionFeedback(session, input.userId));
    return waiting ? this.views.of(waiting) : null;
  }
}

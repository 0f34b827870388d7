import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsByParticipantKey, participantKey } from '../../../../../projections/sessions/sessions.projection';
import { roleOf, SESSIONS_PAGE_SIZE } from '../../session-lists';
import { UpcomingSessionsPageModel } from '../../session.models';
import { SessionViews } from '../../session-views';

/** getUpcomingSessions: upcoming sessions where the viewer is the tutor (isTutorContext) or a client: page `pageNum` (from 1) of 10, soonest first. */
@Injectable()
export class GetUpcomingSessionsHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { userId: string; isTutorContext: boolean; pageNum: number }): Promise<UpcomingSessionsPageModel> {
    const page = Math.max(1, Math.floor(input.pageNum));
    const skip = (page - 1) * SESSIONS_PAGE_SIZE;
    const key = participantKey(input.userId, roleOf(input.isTutorContext), 'UPCOMING');
    const { sessions, total } = await findSessionsByParticipantKey(this.readModels, [key], { skip, limit: SESSIONS_PAGE_SIZE });
    return { sessions: await this.views.list(sessions), hasMore: skip + sessions.length < total, totalSessions: total, pageNum: page };
  }
}

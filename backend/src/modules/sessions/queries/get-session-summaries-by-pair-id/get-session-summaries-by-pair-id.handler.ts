import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { findPair } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsOfPair } from '../../../../../projections/sessions/sessions.projection';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ENDED_STATUSES, isAdmin } from '../../session-lists';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';

/** getSessionSummariesByPairId: a pair's ended sessions, latest first (the /ss/{pairId} page): for its two members and admins. */
@Injectable()
export class GetSessionSummariesByPairIdHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { viewer: Viewer; pairId: string }): Promise<SessionModel[]> {
    const { viewer, pairId } = input;
    const pair = await findPair(this.readModels, pairId);
    if (!pair) return [];
    if (viewer.userId !== pair.tutorId && viewer.userId !== pair.clientId && !isAdmin(viewer)) throw new ForbiddenError();
    return this.views.list(await findSessionsOfPair(this.readModels, pairId, { status: { $in: [...ENDED_STATUSES] } }));
  }
}

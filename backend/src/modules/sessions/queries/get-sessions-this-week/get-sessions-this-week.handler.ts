import { Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { PAIRS_COLLECTION, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsOfParticipantBetween } from '../../../../../projections/sessions/sessions.projection';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { DAY_MS, isAdmin, SessionQueryMessages } from '../../session-lists';
import { SessionModel } from '../../session.models';
import { localDateOf, SessionViews } from '../../session-views';

/**
 * getSessionsThisWeek: the tutor's sessions on these local dates (the calendar's week), cancelled
 * ones left out. For the tutor, an admin, or a client paired with the tutor (to see when they are busy).
 */
@Injectable()
export class GetSessionsThisWeekHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { viewer: Viewer; tutorId: string; dates: readonly string[] }): Promise<SessionModel[]> {
    const { viewer, tutorId, dates } = input;
    if (dates.length === 0) return [];
    if (dates.length > 31 || dates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) throw DomainError.fromFieldErrors({ dates: SessionQueryMessages.dates });
    if (viewer.userId !== tutorId && !isAdmin(viewer)) {
      const paired = await this.readModels.collection<PairDocument>(PAIRS_COLLECTION).count({ tutorId, clientId: viewer.userId });
      if (paired === 0) throw new ForbiddenError();
    }
    const sorted = [...dates].sort();
    // A local date spans UTC from a day before to a day after, whatever the US zone.
    const from = new Date(Date.parse(sorted[0]) - DAY_MS).toISOString();
    const to = new Date(Date.parse(sorted[sorted.length - 1]) + 2 * DAY_MS).toISOString();
    const wanted = new Set(dates);
    const sessions = (await findSessionsOfParticipantBetween(this.readModels, tutorId, from, to)).filter(
      (session) => session.tutorId === tutorId && session.status !== 'CANCELLED' && wanted.has(localDateOf(session)),
    );
    return this.views.list(sessions);
  }
}

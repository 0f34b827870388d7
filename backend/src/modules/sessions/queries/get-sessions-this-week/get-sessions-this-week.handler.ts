import { Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { PAIRS_COLLECTION, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsOfParticipantBetween, SessionDocument } from '../../../../../projections/sessions/sessions.projection';
import { findUserById } from '../../../../../projections/users/users.projection';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { DAY_MS, isAdmin, SessionQueryMessages } from '../../session-lists';
import { CalendarSlotModel } from '../../session.models';
import { localDateOf, SessionViews } from '../../session-views';

/**
 * getSessionsThisWeek: the tutor's calendar on these local dates (the calendar's week), cancelled
 * sessions left out. The tutor and admins see every session; a client paired with the tutor sees
 * their own sessions and, for the tutor's other sessions, only when the tutor is busy: those slots
 * carry no session, so no other client's name, id, subject or link leaves the server.
 */
@Injectable()
export class GetSessionsThisWeekHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async execute(input: { viewer: Viewer; tutorId: string; dates: readonly string[] }): Promise<CalendarSlotModel[]> {
    const { viewer, tutorId, dates } = input;
    if (dates.length === 0) return [];
    if (dates.length > 31 || dates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) throw DomainError.fromFieldErrors({ dates: SessionQueryMessages.dates });
    const seesEverything = viewer.userId === tutorId || isAdmin(viewer);
    // An admin may ask about anyone: an id nobody has is NOT_FOUND rather than an empty week.
    if (viewer.userId !== tutorId && isAdmin(viewer) && !(await findUserById(this.readModels, tutorId))) throw new NotFoundError(TutorProfileMessages.profileNotFound);
    if (!seesEverything) {
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
    const visible = (session: SessionDocument) => seesEverything || session.participants.some((participant) => participant.userId === viewer.userId);
    // Only the sessions the viewer may see are turned into views: a busy slot is built from times alone.
    const views = new Map((await this.views.list(sessions.filter(visible))).map((view) => [view.id, view]));
    return sessions.map((session) => ({ date: localDateOf(session), startTime: session.startTime, endTime: session.endTime, session: views.get(session._id) ?? null }));
  }
}

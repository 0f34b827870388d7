import { Injectable } from '@nestjs/common';
import { baseAmountCents, DEFAULT_CLIENT_FEE_PERCENT, DEFAULT_TUTOR_FEE_PERCENT, feeCents } from '../../../domain/payouts/payout.rules';
import { DomainError, ForbiddenError } from '../../../domain/shared/domain-error';
import { sessionMinutes } from '../../../domain/sessions/session.decider';
import { SessionStatus } from '../../../domain/sessions/session.rules';
import { findPair, PAIRS_COLLECTION, PairDocument } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import {
  findAllSessionsByParticipantKey,
  findSessionsByParticipantKey,
  hasGivenPostSessionFeedback,
  findSessionsOfPair,
  findSessionsOfParticipantBetween,
  participantKey,
  SessionDocument,
  SessionRole,
} from '../../../projections/sessions/sessions.projection';
import { Viewer } from '../accounts/auth/graphql-context';
import { PartyDirectory } from '../pairs/party-directory';
import { ClientSessionSummaryModel, CompletedSessionSummaryModel, dollars, SessionModel, UpcomingSessionsPageModel } from './session.models';
import { localDateOf, SessionViews } from './session-views.service';

/** Page size of session lists (spec section 9: exhausted when fewer than 10 come back). */
export const SESSIONS_PAGE_SIZE = 10;
/** Ended sessions: completed lists and summaries show these. */
export const ENDED_STATUSES: readonly SessionStatus[] = ['RECENTLY_COMPLETED', 'COMPLETED', 'ERROR'];
/** Not yet processed: what getPendingSessionCount counts. */
export const PENDING_STATUSES: readonly SessionStatus[] = ['UPCOMING', 'RECENTLY_COMPLETED'];
const ROLES: readonly SessionRole[] = ['TUTOR', 'STUDENT'];
const DAY_MS = 24 * 60 * 60 * 1000;

export const SessionQueryMessages = {
  month: 'Please choose a month from 1 to 12 and a year.',
  dates: 'Please give the dates as YYYY-MM-DD, at most 31 of them.',
  dateRegex: 'Please give a valid date pattern.',
} as const;

const keysOf = (userId: string, roles: readonly SessionRole[], statuses: readonly SessionStatus[]) => roles.flatMap((role) => statuses.map((status) => participantKey(userId, role, status)));
const isAdmin = (viewer: Viewer) => viewer.user.profile.profileTypes.includes('ADMIN');
const roleOf = (isTutorContext: boolean): SessionRole => (isTutorContext ? 'TUTOR' : 'STUDENT');

/** The session queries of spec section 7; each answers only what the viewer takes part in (admins more where said). */
@Injectable()
export class SessionQueries {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
    private readonly directory: PartyDirectory,
  ) {}

  /** Upcoming sessions where the viewer is the tutor (isTutorContext) or a client: page `pageNum` (from 1) of 10, soonest first. */
  async upcoming(viewer: Viewer, isTutorContext: boolean, pageNum: number): Promise<UpcomingSessionsPageModel> {
    const page = Math.max(1, Math.floor(pageNum));
    const skip = (page - 1) * SESSIONS_PAGE_SIZE;
    const { sessions, total } = await findSessionsByParticipantKey(this.readModels, [participantKey(viewer.userId, roleOf(isTutorContext), 'UPCOMING')], { skip, limit: SESSIONS_PAGE_SIZE });
    return { sessions: await this.views.list(sessions), hasMore: skip + sessions.length < total, totalSessions: total, pageNum: page };
  }

  /** The latest of the viewer's last 20 ended sessions as a client without their check-in survey; older ones are not asked about. */
  async sessionAwaitingFeedback(viewer: Viewer): Promise<SessionModel | null> {
    const { sessions } = await findSessionsByParticipantKey(this.readModels, keysOf(viewer.userId, ['STUDENT'], ENDED_STATUSES), { skip: 0, limit: 20, latestFirst: true });
    const waiting = sessions.find((session) => !hasGivenPostSessionFeedback(session, viewer.userId));
    return waiting ? this.views.of(waiting) : null;
  }

  /** The viewer's sessions whose payout failed, in either role, latest first. */
  async paymentErrors(viewer: Viewer): Promise<SessionModel[]> {
    const { sessions } = await findSessionsByParticipantKey(this.readModels, keysOf(viewer.userId, ROLES, ['ERROR']), { skip: 0, limit: 100, latestFirst: true });
    return this.views.list(sessions);
  }

  /**
   * The tutor's sessions on these local dates (the calendar's week), cancelled ones left out. For
   * the tutor, an admin, or a client paired with the tutor (to see when they are busy).
   */
  async thisWeek(viewer: Viewer, tutorId: string, dates: readonly string[]): Promise<SessionModel[]> {
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

  /** How many of the viewer's sessions are not yet processed (upcoming or recently completed), on local dates matching `dateRegex` when given. */
  async pendingCount(viewer: Viewer, dateRegex: string | null): Promise<number> {
    let pattern: RegExp | null = null;
    if (dateRegex) {
      if (dateRegex.length > 64) throw DomainError.fromFieldErrors({ dateRegex: SessionQueryMessages.dateRegex });
      try {
        pattern = new RegExp(dateRegex);
      } catch {
        throw DomainError.fromFieldErrors({ dateRegex: SessionQueryMessages.dateRegex });
      }
    }
    const sessions = await findAllSessionsByParticipantKey(this.readModels, keysOf(viewer.userId, ROLES, PENDING_STATUSES));
    const ids = new Set(sessions.filter((session) => !pattern || pattern.test(localDateOf(session))).map((session) => session._id));
    return ids.size;
  }

  /** A pair's ended sessions, latest first (the /ss/{pairId} page): for its two members and admins. */
  async ofPair(viewer: Viewer, pairId: string): Promise<SessionModel[]> {
    const pair = await findPair(this.readModels, pairId);
    if (!pair) return [];
    if (viewer.userId !== pair.tutorId && viewer.userId !== pair.clientId && !isAdmin(viewer)) throw new ForbiddenError();
    return this.views.list(await findSessionsOfPair(this.readModels, pairId, { status: { $in: [...ENDED_STATUSES] } }));
  }

  /**
   * The month's ended sessions of the viewer, one summary per other person (each client in tutor
   * context, each tutor in client context): sessions, minutes, rate, total and fee, in cents summed
   * and shown as dollars; the month is taken in each session's local date.
   */
  async completedSummary(viewer: Viewer, isTutorContext: boolean, month: number, year: number): Promise<CompletedSessionSummaryModel> {
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2200) {
      throw DomainError.fromFieldErrors({ month: SessionQueryMessages.month });
    }
    const role = roleOf(isTutorContext);
    const monthStart = Date.UTC(year, month - 1, 1);
    const from = new Date(monthStart - DAY_MS).toISOString();
    const to = new Date(Date.UTC(year, month, 1) + DAY_MS).toISOString();
    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    const sessions = (await findAllSessionsByParticipantKey(this.readModels, keysOf(viewer.userId, [role], ENDED_STATUSES), { from, to })).filter((session) =>
      localDateOf(session).startsWith(prefix),
    );
    const groups = new Map<string, { otherId: string; pairId: string | null; sessions: SessionDocument[] }>();
    for (const session of sessions) {
      const other = session.participants.find((participant) => participant.userType === (isTutorContext ? 'STUDENT' : 'TUTOR'));
      if (!other) continue;
      const group = groups.get(other.userId) ?? { otherId: other.userId, pairId: session.pairId, sessions: [] };
      group.sessions.push(session);
      groups.set(other.userId, group);
    }
    const pairs = new Map<string, PairDocument | null>();
    for (const group of groups.values()) if (group.pairId && !pairs.has(group.pairId)) pairs.set(group.pairId, await findPair(this.readModels, group.pairId));
    const parties = await this.directory.parties([...groups.keys()]);
    let monthlyTotalCents = 0;
    let monthlyFeeCents = 0;
    const summaries: ClientSessionSummaryModel[] = [];
    for (const group of groups.values()) {
      const pair = group.pairId ? pairs.get(group.pairId) : null;
      const feePercent = isTutorContext ? (pair?.tutorPlatformFeePercentageRate ?? DEFAULT_TUTOR_FEE_PERCENT) : (pair?.tuteePlatformFeePercentageRate ?? DEFAULT_CLIENT_FEE_PERCENT);
      let numMins = 0;
      let totalCents = 0;
      let totalFeeCents = 0;
      let rateCents = 0;
      const withoutFeedback: string[] = [];
      for (const session of group.sessions) {
        const me = session.participants.find((participant) => participant.userId === viewer.userId);
        const minutes = sessionMinutes(session);
        rateCents = me?.hourlyRateCents ?? 0;
        const base = baseAmountCents(minutes, rateCents);
        numMins += minutes;
        totalCents += base;
        totalFeeCents += feeCents(base, feePercent);
        if ((isTutorContext ? session.tutorSummary : session.clientFeedback) === null) withoutFeedback.push(session._id);
      }
      monthlyTotalCents += totalCents;
      monthlyFeeCents += totalFeeCents;
      summaries.push({
        user: parties.get(group.otherId) ?? PartyDirectory.unknown(group.otherId),
        pairId: group.pairId,
        numSessions: group.sessions.length,
        numMins,
        rate: dollars(rateCents),
        total: dollars(totalCents),
        totalFee: dollars(totalFeeCents),
        sessionIdsWithoutFeedback: withoutFeedback,
      });
    }
    summaries.sort((a, b) => `${a.user.firstName} ${a.user.lastName}`.localeCompare(`${b.user.firstName} ${b.user.lastName}`));
    return { summaries, monthlyTotal: dollars(monthlyTotalCents), monthlyTotalFee: dollars(monthlyFeeCents) };
  }
}

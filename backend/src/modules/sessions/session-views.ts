import { Injectable } from '@nestjs/common';
import { baseAmountCents } from '../../../domain/payouts/payout.rules';
import { sessionMinutes } from '../../../domain/sessions/session.decider';
import { wallTimeIn } from '../../../domain/sessions/session.rules';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { ReadModels } from '../../../projections/runner/read-models';
import { findSession, findSessions, SessionDocument } from '../../../projections/sessions/sessions.projection';
import {
  shownBoolean,
  shownEnum,
  shownEnumList,
  shownInstant,
  shownInt,
  shownList,
  shownNumber,
  shownOptionalEnum,
  shownOptionalInstant,
  shownOptionalNumber,
  shownOptionalText,
  shownPoint,
  shownText,
  shownTimeZone,
} from '../../../projections/runner/shown-values';
import { WEEKDAYS } from '../../../domain/catalog/catalog.vocabulary';
import { MEETING_SOLUTION_KINDS, PARTICIPANT_TYPES, SESSION_STATUSES, SESSION_TYPES } from '../../../domain/sessions/session.rules';
import { SessionParticipant } from '../../../domain/sessions/session.events';
import { NotFoundError } from '../../graphql/graphql-errors';
import { Party, PartyDirectory } from '../pairs/party-directory';
import { cancellationPolicyTimeOf, dollars, SessionModel } from './session.models';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The session's local date, YYYY-MM-DD, in its own time zone. A zone or start stored before they
 * were checked cannot fail a list: the date is then the UTC one, or empty for a start that is no instant.
 */
export function localDateOf(session: Pick<SessionDocument, 'startTime' | 'timeZoneId'>): string {
  const start = new Date(session.startTime);
  if (Number.isNaN(start.getTime())) return '';
  const wall = wallTimeIn(start, shownTimeZone(session.timeZoneId, 'session.timeZoneId'));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Sessions as the API shows them, with every participant's name (one directory read per list). */
@Injectable()
export class SessionViews {
  constructor(
    private readonly directory: PartyDirectory,
    private readonly readModels: ReadModels,
  ) {}

  /** One session from the read model (after a mutation has waited for it); NOT_FOUND when it has none. */
  async byId(sessionId: string): Promise<SessionModel> {
    const session = await findSession(this.readModels, sessionId);
    if (!session) throw new NotFoundError(SessionMessages.notFound);
    return this.of(session);
  }

  /** These sessions from the read model, in start order. */
  async byIds(sessionIds: readonly string[]): Promise<SessionModel[]> {
    return this.list(await findSessions(this.readModels, sessionIds));
  }

  async of(session: SessionDocument): Promise<SessionModel> {
    const [view] = await this.list([session]);
    return view;
  }

  async list(sessions: readonly SessionDocument[]): Promise<SessionModel[]> {
    const parties = await this.directory.parties(sessions.flatMap((session) => session.participants.map((participant) => participant.userId)));
    return sessions.map((session) => toSessionModel(session, parties));
  }
}

const PAYOUT_STATUSES = ['error', 'manual', 'stripeConnect', 'partial'] as const;
const EPOCH = new Date(0).toISOString();

/** Cents shown as dollars; what is no amount is null. */
const shownDollars = (cents: unknown, field: string) => dollars(shownOptionalNumber(cents, field));

/**
 * The session as the API shows it. Every stored value goes through its fallback (shown-values.ts),
 * so a document holding a value no decider would record today still shows, and never fails the list.
 */
export function toSessionModel(session: SessionDocument, parties: ReadonlyMap<string, Party>): SessionModel {
  const meeting = (session.meeting ?? {}) as Partial<Record<string, unknown>>;
  const solution = shownEnum(MEETING_SOLUTION_KINDS, meeting.solution, 'CUSTOM_URL', 'session.meeting.solution');
  const participants = shownList<SessionParticipant>(session.participants, 'session.participants').filter((participant) => participant && typeof participant.userId === 'string');
  const client = participants.find((participant) => participant.userType === 'STUDENT');
  const startTime = shownInstant(session.startTime, EPOCH, 'session.startTime');
  const endTime = shownInstant(session.endTime, startTime, 'session.endTime');
  const minutes = shownInt(sessionMinutes({ startTime, endTime }), 0, 'session.minutes');
  const clientRateCents = client ? shownNumber(client.hourlyRateCents, 0, 'session.hourlyRateCents') : 0;
  const recurrence = session.recurrence ?? null;
  const joinUrl = solution === 'IN_PERSON' ? null : shownOptionalText(meeting.joinUrl, 'session.meeting.joinUrl');
  return {
    id: session._id,
    revision: shownInt(session.revision ?? 0, 0, 'session.revision'),
    pairId: shownOptionalText(session.pairId, 'session.pairId'),
    subject: shownText(session.subject, '', 'session.subject'),
    gradeLevel: shownOptionalText(session.gradeLevel, 'session.gradeLevel'),
    status: shownEnum(SESSION_STATUSES, session.status, 'UPCOMING', 'session.status'),
    sessionType: shownEnum(SESSION_TYPES, session.sessionType, 'ONE_ON_ONE', 'session.sessionType'),
    date: localDateOf({ startTime, timeZoneId: session.timeZoneId }),
    startTime,
    endTime,
    plannedStartTime: shownInstant(session.plannedStartTime, startTime, 'session.plannedStartTime'),
    processingTime: shownInstant(session.processingTime, endTime, 'session.processingTime'),
    cancellationPolicyTime: cancellationPolicyTimeOf(startTime),
    cancellationNotice: shownBoolean(session.cancellationNotice, false, 'session.cancellationNotice'),
    timeZoneId: shownTimeZone(session.timeZoneId, 'session.timeZoneId'),
    recurringDays: recurrence ? shownEnumList(WEEKDAYS, recurrence.recurringDays, 'session.recurringDays') : null,
    recurringSessionId: recurrence ? shownOptionalText(recurrence.recurringSessionId, 'session.recurringSessionId') : null,
    weeksRecurring: recurrence ? shownInt(recurrence.weeksRecurring, 1, 'session.weeksRecurring') : null,
    tutoringAmount: shownNumber(dollars(client ? baseAmountCents(minutes, clientRateCents) : 0), 0, 'session.tutoringAmount'),
    numMins: minutes,
    meetingSolution: solution,
    isInPerson: solution === 'IN_PERSON',
    joinUrl,
    isPaid: client?.finalClientPaymentAmount !== null && client?.finalClientPaymentAmount !== undefined,
    refundedAmount: dollars(shownNumber(session.refundedCents ?? 0, 0, 'session.refundedCents')),
    tutorReversedAmount: dollars(shownNumber(session.tutorReversedCents ?? 0, 0, 'session.tutorReversedCents')),
    tutorSummary: shownOptionalText(session.tutorSummary, 'session.tutorSummary'),
    clientFeedback: shownOptionalText(session.clientFeedback, 'session.clientFeedback'),
    errorReason: shownOptionalText(session.errorReason, 'session.errorReason'),
    participants: participants.map((participant) => ({
      user: parties.get(participant.userId) ?? PartyDirectory.unknown(participant.userId),
      userType: shownEnum(PARTICIPANT_TYPES, participant.userType, 'STUDENT', 'session.participant.userType'),
      joinedTime: shownOptionalInstant(participant.joinedTime, 'session.participant.joinedTime'),
      leftTime: shownOptionalInstant(participant.leftTime, 'session.participant.leftTime'),
      sessionPayoutStatus: shownOptionalEnum(PAYOUT_STATUSES, participant.sessionPayoutStatus, 'session.participant.sessionPayoutStatus'),
      tutorBasePaymentAmount: shownDollars(participant.tutorBasePaymentAmount, 'session.participant.tutorBasePaymentAmount'),
      finalTutorPayoutAmount: shownDollars(participant.finalTutorPayoutAmount, 'session.participant.finalTutorPayoutAmount'),
      finalClientPaymentAmount: shownDollars(participant.finalClientPaymentAmount, 'session.participant.finalClientPaymentAmount'),
      remaining: shownDollars(participant.remaining, 'session.participant.remaining'),
      hourlyRate: dollars(shownNumber(participant.hourlyRateCents, 0, 'session.participant.hourlyRateCents')),
    })),
    zoomOptions: solution === 'ZOOM' ? { meetingId: shownOptionalText(meeting.meetingId, 'session.meeting.meetingId'), join_url: joinUrl } : null,
    lessonspaceOptions: solution === 'LESSONSPACE' ? { roomId: shownOptionalText(meeting.roomId, 'session.meeting.roomId') } : null,
    physicalSessionOptions:
      solution === 'IN_PERSON'
        ? { locationName: shownText(meeting.locationName, '', 'session.meeting.locationName'), locationPoint: shownPoint(meeting.locationPoint, 'session.meeting.locationPoint') }
        : null,
  };
}

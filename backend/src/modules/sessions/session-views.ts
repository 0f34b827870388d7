import { Injectable } from '@nestjs/common';
import { baseAmountCents } from '../../../domain/payouts/payout.rules';
import { sessionMinutes } from '../../../domain/sessions/session.decider';
import { wallTimeIn } from '../../../domain/sessions/session.rules';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { ReadModels } from '../../../projections/runner/read-models';
import { findSession, findSessions, SessionDocument } from '../../../projections/sessions/sessions.projection';
import { NotFoundError } from '../../graphql/graphql-errors';
import { Party, PartyDirectory } from '../pairs/party-directory';
import { cancellationPolicyTimeOf, dollars, SessionModel } from './session.models';

const pad = (value: number) => String(value).padStart(2, '0');

/** The session's local date, YYYY-MM-DD, in its own time zone. */
export function localDateOf(session: Pick<SessionDocument, 'startTime' | 'timeZoneId'>): string {
  const wall = wallTimeIn(new Date(session.startTime), session.timeZoneId);
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

export function toSessionModel(session: SessionDocument, parties: ReadonlyMap<string, Party>): SessionModel {
  const { meeting } = session;
  const client = session.participants.find((participant) => participant.userType === 'STUDENT');
  const minutes = sessionMinutes(session);
  return {
    id: session._id,
    revision: session.revision ?? 0,
    pairId: session.pairId,
    subject: session.subject,
    gradeLevel: session.gradeLevel,
    status: session.status,
    sessionType: session.sessionType,
    date: localDateOf(session),
    startTime: session.startTime,
    endTime: session.endTime,
    plannedStartTime: session.plannedStartTime,
    processingTime: session.processingTime,
    cancellationPolicyTime: cancellationPolicyTimeOf(session.startTime),
    cancellationNotice: session.cancellationNotice,
    timeZoneId: session.timeZoneId,
    recurringDays: session.recurrence?.recurringDays ?? null,
    recurringSessionId: session.recurrence?.recurringSessionId ?? null,
    weeksRecurring: session.recurrence?.weeksRecurring ?? null,
    tutoringAmount: dollars(client ? baseAmountCents(minutes, client.hourlyRateCents) : 0),
    numMins: minutes,
    meetingSolution: meeting.solution,
    isInPerson: meeting.solution === 'IN_PERSON',
    joinUrl: meeting.solution === 'IN_PERSON' ? null : meeting.joinUrl,
    isPaid: client?.finalClientPaymentAmount !== null && client?.finalClientPaymentAmount !== undefined,
    tutorSummary: session.tutorSummary,
    clientFeedback: session.clientFeedback,
    errorReason: session.errorReason,
    participants: session.participants.map((participant) => ({
      user: parties.get(participant.userId) ?? PartyDirectory.unknown(participant.userId),
      userType: participant.userType,
      joinedTime: participant.joinedTime,
      leftTime: participant.leftTime,
      sessionPayoutStatus: participant.sessionPayoutStatus,
      tutorBasePaymentAmount: dollars(participant.tutorBasePaymentAmount),
      finalTutorPayoutAmount: dollars(participant.finalTutorPayoutAmount),
      finalClientPaymentAmount: dollars(participant.finalClientPaymentAmount),
      remaining: dollars(participant.remaining),
      hourlyRate: dollars(participant.hourlyRateCents),
    })),
    zoomOptions: meeting.solution === 'ZOOM' ? { meetingId: meeting.meetingId, join_url: meeting.joinUrl } : null,
    lessonspaceOptions: meeting.solution === 'LESSONSPACE' ? { roomId: meeting.roomId } : null,
    physicalSessionOptions: meeting.solution === 'IN_PERSON' ? { locationName: meeting.locationName, locationPoint: meeting.locationPoint } : null,
  };
}

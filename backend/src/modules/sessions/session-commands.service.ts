import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../domain/shared/domain-error';
import { ScheduleSession, SessionCommand, SessionForm } from '../../../domain/sessions/session.commands';
import { Session, sessionDecider, SessionState, validateSessionForm } from '../../../domain/sessions/session.decider';
import { MeetingSolution, SessionEvent, sessionStreamId } from '../../../domain/sessions/session.events';
import { EditScope, minutesBetween, SessionMessages, SessionType } from '../../../domain/sessions/session.rules';
import { planRecurringSessions, planSeriesEdit } from '../../../domain/sessions/session.series';
import { findPairOf } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findSessionsOfSeries, sessionOfDocument, sessionsProjection } from '../../../projections/sessions/sessions.projection';
import { AppConfig } from '../../config/app-config';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { NotFoundError } from '../../graphql/graphql-errors';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { MeetingProviderError, MeetingRequestError, MEETINGS, Meetings, ZoomNotConnectedError } from '../../../platform/meetings/meetings.port';
import { APP_CONFIG } from '../../platform.module';
import { GraphqlContext } from '../accounts/auth/graphql-context';

/** The read models a session change shows up in: a mutation answers once they hold its events. */
export const SESSION_READ_MODELS: readonly string[] = [sessionsProjection.name];

/** Session messages the domain does not word (ours), shown as given. */
export const SessionServiceMessages = {
  notYourClient: 'You can schedule sessions only with clients you are paired with.',
  noClient: 'Please choose the client of the session.',
  zoomNotConnected: 'Please connect your Zoom account in your account settings before scheduling a Zoom session.',
  meetingFailed: 'We could not set up the online meeting. Please try again.',
  sessionNotFound: SessionMessages.notFound,
} as const;

const MAX_ATTEMPTS = 5;

/** Where the session is held, as the create and edit forms give it. */
export interface MeetingChoice {
  meetingSolution: MeetingSolution['solution'];
  customUrl?: string | null;
  locationName?: string | null;
  locationPoint?: { lat: number; lng: number } | null;
}

export interface CreateSessionRequest {
  /** One client for a one-on-one session; several for a group or drop-in session. */
  tuteeIds: string[];
  subject: string;
  gradeLevel?: string | null;
  startTime: string;
  endTime: string;
  timeZoneId: string;
  sessionType?: SessionType | null;
  meeting: MeetingChoice;
  recurringDays?: string[] | null;
  weeksRecurring?: number | null;
  /** The same key on a retry schedules nothing more: the session ids derive from it. */
  idempotencyKey?: string | null;
}

export interface SessionChanges {
  subject?: string | null;
  gradeLevel?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  meeting?: MeetingChoice | null;
}

/**
 * The one way into a session (stream `session-<id>`) for the API: scheduling (single or a
 * recurring series), edits with scope SINGLE or ALL, cancellation, and the other participant
 * commands. Rules live in the decider; this service adds who-may (a pair's tutor schedules), the
 * pair's rates, the processing delay setting and the online room from the Meetings port.
 */
@Injectable()
export class SessionCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEETINGS) private readonly meetings: Meetings,
    private readonly runtime: CommandRuntime,
    private readonly readModels: ReadModels,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  /** The session folded straight from its stream. */
  async load(sessionId: string): Promise<SessionState> {
    const events = await this.eventStore.readStream(sessionStreamId(sessionId));
    return events.map((event) => ({ type: event.type, data: event.data }) as SessionEvent).reduce(sessionDecider.evolve, sessionDecider.initialState());
  }

  async require(sessionId: string): Promise<Session> {
    const session = await this.load(sessionId);
    if (session.status === 'none') throw new NotFoundError(SessionMessages.notFound);
    return session;
  }

  /** The session, when the actor takes part in it (FORBIDDEN otherwise): checked before anything else is done for them. */
  async requireParticipant(sessionId: string, actorId: string | null): Promise<Session> {
    const session = await this.require(sessionId);
    if (actorId !== null && !session.participants.some((participant) => participant.userId === actorId && participant.leftTime === null)) {
      throw new ForbiddenError(SessionMessages.notParticipant);
    }
    return session;
  }

  /** Decide and append, deciding again on a concurrent append; then wait for the read models unless told not to. */
  async run(sessionId: string, command: Omit<SessionCommand, 'metadata'>, context: CommandContext, { awaitReadModels = true } = {}): Promise<CommandOutcome<SessionEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await handleCommand(this.eventStore, sessionStreamId(sessionId), sessionDecider, command, context);
        if (awaitReadModels) await this.runtime.awaitReadModels(outcome.position, SESSION_READ_MODELS);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * createSession: the tutor of an active pair schedules with its client (or, for a group or
   * drop-in session, with several clients, each from an active pair), at the pair's rate. With
   * recurringDays and weeksRecurring, one session per occurrence (same recurringSessionId, one room).
   * Answers the ids scheduled, the first occurrence first.
   */
  async create(tutorId: string, request: CreateSessionRequest, context: CommandContext): Promise<string[]> {
    const tuteeIds = [...new Set(request.tuteeIds)];
    if (tuteeIds.length === 0) throw DomainError.fromFieldErrors({ tuteeId: SessionServiceMessages.noClient });
    const pairs = await Promise.all(tuteeIds.map((tuteeId) => findPairOf(this.readModels, tutorId, tuteeId)));
    const activePairs = pairs.filter((pair): pair is NonNullable<typeof pair> => pair !== null && pair.isActive);
    if (activePairs.length !== tuteeIds.length) throw new ForbiddenError(SessionServiceMessages.notYourClient);
    const recurring = (request.recurringDays !== undefined && request.recurringDays !== null) || (request.weeksRecurring ?? 0) > 0;
    const key = request.idempotencyKey ? `session:${tutorId}:${request.idempotencyKey}` : null;
    const sessionId = key ? deterministicUuid(key) : randomUUID();
    const checkForm: SessionForm = { subject: request.subject, gradeLevel: request.gradeLevel, startTime: request.startTime, endTime: request.endTime, meeting: placeholderMeeting(request.meeting) };
    validateSessionForm(checkForm);
    // Each side at its pair's (tutor) rate: the payout adds the client's fee and takes the tutor's.
    const rateOf = (pair: (typeof activePairs)[number]) => Math.round(pair.tutorHourlyWage * 100);
    const first: Omit<ScheduleSession['data'], 'sessionId' | 'recurrence'> = {
      // A session of one client belongs to their pair; a group session to none.
      pairId: activePairs.length === 1 ? activePairs[0]._id : null,
      sessionType: request.sessionType ?? 'ONE_ON_ONE',
      timeZoneId: request.timeZoneId,
      form: checkForm,
      participants: [
        { userId: tutorId, userType: 'TUTOR', hourlyRateCents: rateOf(activePairs[0]) },
        ...activePairs.map((pair) => ({ userId: pair.clientId, userType: 'STUDENT' as const, hourlyRateCents: rateOf(pair) })),
      ],
      processingDelayMs: this.config.sessionProcessingDelayMs,
    };
    const metadata = { now: context.now, actorId: context.actorId };
    const planned: ScheduleSession[] = recurring
      ? planRecurringSessions(
          { recurringSessionId: sessionId, recurringDays: request.recurringDays ?? [], weeksRecurring: request.weeksRecurring ?? 0, first },
          metadata,
        )
      : [{ type: 'ScheduleSession', data: { ...first, sessionId }, metadata }];
    // Planned (and so checked) before any room is made; a series shares one room.
    const meeting = await this.meetingFor(request.meeting, { roomOf: sessionId, tutorId, subject: request.subject.trim(), startTime: request.startTime, endTime: request.endTime, timeZoneId: request.timeZoneId });
    const commands = planned.map((command) => ({ ...command, data: { ...command.data, form: { ...command.data.form, meeting } } }));
    let position = 0;
    for (const command of commands) {
      const outcome = await this.run(command.data.sessionId, { type: command.type, data: command.data }, context, { awaitReadModels: false });
      position = Math.max(position, outcome.position);
    }
    await this.runtime.awaitReadModels(position, SESSION_READ_MODELS);
    return commands.map((command) => command.data.sessionId);
  }

  /** editSessionV3: SINGLE edits this session; ALL also every occurrence of its series not yet started. */
  async edit(sessionId: string, changes: SessionChanges, scope: EditScope, context: CommandContext): Promise<void> {
    const session = await this.requireParticipant(sessionId, context.actorId);
    const formChanges: Partial<SessionForm> = {};
    if (changes.subject !== undefined && changes.subject !== null) formChanges.subject = changes.subject;
    if (changes.gradeLevel !== undefined) formChanges.gradeLevel = changes.gradeLevel;
    if (changes.startTime) formChanges.startTime = changes.startTime;
    if (changes.endTime) formChanges.endTime = changes.endTime;
    if (changes.meeting) {
      const startTime = formChanges.startTime ?? session.startTime;
      const endTime = formChanges.endTime ?? session.endTime;
      // An online room already set up for this session is kept; a new solution gets its own.
      formChanges.meeting =
        changes.meeting.meetingSolution === session.meeting.solution && isOnline(session.meeting)
          ? session.meeting
          : await this.meetingFor(changes.meeting, { roomOf: sessionId, tutorId: tutorOf(session), subject: formChanges.subject ?? session.subject, startTime, endTime, timeZoneId: session.timeZoneId });
    }
    const series = scope === 'ALL' && session.recurrence ? (await findSessionsOfSeries(this.readModels, session.recurrence.recurringSessionId)).map(sessionOfDocument) : [];
    const plan = planSeriesEdit({ scope, session, series, changes: formChanges }, { now: context.now, actorId: context.actorId });
    let position = 0;
    for (const { sessionId: target, command } of plan) {
      const outcome = await this.run(target, { type: command.type, data: command.data }, context, { awaitReadModels: false });
      position = Math.max(position, outcome.position);
    }
    await this.runtime.awaitReadModels(position, SESSION_READ_MODELS);
  }

  /** cancelSessionV3: SINGLE cancels this session; ALL also every occurrence of its series not yet started (as an ALL edit reaches). */
  async cancel(sessionId: string, scope: EditScope, context: CommandContext): Promise<void> {
    const session = await this.requireParticipant(sessionId, context.actorId);
    const targets = [sessionId];
    if (scope === 'ALL' && session.recurrence) {
      const notStarted = (await findSessionsOfSeries(this.readModels, session.recurrence.recurringSessionId)).filter(
        (other) => other._id !== sessionId && other.status === 'UPCOMING' && Date.parse(other.startTime) > context.now.getTime(),
      );
      targets.push(...notStarted.map((other) => other._id));
    }
    let position = 0;
    for (const target of targets) {
      const outcome = await this.run(target, { type: 'CancelSession', data: {} }, context, { awaitReadModels: false });
      position = Math.max(position, outcome.position);
    }
    await this.runtime.awaitReadModels(position, SESSION_READ_MODELS);
  }

  /** LESSONSPACE and ZOOM get their room from the Meetings port; the others are what the form says. */
  private async meetingFor(
    choice: MeetingChoice,
    session: { roomOf: string; tutorId: string; subject: string; startTime: string; endTime: string; timeZoneId: string },
  ): Promise<MeetingSolution> {
    const placeholder = placeholderMeeting(choice);
    if (!isOnline(placeholder)) return placeholder;
    try {
      const details = await this.meetings.createMeeting({
        sessionId: session.roomOf,
        solution: choice.meetingSolution,
        startsAt: new Date(session.startTime),
        durationMinutes: Math.round(minutesBetween(new Date(session.startTime), new Date(session.endTime))),
        hostUserId: session.tutorId,
        topic: session.subject,
        timeZoneId: session.timeZoneId,
      });
      return choice.meetingSolution === 'ZOOM'
        ? { solution: 'ZOOM', joinUrl: details.joinUrl, meetingId: details.meetingId ?? null }
        : { solution: 'LESSONSPACE', joinUrl: details.joinUrl, roomId: details.roomId ?? null };
    } catch (error) {
      if (error instanceof ZoomNotConnectedError) throw DomainError.fromFieldErrors({ meetingSolution: SessionServiceMessages.zoomNotConnected });
      if (error instanceof MeetingRequestError) throw DomainError.fromFieldErrors({ meetingSolution: error.message });
      if (error instanceof MeetingProviderError) throw DomainError.fromFieldErrors({ meetingSolution: SessionServiceMessages.meetingFailed });
      throw error;
    }
  }
}

function isOnline(meeting: MeetingSolution): boolean {
  return meeting.solution === 'LESSONSPACE' || meeting.solution === 'ZOOM';
}

/** The form's meeting before any room exists; the decider checks the custom link and the place. */
function placeholderMeeting(choice: MeetingChoice): MeetingSolution {
  switch (choice.meetingSolution) {
    case 'LESSONSPACE':
      return { solution: 'LESSONSPACE', joinUrl: null, roomId: null };
    case 'ZOOM':
      return { solution: 'ZOOM', joinUrl: null, meetingId: null };
    case 'IN_PERSON':
      return { solution: 'IN_PERSON', locationName: choice.locationName ?? '', locationPoint: choice.locationPoint ?? null };
    case 'CUSTOM_URL':
      return { solution: 'CUSTOM_URL', joinUrl: choice.customUrl ?? '' };
    default: {
      const unknown: never = choice.meetingSolution;
      throw new DomainError(`Unknown meeting solution ${String(unknown)}`);
    }
  }
}

function tutorOf(session: Session): string {
  return session.participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? '';
}

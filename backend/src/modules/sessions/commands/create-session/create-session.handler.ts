import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { ScheduleSession, SessionForm } from '../../../../../domain/sessions/session.commands';
import { validateSessionForm } from '../../../../../domain/sessions/session.decider';
import { SessionType } from '../../../../../domain/sessions/session.rules';
import { planRecurringSessions } from '../../../../../domain/sessions/session.series';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { findPairOf } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { AppConfig } from '../../../../config/app-config';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { APP_CONFIG } from '../../../../platform.module';
import { isOnlineMeeting, MeetingChoice, placeholderMeeting, requireZoomConnectedFor } from '../../meeting-rooms';
import { sessionStream, SessionServiceMessages } from '../../session-stream';
import { MEETING_ROOMS_REACTION } from '../../workflows/meeting-rooms.reaction';

export interface CreateSessionRequest {
  tutorId: string;
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
  /** The same key on a retry schedules nothing more: the session ids (and event ids) derive from it. */
  idempotencyKey?: string | null;
}

/**
 * createSession: the tutor of an active pair schedules with its client (or, for a group or drop-in
 * session, with several clients, each from an active pair), at the pair's rate. With recurringDays
 * and weeksRecurring, one session per occurrence (same recurringSessionId, one room). A LESSONSPACE
 * or ZOOM session is recorded with no room yet: the meeting-rooms workflow makes it, and the answer
 * waits for it. Answers the ids scheduled, the first occurrence first.
 */
@Injectable()
export class CreateSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(request: CreateSessionRequest, context: CommandContext): Promise<string[]> {
    const { tutorId } = request;
    const tuteeIds = [...new Set(request.tuteeIds)];
    if (tuteeIds.length === 0) throw DomainError.fromFieldErrors({ tuteeId: SessionServiceMessages.noClient });
    const pairs = await Promise.all(tuteeIds.map((tuteeId) => findPairOf(this.readModels, tutorId, tuteeId)));
    const activePairs = pairs.filter((pair): pair is NonNullable<typeof pair> => pair !== null && pair.isActive);
    if (activePairs.length !== tuteeIds.length) throw new ForbiddenError(SessionServiceMessages.notYourClient);
    const recurring = (request.recurringDays !== undefined && request.recurringDays !== null) || (request.weeksRecurring ?? 0) > 0;
    const sessionId = request.idempotencyKey ? deterministicUuid(`session:${tutorId}:${request.idempotencyKey}`) : randomUUID();
    const form: SessionForm = { subject: request.subject, gradeLevel: request.gradeLevel, startTime: request.startTime, endTime: request.endTime, meeting: placeholderMeeting(request.meeting) };
    validateSessionForm(form);
    await requireZoomConnectedFor(this.pipeline, form.meeting, tutorId);
    // Each side at its pair's (tutor) rate: the payout adds the client's fee and takes the tutor's.
    const rateOf = (pair: (typeof activePairs)[number]) => Math.round(pair.tutorHourlyWage * 100);
    const first: Omit<ScheduleSession['data'], 'sessionId' | 'recurrence'> = {
      // A session of one client belongs to their pair; a group session to none.
      pairId: activePairs.length === 1 ? activePairs[0]._id : null,
      sessionType: request.sessionType ?? 'ONE_ON_ONE',
      timeZoneId: request.timeZoneId,
      form,
      participants: [
        { userId: tutorId, userType: 'TUTOR', hourlyRateCents: rateOf(activePairs[0]) },
        ...activePairs.map((pair) => ({ userId: pair.clientId, userType: 'STUDENT' as const, hourlyRateCents: rateOf(pair) })),
      ],
      processingDelayMs: this.config.sessionProcessingDelayMs,
    };
    const metadata = { now: context.now, actorId: context.actorId };
    const planned: ScheduleSession[] = recurring
      ? planRecurringSessions({ recurringSessionId: sessionId, recurringDays: request.recurringDays ?? [], weeksRecurring: request.weeksRecurring ?? 0, first }, metadata)
      : [{ type: 'ScheduleSession', data: { ...first, sessionId }, metadata }];
    let position = 0;
    for (const command of planned) {
      const outcome = await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(command.data.sessionId), { type: command.type, data: command.data }, context);
      position = Math.max(position, outcome.position);
    }
    // An online room is made by the workflow after the append: the answer waits for it (bounded), so it shows the join link.
    if (isOnlineMeeting(form.meeting)) await this.pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], sessionStream.readModels);
    else await this.pipeline.awaitReadModels(position, sessionStream.readModels);
    return planned.map((command) => command.data.sessionId);
  }
}

import { Injectable } from '@nestjs/common';
import { SessionForm } from '../../../../../domain/sessions/session.commands';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { planSeriesEdit } from '../../../../../domain/sessions/session.series';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsOfSeries, sessionOfDocument } from '../../../../../projections/sessions/sessions.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { isOnlineMeeting, MeetingChoice, placeholderMeeting, requireZoomConnectedFor } from '../../meeting-rooms';
import { requireParticipant, tutorOf } from '../../session-access';
import { sessionStream } from '../../session-stream';
import { MEETING_ROOMS_REACTION } from '../../workflows/meeting-rooms.reaction';

export interface SessionChanges {
  subject?: string | null;
  gradeLevel?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  meeting?: MeetingChoice | null;
}

export interface EditSessionRequest {
  sessionId: string;
  changes: SessionChanges;
  scope: EditScope;
  /** The session's revision as the user saw it: when it has changed since, CONFLICT and nothing is changed. */
  expectedRevision?: number | null;
}

/**
 * editSessionV3: SINGLE edits this session; ALL also every occurrence of its series not yet started
 * (only the session the user saw is checked against expectedRevision). A switch to LESSONSPACE or
 * ZOOM records the solution without a room; the meeting-rooms workflow makes it and the answer waits for it.
 */
@Injectable()
export class EditSessionV3Handler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(request: EditSessionRequest, context: CommandContext): Promise<void> {
    const { sessionId, changes, scope } = request;
    const { session } = await requireParticipant(this.pipeline, sessionId, context.actorId);
    const formChanges: Partial<SessionForm> = {};
    if (changes.subject !== undefined && changes.subject !== null) formChanges.subject = changes.subject;
    if (changes.gradeLevel !== undefined) formChanges.gradeLevel = changes.gradeLevel;
    if (changes.startTime) formChanges.startTime = changes.startTime;
    if (changes.endTime) formChanges.endTime = changes.endTime;
    let awaitsRoom = false;
    if (changes.meeting) {
      if (changes.meeting.meetingSolution === session.meeting.solution && isOnlineMeeting(session.meeting)) {
        // The online room already set up for this session (and its series) is kept.
        if (session.meeting.joinUrl !== null) formChanges.meeting = session.meeting;
      } else {
        formChanges.meeting = placeholderMeeting(changes.meeting);
        await requireZoomConnectedFor(this.pipeline, formChanges.meeting, tutorOf(session));
        awaitsRoom = isOnlineMeeting(formChanges.meeting);
      }
    }
    const series = scope === 'ALL' && session.recurrence ? (await findSessionsOfSeries(this.readModels, session.recurrence.recurringSessionId)).map(sessionOfDocument) : [];
    const plan = planSeriesEdit({ scope, session, series, changes: formChanges }, { now: context.now, actorId: context.actorId });
    let position = 0;
    for (const { sessionId: target, command } of plan) {
      const seen = target === sessionId && request.expectedRevision !== undefined && request.expectedRevision !== null ? { expectedRevision: request.expectedRevision } : {};
      const outcome = await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(target), { type: command.type, data: command.data }, context, seen);
      position = Math.max(position, outcome.position);
    }
    if (awaitsRoom) await this.pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], sessionStream.readModels);
    else await this.pipeline.awaitReadModels(position, sessionStream.readModels);
  }
}

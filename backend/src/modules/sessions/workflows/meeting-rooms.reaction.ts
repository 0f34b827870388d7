import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { awaitsMeetingRoom, Session } from '../../../../domain/sessions/session.decider';
import { MeetingSolution, SessionEdited, SessionEvent } from '../../../../domain/sessions/session.events';
import { MAX_WEEKS_RECURRING, minutesBetween } from '../../../../domain/sessions/session.rules';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { Logger, logger } from '../../../../platform/logging/logger';
import { MeetingProviderError, MeetingRequestError, MEETINGS, Meetings, ZoomNotConnectedError } from '../../../../platform/meetings/meetings.port';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { meetingOfRoom, roomKeyOf } from '../meeting-rooms';
import { tutorOf } from '../session-access';
import { sessionStream } from '../session-stream';
import { WorkerReactions } from '../../../event-sourcing/worker-reactions';

/** The reaction's name: its checkpoint, and what createSession and editSessionV3 wait for (pipeline.awaitWorkflows). */
export const MEETING_ROOMS_REACTION = 'session-meeting-rooms';

/** The events after which a session may be waiting for its online room. */
export const MEETING_ROOM_EVENTS: ReadonlySet<SessionEvent['type']> = new Set(['SessionScheduled', 'SessionEdited']);

/**
 * The meeting-rooms workflow: a LESSONSPACE or ZOOM session is scheduled (or switched to that
 * solution) with no room, and this reaction, reading the stored log, makes the room through the
 * Meetings port (keyed by the session, or by its series: a series shares one room) and records it
 * on the session (RecordSessionMeeting -> SessionMeetingCreated) with ids derived from the event
 * that caused it. So a failed append never leaves a meeting behind an unrecorded session, and a
 * redelivered event finds the room recorded and makes nothing twice. A session cancelled (or
 * switched) meanwhile records nothing, and a Zoom meeting made for it is deleted. Moving and
 * deleting Zoom meetings on later edits stays with the Zoom meeting sync (meeting-sync/), which
 * reads the room recorded here. A refusal (Zoom not connected any more, a bad request, Zoom's 4xx)
 * is logged and skipped (the session stays without a join link); Zoom or Lessonspace unreachable
 * or failing is retried, doubling the wait.
 */
export class MeetingRooms {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly meetings: Meetings,
    private readonly log: Logger,
  ) {}

  reaction(eventStore: EventStore, checkpoints: ReactionCheckpoints | null, retryDelayMs: number): LogReaction {
    return new LogReaction(MEETING_ROOMS_REACTION, eventStore, MEETING_ROOM_EVENTS, (event) => this.react(event), this.log, checkpoints, 500, { retryDelayMs, fromBeginning: true });
  }

  async react(event: RecordedEvent): Promise<void> {
    // Only an event that left the session waiting for a room matters (read without loading the stream: the catch-up from the log's start stays cheap).
    const recordedMeeting = (event.data as Pick<SessionEdited['data'], 'meeting'>).meeting;
    if (recordedMeeting === undefined || !awaitsMeetingRoom({ meeting: recordedMeeting })) return;
    const sessionId = (event.data as { sessionId: string }).sessionId;
    const { state: session } = await this.pipeline.load(sessionStream.decider, sessionStream.streamIdOf(sessionId));
    if (session.status === 'none' || session.status === 'CANCELLED' || !awaitsMeetingRoom(session)) return;
    const solution = session.meeting.solution as 'LESSONSPACE' | 'ZOOM';
    const shared = await this.roomOfSeries(session, solution);
    let meeting: MeetingSolution;
    try {
      meeting = shared ?? meetingOfRoom(solution, await this.meetings.createMeeting(this.roomRequest(session, solution)));
    } catch (error) {
      if (isRefusal(error)) {
        this.log.error({ err: error, sessionId, solution }, 'the online room of a session could not be made; the session stays without a join link');
        return;
      }
      throw error;
    }
    const outcome = await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(sessionId), { type: 'RecordSessionMeeting', data: { meeting } }, this.pipeline.contextOfEvent(event, 'meeting-room'));
    if (shared || meeting.solution !== 'ZOOM' || !meeting.meetingId) return;
    const now = outcome.state;
    if (outcome.events.length === 0 && !outcome.replayed) {
      // Cancelled or switched while the room was being made: nothing holds the new Zoom meeting.
      await this.meetings.deleteMeeting({ solution: 'ZOOM', meetingId: meeting.meetingId, hostUserId: tutorOf(session) }).catch((error: unknown) => {
        this.log.warn({ err: error, sessionId, meetingId: meeting.meetingId }, 'a Zoom meeting no session holds could not be deleted');
      });
      return;
    }
    // Moved while the room was being made (the Zoom meeting sync saw no room yet): the meeting follows.
    if (now.status !== 'none' && (now.startTime !== session.startTime || now.endTime !== session.endTime || now.subject !== session.subject)) {
      const request = this.roomRequest(now, 'ZOOM');
      await this.meetings.rescheduleMeeting({ solution: 'ZOOM', meetingId: meeting.meetingId, hostUserId: request.hostUserId, startsAt: request.startsAt, durationMinutes: request.durationMinutes, topic: request.topic, timeZoneId: request.timeZoneId });
    }
  }

  private roomRequest(session: Session, solution: 'LESSONSPACE' | 'ZOOM') {
    const startsAt = new Date(session.startTime);
    return {
      sessionId: roomKeyOf(session),
      solution,
      startsAt,
      durationMinutes: Math.round(minutesBetween(startsAt, new Date(session.endTime))),
      hostUserId: tutorOf(session),
      topic: session.subject,
      timeZoneId: session.timeZoneId,
    };
  }

  /** The room another occurrence of the series (not cancelled) already holds for this solution: the series shares it. */
  private async roomOfSeries(session: Session, solution: 'LESSONSPACE' | 'ZOOM'): Promise<MeetingSolution | null> {
    if (!session.recurrence) return null;
    for (let index = 0; index < MAX_WEEKS_RECURRING * 7; index++) {
      const id = `${session.recurrence.recurringSessionId}-${index}`;
      if (id === session.sessionId) continue;
      const { state: other } = await this.pipeline.load(sessionStream.decider, sessionStream.streamIdOf(id));
      if (other.status === 'none') break;
      if (other.status !== 'CANCELLED' && other.meeting.solution === solution && other.meeting.joinUrl !== null) return other.meeting;
    }
    return null;
  }
}

/** What retrying cannot mend: no Zoom connection, a bad request, or the provider's 4xx. */
function isRefusal(error: unknown): boolean {
  if (error instanceof ZoomNotConnectedError || error instanceof MeetingRequestError) return true;
  return error instanceof MeetingProviderError && error.status !== null && error.status >= 400 && error.status < 500;
}

/** In the `worker` role: runs the meeting-rooms reaction, its checkpoint beside the read models. */
@Injectable()
export class MeetingRoomsWorkflow implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MEETINGS) private readonly meetings: Meetings,
    private readonly pipeline: CommandPipeline,
    private readonly progress: ReactionProgress,
    private readonly reactions: WorkerReactions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reactions.run(new MeetingRooms(this.pipeline, this.meetings, logger).reaction(this.eventStore, this.progress.checkpoints, 1000));
  }
}

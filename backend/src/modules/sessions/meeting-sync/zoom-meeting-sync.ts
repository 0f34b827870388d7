import { Decider } from '../../../../domain/shared/decider';
import { Session, sessionDecider, SessionState } from '../../../../domain/sessions/session.decider';
import { MeetingSolution, SessionEdited, SessionEvent, sessionStreamId } from '../../../../domain/sessions/session.events';
import { MAX_WEEKS_RECURRING, minutesBetween } from '../../../../domain/sessions/session.rules';
import { EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { MeetingProviderError, MeetingRequestError, Meetings, ZoomNotConnectedError } from '../../../../platform/meetings/meetings.port';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';

/** The session events that can move, or end the need for, a session's Zoom meeting. */
export const ZOOM_SYNC_EVENTS: ReadonlySet<SessionEvent['type']> = new Set(['SessionEdited', 'SessionCancelled']);

/** A SessionEdited with none of these leaves the meeting as it is. */
const MEETING_FIELDS = ['startTime', 'endTime', 'subject', 'meeting'] as const;

/** How many meetings' last patch is remembered, so an edit of a whole series patches its shared meeting once. */
const REMEMBERED_PATCHES = 1000;
const DELETED = 'deleted';

const zoomMeetingId = (meeting: MeetingSolution | undefined): string | null => (meeting?.solution === 'ZOOM' ? meeting.meetingId : null);

/** A session as its stream stands, with the Zoom meeting it held after each of its events (index = revision): what the sync reads, never decides. */
interface SessionMeetings {
  session: SessionState;
  meetingAfter: Array<string | null>;
}
const sessionMeetings: Decider<never, SessionEvent, SessionMeetings> = {
  initialState: () => ({ session: sessionDecider.initialState(), meetingAfter: [] }),
  evolve: ({ session, meetingAfter }, event) => {
    const next = sessionDecider.evolve(session, event);
    return { session: next, meetingAfter: [...meetingAfter, next.status === 'none' ? null : zoomMeetingId(next.meeting)] };
  },
  decide: () => [],
};
const tutorOf = (session: Session) => session.participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? '';

/**
 * Keeps each ZOOM session's meeting in step with the session, from a subscription to the stored log
 * (never from code after the append: the edit or cancellation stands whatever Zoom answers).
 * Meetings are made when the session is scheduled (or switched to ZOOM); a recurring series shares
 * one meeting. For each meeting an event concerns, the sessions holding it are read as their
 * streams now stand, so replays converge: while any holder is upcoming, the meeting is moved to the
 * earliest one's start, length and subject; once every holder is cancelled or moved to another
 * meeting, it is deleted (a meeting already gone is fine). A refusal (the host disconnected Zoom,
 * Zoom answers 4xx) is logged with the session id and skipped; Zoom unreachable or failing (5xx) is
 * retried by the reaction.
 */
export class ZoomMeetingSync {
  private reaction: LogReaction | null = null;
  /** meetingId -> the last patch sent for it (or DELETED): Zoom allows 100 updates of a meeting a day. */
  private readonly lastPatch = new Map<string, string>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    private readonly meetings: Meetings,
    private readonly logger: Logger,
  ) {}

  /** From the checkpoint, or the start of the log on the very first start, so meetings left out of step before are caught up. */
  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 1000, progress: ReactionProgress | null = null): Promise<void> {
    this.reaction = new LogReaction('zoom-meeting-sync', this.eventStore, ZOOM_SYNC_EVENTS, (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
      fromBeginning: true,
    });
    progress?.register(this.reaction);
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    const edited = event.type === 'SessionEdited' ? (event.data as SessionEdited['data']) : null;
    if (edited && MEETING_FIELDS.every((field) => edited[field] === undefined)) return;
    const sessionId = (event.data as { sessionId: string }).sessionId;
    const { state } = await this.pipeline.load(sessionMeetings, sessionStreamId(sessionId));
    const { session } = state;
    if (session.status === 'none') return;
    // The meeting held before the event (left behind when the edit switched meetings) and the one held now.
    const before = event.revision > 0 ? (state.meetingAfter[event.revision - 1] ?? null) : null;
    const meetingIds = new Set([before, zoomMeetingId(edited?.meeting), zoomMeetingId(session.meeting)].filter((id): id is string => id !== null));
    for (const meetingId of meetingIds) await this.sync(meetingId, session);
  }

  private async sync(meetingId: string, session: Session): Promise<void> {
    const holders = (await this.seriesOf(session)).filter((other) => zoomMeetingId(other.meeting) === meetingId && other.status !== 'CANCELLED');
    const hostUserId = tutorOf(session);
    try {
      if (holders.length === 0) {
        if (this.lastPatch.get(meetingId) === DELETED) return;
        await this.meetings.deleteMeeting({ solution: 'ZOOM', meetingId, hostUserId });
        this.remember(meetingId, DELETED);
        this.logger.info({ sessionId: session.sessionId, meetingId }, 'Zoom meeting deleted: no session holds it any more');
        return;
      }
      const [next] = holders.filter((other) => other.status === 'UPCOMING').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
      // Every holder has ended: the meeting stays as it was held.
      if (!next) return;
      const startsAt = new Date(next.startTime);
      const move = {
        solution: 'ZOOM' as const,
        meetingId,
        hostUserId: tutorOf(next) || hostUserId,
        startsAt,
        durationMinutes: Math.round(minutesBetween(startsAt, new Date(next.endTime))),
        topic: next.subject,
        timeZoneId: next.timeZoneId,
      };
      const patch = JSON.stringify(move);
      if (this.lastPatch.get(meetingId) === patch) return;
      await this.meetings.rescheduleMeeting(move);
      this.remember(meetingId, patch);
      this.logger.info({ sessionId: session.sessionId, meetingId, startsAt: next.startTime }, 'Zoom meeting moved with its session');
    } catch (error) {
      if (isRefusal(error)) {
        this.logger.error({ err: error, sessionId: session.sessionId, meetingId }, 'Zoom meeting could not be kept in step with its session; the session stands as changed');
        return;
      }
      this.logger.warn({ err: error, sessionId: session.sessionId, meetingId }, 'Zoom meeting sync failed; retrying');
      throw error;
    }
  }

  /** The session and the other occurrences of its series (`<recurringSessionId>-<n>`, as a series is planned), as their streams stand. */
  private async seriesOf(session: Session): Promise<Session[]> {
    if (!session.recurrence) return [session];
    const series: Session[] = [session];
    for (let index = 0; index < MAX_WEEKS_RECURRING * 7; index++) {
      const id = `${session.recurrence.recurringSessionId}-${index}`;
      if (id === session.sessionId) continue;
      const { state: other } = await this.pipeline.load(sessionDecider, sessionStreamId(id));
      if (other.status === 'none') break;
      series.push(other);
    }
    return series;
  }

  private remember(meetingId: string, patch: string): void {
    this.lastPatch.delete(meetingId);
    this.lastPatch.set(meetingId, patch);
    if (this.lastPatch.size > REMEMBERED_PATCHES) this.lastPatch.delete(this.lastPatch.keys().next().value as string);
  }
}

/** What retrying cannot mend: no Zoom connection, a bad request, or Zoom's 4xx (a meeting it does not know, a daily limit reached). */
function isRefusal(error: unknown): boolean {
  if (error instanceof ZoomNotConnectedError || error instanceof MeetingRequestError) return true;
  return error instanceof MeetingProviderError && error.status !== null && error.status >= 400 && error.status < 500;
}

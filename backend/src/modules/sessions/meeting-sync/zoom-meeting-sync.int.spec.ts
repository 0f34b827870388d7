import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../../../test-support/eventually';
import { ScheduleSession, SessionCommand } from '../../../../domain/sessions/session.commands';
import { sessionDecider } from '../../../../domain/sessions/session.decider';
import { MeetingSolution, sessionStreamId } from '../../../../domain/sessions/session.events';
import { planRecurringSessions } from '../../../../domain/sessions/session.series';
import { CommandContext, CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { SqliteEventStore } from '../../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../../platform/logging/logger';
import { EmbeddedMeetings } from '../../../infrastructure/meetings/embedded-meetings';
import { DeleteMeetingInput, MeetingProviderError, RescheduleMeetingInput, ZoomNotConnectedError } from '../../../../platform/meetings/meetings.port';
import { RoomLinks } from '../../../infrastructure/meetings/room-links';
import { ZOOM_SYNC_EVENTS, ZoomMeetingSync } from './zoom-meeting-sync';

/** The embedded adapter, with what the reaction asked of it written down. */
class RecordingMeetings extends EmbeddedMeetings {
  readonly moves: RescheduleMeetingInput[] = [];
  readonly deletions: DeleteMeetingInput[] = [];
  failWith: Error | null = null;
  attempts = 0;

  constructor() {
    super(new RoomLinks('https://tutoring.example.com/', 'test-secret'));
  }

  override async rescheduleMeeting(input: RescheduleMeetingInput): Promise<void> {
    this.attempts++;
    if (this.failWith) throw this.failWith;
    await super.rescheduleMeeting(input);
    this.moves.push(input);
  }

  override async deleteMeeting(input: DeleteMeetingInput): Promise<void> {
    this.attempts++;
    if (this.failWith) throw this.failWith;
    await super.deleteMeeting(input);
    this.deletions.push(input);
  }
}

const HOUR_MS = 60 * 60_000;
const zoom = (meetingId: string): MeetingSolution => ({ solution: 'ZOOM', joinUrl: `https://zoom.example.com/j/${meetingId}`, meetingId });

describe('ZoomMeetingSync: a ZOOM session’s meeting moves and goes with the session', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let meetings: RecordingMeetings;
  let sync: ZoomMeetingSync;
  let pipeline: CommandPipeline;
  const now = new Date('2030-03-01T12:00:00.000Z');
  const start = new Date(now.getTime() + 48 * HOUR_MS);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zoom-meeting-sync-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    meetings = new RecordingMeetings();
    pipeline = new CommandPipeline(eventStore, { now: () => now }, { waitForPosition: async () => true }, 0);
    sync = new ZoomMeetingSync(eventStore, pipeline, meetings, logger);
    seen = -1;
  });

  afterEach(async () => {
    await sync.stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const context = (): CommandContext => ({ correlationId: 'test', causationId: 'test', actorId: null, now });
  const run = (sessionId: string, command: Omit<SessionCommand, 'metadata'>) => pipeline.run(sessionDecider, sessionStreamId(sessionId), command, context());
  const first = (meeting: MeetingSolution): Omit<ScheduleSession['data'], 'sessionId' | 'recurrence'> => ({
    pairId: 'p1',
    sessionType: 'ONE_ON_ONE',
    timeZoneId: 'America/New_York',
    form: { subject: 'Algebra 1', startTime: start.toISOString(), endTime: new Date(start.getTime() + HOUR_MS).toISOString(), meeting },
    participants: [
      { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 },
      { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 3000 },
    ],
  });
  const scheduleSession = (sessionId: string, meeting: MeetingSolution) => run(sessionId, { type: 'ScheduleSession', data: { ...first(meeting), sessionId } });
  const scheduleSeries = async (recurringSessionId: string, meeting: MeetingSolution) => {
    const plan = planRecurringSessions({ recurringSessionId, recurringDays: ['MONDAY', 'WEDNESDAY'], weeksRecurring: 2, first: first(meeting) }, { now, actorId: null });
    for (const command of plan) await run(command.data.sessionId, { type: command.type, data: command.data });
    return plan.map((command) => command.data.sessionId);
  };
  let seen = -1;
  /** Delivers the events appended since the last delivery, as the subscription would. */
  const reactToNew = async () => {
    for (const event of await eventStore.readAll()) {
      if (event.position <= seen) continue;
      if (ZOOM_SYNC_EVENTS.has(event.type as never)) await sync.react(event);
      seen = event.position;
    }
  };
  /** Delivers every event again, as a replay from the start of the log would. */
  const reactToAll = async (reaction = sync) => {
    for (const event of await eventStore.readAll()) if (ZOOM_SYNC_EVENTS.has(event.type as never)) await reaction.react(event);
  };

  it('moves the meeting to the new time and length when the session is edited, and a replay moves it to the same place', async () => {
    await scheduleSession('s1', zoom('85000000001'));
    const newStart = new Date(start.getTime() + 3 * HOUR_MS);
    await run('s1', { type: 'EditSession', data: { changes: { startTime: newStart.toISOString(), endTime: new Date(newStart.getTime() + 90 * 60_000).toISOString() } } });
    await reactToAll();
    const moved = { solution: 'ZOOM', meetingId: '85000000001', hostUserId: 't1', startsAt: newStart, durationMinutes: 90, topic: 'Algebra 1', timeZoneId: 'America/New_York' };
    expect(meetings.moves).toEqual([moved]);

    // Redelivered to the same reaction: nothing new to send. Replayed from scratch (a restart): the same patch again, harmlessly.
    await reactToAll();
    expect(meetings.moves).toHaveLength(1);
    await reactToAll(new ZoomMeetingSync(eventStore, pipeline, meetings, logger));
    expect(meetings.moves).toEqual([moved, moved]);
    expect(meetings.deletions).toEqual([]);
  });

  it('renames the meeting with the subject, and leaves it alone when only the grade level changes', async () => {
    await scheduleSession('s1', zoom('85000000001'));
    await run('s1', { type: 'EditSession', data: { changes: { gradeLevel: 'MIDDLE_SCHOOL' } } });
    await reactToAll();
    expect(meetings.moves).toEqual([]);
    await run('s1', { type: 'EditSession', data: { changes: { subject: 'Geometry' } } });
    await reactToAll();
    expect(meetings.moves).toEqual([expect.objectContaining({ meetingId: '85000000001', topic: 'Geometry', startsAt: start, durationMinutes: 60 })]);
  });

  it('deletes the meeting when the session is cancelled, once per redelivery; deleting it again on a replay from scratch is fine', async () => {
    await scheduleSession('s1', zoom('85000000001'));
    await run('s1', { type: 'CancelSession', data: {} });
    await reactToAll();
    await reactToAll();
    expect(meetings.deletions).toHaveLength(1);
    await reactToAll(new ZoomMeetingSync(eventStore, pipeline, meetings, logger));
    expect(meetings.deletions).toEqual([
      { solution: 'ZOOM', meetingId: '85000000001', hostUserId: 't1' },
      { solution: 'ZOOM', meetingId: '85000000001', hostUserId: 't1' },
    ]);
    expect(meetings.moves).toEqual([]);
  });

  it('deletes the meeting a session leaves when it switches to another solution', async () => {
    await scheduleSession('s1', zoom('85000000001'));
    await run('s1', { type: 'EditSession', data: { changes: { meeting: { solution: 'LESSONSPACE', joinUrl: 'https://tutoring.example.com/rooms/r1', roomId: 'r1' } } } });
    await reactToAll();
    expect(meetings.deletions).toEqual([{ solution: 'ZOOM', meetingId: '85000000001', hostUserId: 't1' }]);
  });

  it('does nothing for a session that is not on Zoom', async () => {
    await scheduleSession('s1', { solution: 'LESSONSPACE', joinUrl: 'https://tutoring.example.com/rooms/r1', roomId: 'r1' });
    await run('s1', { type: 'EditSession', data: { changes: { startTime: new Date(start.getTime() + HOUR_MS).toISOString(), endTime: new Date(start.getTime() + 2 * HOUR_MS).toISOString() } } });
    await run('s1', { type: 'CancelSession', data: {} });
    await reactToAll();
    expect(meetings.moves).toEqual([]);
    expect(meetings.deletions).toEqual([]);
  });

  it('keeps a series’ shared meeting while an occurrence is upcoming: moved to the next one, deleted with the last', async () => {
    const ids = await scheduleSeries('series-1', zoom('85000000007'));
    expect(ids).toHaveLength(4);
    await run(ids[0], { type: 'CancelSession', data: {} });
    await reactToNew();
    const second = (await eventStore.readStream(sessionStreamId(ids[1])))[0].data as { startTime: string };
    expect(meetings.deletions).toEqual([]);
    expect(meetings.moves).toEqual([expect.objectContaining({ meetingId: '85000000007', startsAt: new Date(second.startTime), durationMinutes: 60 })]);

    for (const id of ids.slice(1)) await run(id, { type: 'CancelSession', data: {} });
    await reactToNew();
    expect(meetings.deletions).toEqual([{ solution: 'ZOOM', meetingId: '85000000007', hostUserId: 't1' }]);
  });

  it('logs and skips what retrying cannot mend, and leaves a Zoom outage to the reaction’s retry; the session stands either way', async () => {
    await scheduleSession('s1', zoom('85000000001'));
    await run('s1', { type: 'CancelSession', data: {} });
    const [, cancelled] = await eventStore.readStream(sessionStreamId('s1'));
    meetings.failWith = new ZoomNotConnectedError('t1');
    await expect(sync.react(cancelled)).resolves.toBeUndefined();
    meetings.failWith = new MeetingProviderError('Zoom refused DELETE (HTTP 400)', 'zoom', 400, 300);
    await expect(sync.react(cancelled)).resolves.toBeUndefined();
    meetings.failWith = new MeetingProviderError('Zoom refused DELETE (HTTP 503)', 'zoom', 503);
    await expect(sync.react(cancelled)).rejects.toMatchObject({ status: 503 });
    expect((await eventStore.readStream(sessionStreamId('s1'))).map((event) => event.type)).toEqual(['SessionScheduled', 'SessionCancelled']);
  });

  it('follows the stored log once started: an edit moves the meeting, a cancellation deletes it, a failure is retried', async () => {
    await sync.start(null, 10);
    await scheduleSession('s1', zoom('85000000001'));
    meetings.failWith = new MeetingProviderError('Zoom could not be reached', 'zoom');
    const newStart = new Date(start.getTime() + HOUR_MS);
    await run('s1', { type: 'EditSession', data: { changes: { startTime: newStart.toISOString(), endTime: new Date(newStart.getTime() + HOUR_MS).toISOString() } } });
    await eventually(() => meetings.attempts >= 2);
    meetings.failWith = null;
    await eventually(() => meetings.moves.length === 1);
    expect(meetings.moves).toEqual([expect.objectContaining({ meetingId: '85000000001', startsAt: newStart })]);
    await run('s1', { type: 'CancelSession', data: {} });
    await eventually(() => meetings.deletions.length === 1);
    expect(meetings.deletions).toEqual([expect.objectContaining({ meetingId: '85000000001' })]);
  });
});

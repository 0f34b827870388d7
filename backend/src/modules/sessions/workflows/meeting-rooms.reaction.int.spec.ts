import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScheduleSession, SessionCommand } from '../../../../domain/sessions/session.commands';
import { sessionDecider } from '../../../../domain/sessions/session.decider';
import { MeetingSolution, sessionStreamId } from '../../../../domain/sessions/session.events';
import { planRecurringSessions } from '../../../../domain/sessions/session.series';
import { RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { CreateMeetingInput, DeleteMeetingInput, MeetingDetails, MeetingProviderError, ZoomNotConnectedError } from '../../../../platform/meetings/meetings.port';
import { InMemoryReadStore } from '../../../infrastructure/readstore/in-memory-read-store';
import { eventually } from '../../../../test-support/eventually';
import { CommandContext, CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionProgress, readStoreCheckpoints } from '../../../event-sourcing/log-reaction';
import { SqliteEventStore } from '../../../infrastructure/eventstore/sqlite-event-store';
import { EmbeddedMeetings } from '../../../infrastructure/meetings/embedded-meetings';
import { RoomLinks } from '../../../infrastructure/meetings/room-links';
import { MEETING_ROOMS_REACTION, MeetingRooms } from './meeting-rooms.reaction';

/** The embedded adapter, with the rooms asked of it written down, failing while told to. */
class RecordingMeetings extends EmbeddedMeetings {
  readonly created: CreateMeetingInput[] = [];
  readonly deletions: DeleteMeetingInput[] = [];
  failWith: Error | null = null;
  failures = 0;
  /** Runs after a room is made and before the reaction records it (a concurrent change). */
  afterCreate: (() => Promise<void>) | null = null;

  constructor() {
    super(new RoomLinks('https://tutoring.example.com/', 'test-secret'));
  }

  override async createMeeting(input: CreateMeetingInput): Promise<MeetingDetails> {
    if (this.failWith) {
      this.failures++;
      throw this.failWith;
    }
    const details = await super.createMeeting(input);
    this.created.push(input);
    await this.afterCreate?.();
    return details;
  }

  override async deleteMeeting(input: DeleteMeetingInput): Promise<void> {
    this.deletions.push(input);
  }
}

const HOUR_MS = 60 * 60_000;
const noRoom = (solution: 'LESSONSPACE' | 'ZOOM'): MeetingSolution => (solution === 'ZOOM' ? { solution, joinUrl: null, meetingId: null } : { solution, joinUrl: null, roomId: null });

describe('the meeting-rooms workflow: a session’s online room is made after the session is recorded', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let meetings: RecordingMeetings;
  let pipeline: CommandPipeline;
  let rooms: MeetingRooms;
  let progress: ReactionProgress;
  let stop: () => Promise<void>;
  const now = new Date('2030-03-01T12:00:00.000Z');
  const start = new Date(now.getTime() + 48 * HOUR_MS);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meeting-rooms-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    meetings = new RecordingMeetings();
    progress = new ReactionProgress(readStoreCheckpoints(new InMemoryReadStore()));
    pipeline = new CommandPipeline(eventStore, { now: () => now }, { waitForPosition: async () => true }, 2000, progress);
    rooms = new MeetingRooms(pipeline, meetings, logger);
    stop = async () => undefined;
  });

  afterEach(async () => {
    await stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function startReaction(retryDelayMs = 10): Promise<void> {
    const reaction = rooms.reaction(eventStore, progress.checkpoints, retryDelayMs);
    progress.register(reaction);
    await reaction.start();
    stop = () => reaction.stop();
  }

  const context = (): CommandContext => ({ correlationId: 'test', causationId: `test-${Math.random()}`, actorId: null, now });
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
  const schedule = (sessionId: string, solution: 'LESSONSPACE' | 'ZOOM' = 'LESSONSPACE') => run(sessionId, { type: 'ScheduleSession', data: { ...first(noRoom(solution)), sessionId } });
  const typesOf = async (sessionId: string) => (await eventStore.readStream(sessionStreamId(sessionId))).map((event) => event.type);
  const meetingOf = async (sessionId: string) => {
    const { state } = await pipeline.load(sessionDecider, sessionStreamId(sessionId));
    return state.status === 'none' ? null : state.meeting;
  };

  it('makes the room keyed by the session and records it; the command waits for it through awaitWorkflows', async () => {
    await startReaction();
    const { position } = await schedule('s1');
    await pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], []);
    expect(await typesOf('s1')).toEqual(['SessionScheduled', 'SessionMeetingCreated']);
    expect(await meetingOf('s1')).toEqual({ solution: 'LESSONSPACE', joinUrl: expect.stringMatching(/\/rooms\//), roomId: expect.any(String) });
    expect(meetings.created.map((input) => [input.sessionId, input.solution, input.hostUserId, input.durationMinutes])).toEqual([['s1', 'LESSONSPACE', 't1', 60]]);
  });

  it('retries a failing provider until it makes the room', async () => {
    meetings.failWith = new MeetingProviderError('Lessonspace is down', 'lessonspace', 503);
    await startReaction(5);
    await schedule('s1');
    await eventually(async () => meetings.failures >= 2);
    expect(await typesOf('s1')).toEqual(['SessionScheduled']);
    meetings.failWith = null;
    await eventually(async () => (await typesOf('s1')).includes('SessionMeetingCreated'));
    expect(meetings.created).toHaveLength(1);
  });

  it('skips a refusal (Zoom no longer connected): the session stays without a join link', async () => {
    meetings.failWith = new ZoomNotConnectedError('t1');
    await startReaction();
    const { position } = await schedule('s1', 'ZOOM');
    await pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], []);
    expect(meetings.failures).toBe(1);
    expect(await meetingOf('s1')).toEqual(noRoom('ZOOM'));
  });

  it('makes nothing twice when the same events are handled again (a redelivery, a restart without checkpoint)', async () => {
    await schedule('s1');
    const log: RecordedEvent[] = await eventStore.readStream(sessionStreamId('s1'));
    await rooms.react(log[0]);
    await rooms.react(log[0]);
    expect(meetings.created).toHaveLength(1);
    expect(await typesOf('s1')).toEqual(['SessionScheduled', 'SessionMeetingCreated']);
  });

  it('makes nothing for a session cancelled before its room, and deletes a Zoom meeting made while it was being cancelled', async () => {
    await schedule('s1', 'ZOOM');
    await run('s1', { type: 'CancelSession', data: {} });
    const [scheduled] = await eventStore.readStream(sessionStreamId('s1'));
    await rooms.react(scheduled);
    expect(meetings.created).toEqual([]);

    await schedule('s2', 'ZOOM');
    const [scheduled2] = await eventStore.readStream(sessionStreamId('s2'));
    meetings.afterCreate = async () => {
      meetings.afterCreate = null;
      await run('s2', { type: 'CancelSession', data: {} });
    };
    await rooms.react(scheduled2);
    expect(meetings.created.map((input) => input.sessionId)).toEqual(['s2']);
    expect(meetings.deletions.map((input) => [input.solution, input.hostUserId])).toEqual([['ZOOM', 't1']]);
    expect(await typesOf('s2')).toEqual(['SessionScheduled', 'SessionCancelled']);
  });

  it('gives every occurrence of a series the one room, made once for the series', async () => {
    await startReaction();
    const planned = planRecurringSessions({ recurringSessionId: 'r1', recurringDays: ['MONDAY', 'THURSDAY'], weeksRecurring: 2, first: first(noRoom('ZOOM')) }, { now, actorId: null });
    let position = 0;
    for (const command of planned) position = (await run(command.data.sessionId, { type: command.type, data: command.data })).position;
    await pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], []);
    expect(meetings.created.map((input) => input.sessionId)).toEqual(['r1']);
    const held = await Promise.all(planned.map((command) => meetingOf(command.data.sessionId)));
    expect(new Set(held.map((meeting) => JSON.stringify(meeting))).size).toBe(1);
    expect(held[0]).toMatchObject({ solution: 'ZOOM', joinUrl: expect.stringMatching(/\/rooms\//) });
  });

  it('makes a room when an edit switches the session to an online solution, and none for an edit that keeps it', async () => {
    await startReaction();
    await run('s1', { type: 'ScheduleSession', data: { ...first({ solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/a' }), sessionId: 's1' } });
    const { position } = await run('s1', { type: 'EditSession', data: { changes: { meeting: noRoom('LESSONSPACE') } } });
    await pipeline.awaitWorkflows(position, [MEETING_ROOMS_REACTION], []);
    expect(await meetingOf('s1')).toMatchObject({ solution: 'LESSONSPACE', joinUrl: expect.stringMatching(/\/rooms\//) });
    const { position: afterSubject } = await run('s1', { type: 'EditSession', data: { changes: { subject: 'Geometry' } } });
    await pipeline.awaitWorkflows(afterSubject, [MEETING_ROOMS_REACTION], []);
    expect(meetings.created).toHaveLength(1);
  });
});

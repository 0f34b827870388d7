import { PostSessionFeedbackGiven } from '../../domain/sessions/post-session-feedback.events';
import { SessionEvent } from '../../domain/sessions/session.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { ProjectionStore } from '../runner/projection';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import {
  findAllSessionsByParticipantKey,
  findErrorSessionsStartingBetween,
  findSessionByRoomId,
  findSessionsOfParticipantBetween,
  hasGivenPostSessionFeedback,
  findSessionsByParticipantKey,
  findSessionsOfPair,
  findSessionsOfSeries,
  participantKey,
  findSession,
  SESSIONS_COLLECTION,
  SessionDocument,
  sessionDocumentOf,
  sessionsProjection,
  StoredSessionDocument,
} from './sessions.projection';

const participant = (userId: string, userType: 'TUTOR' | 'STUDENT') => ({
  userId,
  userType,
  hourlyRateCents: 3000,
  joinedTime: null,
  leftTime: null,
  sessionPayoutStatus: null,
  tutorBasePaymentAmount: null,
  finalTutorPayoutAmount: null,
  finalClientPaymentAmount: null,
  remaining: null,
});

const scheduled = (sessionId: string, startTime: string, options: { type?: 'ONE_ON_ONE' | 'DROP_IN'; students?: string[]; series?: string } = {}): SessionEvent => {
  const end = new Date(Date.parse(startTime) + 60 * 60_000).toISOString();
  return {
    type: 'SessionScheduled',
    data: {
      sessionId,
      pairId: 'p1',
      subject: 'Algebra 1',
      gradeLevel: null,
      startTime,
      endTime: end,
      meeting: { solution: 'LESSONSPACE', joinUrl: `http://localhost/rooms/room-${sessionId}`, roomId: `room-${sessionId}` },
      sessionType: options.type ?? 'ONE_ON_ONE',
      timeZoneId: 'America/New_York',
      plannedStartTime: startTime,
      processingDelayMs: 86_400_000,
      processingTime: new Date(Date.parse(end) + 86_400_000).toISOString(),
      participants: [participant('t1', 'TUTOR'), ...(options.students ?? ['c1']).map((id) => participant(id, 'STUDENT'))],
      recurrence: options.series ? { recurringSessionId: options.series, recurringDays: ['MONDAY'], weeksRecurring: 2, occurrenceIndex: 0 } : null,
      scheduledBy: 't1',
      scheduledAt: '2026-11-01T10:00:00.000Z',
      flags: { startInPast: false, farFuture: false },
    },
  };
};

const domainEvents: Array<SessionEvent | PostSessionFeedbackGiven> = [
  scheduled('s1', '2026-12-01T15:00:00.000Z', { series: 's1' }),
  scheduled('s2', '2026-12-08T15:00:00.000Z', { series: 's1' }),
  scheduled('s3', '2026-11-20T15:00:00.000Z'),
  scheduled('s4', '2026-12-02T15:00:00.000Z', { type: 'DROP_IN', students: ['c1', 'c2'] }),
  { type: 'SessionEdited', data: { sessionId: 's2', startTime: '2026-12-08T16:00:00.000Z', endTime: '2026-12-08T17:00:00.000Z', editedBy: 't1', editedAt: '2026-11-02T10:00:00.000Z', flags: { startInPast: false, farFuture: false } } },
  { type: 'SessionEnded', data: { sessionId: 's3', endedAt: '2026-11-20T16:00:00.000Z' } },
  { type: 'SessionErrored', data: { sessionId: 's3', reason: 'Your card was declined.', erroredAt: '2026-11-21T16:00:00.000Z', participants: [] } },
  { type: 'SessionDropped', data: { sessionId: 's4', userId: 'c2', droppedAt: '2026-11-03T10:00:00.000Z' } },
  { type: 'PostSessionFeedbackGiven', data: { sessionId: 's3', tutorId: 't1', tuteeId: 'c1', q1Score: 5, q2Score: 5, q3Score: 4, extraComments: '', givenAt: '2026-11-21T17:00:00.000Z' } },
  { type: 'SessionCancelled', data: { sessionId: 's1', cancelledBy: 't1', cancelledAt: '2026-11-30T16:00:00.000Z', withinNoticeWindow: true } },
  // A Zoom session is scheduled without its room; the meeting-rooms workflow records it afterwards.
  withoutRoom(scheduled('s5', '2026-12-03T15:00:00.000Z')),
  { type: 'SessionMeetingCreated', data: { sessionId: 's5', meeting: { solution: 'ZOOM', joinUrl: 'https://zoom.example/j/5', meetingId: '5' }, createdAt: '2026-11-22T10:01:00.000Z' } },
  withoutRoom(scheduled('s6', '2026-12-04T15:00:00.000Z')),
];

function withoutRoom(event: SessionEvent): SessionEvent {
  // Another pair's session (t9 and c9), so the lists of t1 and c1 below stay as they are.
  return event.type === 'SessionScheduled'
    ? { ...event, data: { ...event.data, pairId: 'p9', participants: [participant('t9', 'TUTOR'), participant('c9', 'STUDENT')], meeting: { solution: 'ZOOM', joinUrl: null, meetingId: null } } }
    : event;
}

function recorded(events: Array<SessionEvent | PostSessionFeedbackGiven>): RecordedEvent[] {
  return recordedInOrder(
    events.map((event) => ({ streamId: `session-${event.data.sessionId}`, ...event })),
    (index) => `2026-11-22T10:00:${String(index).padStart(2, '0')}.000Z`,
  );
}

describe('the sessions projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  async function applyAll(times = 1): Promise<ProjectionStore> {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [sessionsProjection], new Map([[sessionsProjection.name, sessionsProjection.version]]));
    return projectInMemory(sessionsProjection, readStore, recorded(domainEvents), times);
  }

  const stored = async (store: ProjectionStore) => store.collection<StoredSessionDocument>(SESSIONS_COLLECTION).find({}, { sort: { _id: 1 } });
  const all = async (store: ProjectionStore) => (await stored(store)).map(sessionDocumentOf);

  it('stores a session without the fields holding their default or derived from others, and gives them back to its readers', async () => {
    const documents = await stored(await applyAll());
    const plain = documents.find((doc) => doc._id === 's5');
    expect(Object.keys(plain ?? {}).sort()).toEqual(
      ['_id', '_position', 'endTime', 'meeting', 'pairId', 'participantKeys', 'participants', 'processingDelayMs', 'revision', 'sessionType', 'startTime', 'status', 'subject', 'timeZoneId'].sort(),
    );
    expect(plain?.participants).toEqual([
      { userId: 't9', userType: 'TUTOR', hourlyRateCents: 3000 },
      { userId: 'c9', userType: 'STUDENT', hourlyRateCents: 3000 },
    ]);
    // Moved by an edit: the planned start and the processing time are no longer the usual ones, so they are kept.
    expect(documents.find((doc) => doc._id === 's2')).toMatchObject({ plannedStartTime: '2026-12-08T15:00:00.000Z', processingTime: '2026-12-09T16:00:00.000Z' });
    expect(documents.find((doc) => doc._id === 's1')).toMatchObject({ cancellationNotice: true, recurrence: expect.objectContaining({ recurringSessionId: 's1' }) });
    expect(await findSession(readModels, 's5')).toEqual({
      _id: 's5',
      // Where the log put its last event, as stored.
      _position: plain!._position,
      pairId: 'p9',
      subject: 'Algebra 1',
      gradeLevel: null,
      startTime: '2026-12-03T15:00:00.000Z',
      endTime: '2026-12-03T16:00:00.000Z',
      meeting: { solution: 'ZOOM', joinUrl: 'https://zoom.example/j/5', meetingId: '5' },
      sessionType: 'ONE_ON_ONE',
      timeZoneId: 'America/New_York',
      plannedStartTime: '2026-12-03T15:00:00.000Z',
      processingDelayMs: 86_400_000,
      processingTime: '2026-12-04T16:00:00.000Z',
      participants: [participant('t9', 'TUTOR'), participant('c9', 'STUDENT')],
      recurrence: null,
      status: 'UPCOMING',
      cancellationNotice: false,
      processingStartedAt: null,
      errorReason: null,
      tutorSummary: null,
      clientFeedback: null,
      tutorId: 't9',
      participantKeys: ['t9:TUTOR:UPCOMING', 'c9:STUDENT:UPCOMING'],
      revision: plain!.revision,
    } satisfies SessionDocument);
  });

  it('folds each session with the decider and keys it by participant, role and status', async () => {
    const sessions = await all(await applyAll());
    expect(sessions.map((doc) => [doc._id, doc.status, doc.startTime, doc.participantKeys])).toEqual([
      ['s1', 'CANCELLED', '2026-12-01T15:00:00.000Z', ['t1:TUTOR:CANCELLED', 'c1:STUDENT:CANCELLED']],
      ['s2', 'UPCOMING', '2026-12-08T16:00:00.000Z', ['t1:TUTOR:UPCOMING', 'c1:STUDENT:UPCOMING']],
      ['s3', 'ERROR', '2026-11-20T15:00:00.000Z', ['t1:TUTOR:ERROR', 'c1:STUDENT:ERROR']],
      // c2 left the drop-in session: it is no longer theirs to see.
      ['s4', 'UPCOMING', '2026-12-02T15:00:00.000Z', ['t1:TUTOR:UPCOMING', 'c1:STUDENT:UPCOMING']],
      ['s5', 'UPCOMING', '2026-12-03T15:00:00.000Z', ['t9:TUTOR:UPCOMING', 'c9:STUDENT:UPCOMING']],
      ['s6', 'UPCOMING', '2026-12-04T15:00:00.000Z', ['t9:TUTOR:UPCOMING', 'c9:STUDENT:UPCOMING']],
    ]);
    expect(sessions[0]).toMatchObject({ cancellationNotice: true, recurringSessionId: 's1', tutorId: 't1' });
    expect(sessions[1]).toMatchObject({ endTime: '2026-12-08T17:00:00.000Z', plannedStartTime: '2026-12-08T15:00:00.000Z' });
    expect(sessions[2]).toMatchObject({ errorReason: 'Your card was declined.', postSessionFeedbackFrom: ['c1'] });
    expect(hasGivenPostSessionFeedback(sessions[2], 'c1')).toBe(true);
    expect(hasGivenPostSessionFeedback(sessions[1], 'c1')).toBe(false);
  });

  it('keeps a document to what its queries need: no empty or derived lists, series and payout-error fields only when they hold something', async () => {
    const sessions = await all(await applyAll());
    const [cancelledInSeries, upcoming, inError] = sessions;
    expect(upcoming).not.toHaveProperty('postSessionFeedbackFrom');
    expect(inError).not.toHaveProperty('recurringSessionId');
    expect(cancelledInSeries).not.toHaveProperty('erroredAt');
    expect(inError.erroredAt).toEqual(expect.any(String));
    for (const session of sessions) for (const field of ['participantIds', 'scheduledAt', 'updatedAt']) expect(session).not.toHaveProperty(field);
  });

  it('finds the sessions in ERROR of a month for the admins, and a participant\'s sessions of a period in any status', async () => {
    await applyAll();
    expect((await findErrorSessionsStartingBetween(readModels, '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).map((doc) => doc._id)).toEqual(['s3']);
    expect(await findErrorSessionsStartingBetween(readModels, '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toEqual([]);
    const ofDecember = await findSessionsOfParticipantBetween(readModels, 't1', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z');
    expect(ofDecember.map((doc) => doc._id)).toEqual(['s1', 's4', 's2']);
    // c2 left the drop-in session s4.
    expect(await findSessionsOfParticipantBetween(readModels, 'c2', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('answers the per-viewer lists by walking the participant-key index', async () => {
    await applyAll();
    const upcoming = await findSessionsByParticipantKey(readModels, [participantKey('t1', 'TUTOR', 'UPCOMING')], { skip: 0, limit: 1 });
    expect(upcoming.sessions.map((doc) => doc._id)).toEqual(['s4']);
    expect(upcoming.total).toBe(2);
    const second = await findSessionsByParticipantKey(readModels, [participantKey('t1', 'TUTOR', 'UPCOMING')], { skip: 1, limit: 1 });
    expect(second.sessions.map((doc) => doc._id)).toEqual(['s2']);
    expect((await findSessionsByParticipantKey(readModels, [participantKey('c2', 'STUDENT', 'UPCOMING')], { skip: 0, limit: 10 })).total).toBe(0);
    const errors = await findAllSessionsByParticipantKey(readModels, [participantKey('c1', 'STUDENT', 'ERROR'), participantKey('c1', 'TUTOR', 'ERROR')]);
    expect(errors.map((doc) => doc._id)).toEqual(['s3']);
    const latest = await findSessionsByParticipantKey(readModels, [participantKey('t1', 'TUTOR', 'UPCOMING'), participantKey('t1', 'TUTOR', 'ERROR')], { skip: 0, limit: 10, latestFirst: true });
    expect(latest.sessions.map((doc) => doc._id)).toEqual(['s2', 's4', 's3']);
    expect((await findSessionsOfPair(readModels, 'p1', { status: 'ERROR' })).map((doc) => doc._id)).toEqual(['s3']);
    expect((await findSessionsOfSeries(readModels, 's1')).map((doc) => doc._id)).toEqual(['s1', 's2']);
    expect((await findSessionByRoomId(readModels, 'room-s3'))?._id).toBe('s3');
    expect(await findSessionByRoomId(readModels, 'room-unknown')).toBeNull();
  });

  it('holds a session whose online room is not made yet (no join link), then the room the workflow records', async () => {
    const sessions = await all(await applyAll());
    expect(sessions.find((doc) => doc._id === 's6')?.meeting).toEqual({ solution: 'ZOOM', joinUrl: null, meetingId: null });
    expect(sessions.find((doc) => doc._id === 's5')?.meeting).toEqual({ solution: 'ZOOM', joinUrl: 'https://zoom.example/j/5', meetingId: '5' });
  });

  it('keeps the revision of the session’s stream it shows (its last session event’s), not moved by events of other streams', async () => {
    const log = recorded(domainEvents);
    const sessions = await all(await applyAll());
    const lastRevisionOf = (sessionId: string) => log.filter((event) => event.type !== 'PostSessionFeedbackGiven' && (event.data as { sessionId: string }).sessionId === sessionId).at(-1)!.revision;
    for (const session of sessions) expect(session.revision).toBe(lastRevisionOf(session._id));
  });

  it('adds what was refunded and taken back from the tutor to the session, kept through later session events, once however often they come', async () => {
    const at = '2026-11-22T11:00:00.000Z';
    const log = recordedInOrder(
      [
        { streamId: 'session-r1', ...scheduled('r1', '2026-11-20T15:00:00.000Z') },
        { streamId: 'payout-r1', type: 'ClientRefunded', data: { sessionId: 'r1', refundRequestId: 'q1', refundId: 're_1', amountCents: 1000, cause: 'refund', refundedAt: at } },
        { streamId: 'payout-r1', type: 'TutorTransferReversed', data: { sessionId: 'r1', refundRequestId: 'q1', reversalId: 'trr_1', amountCents: 800, cause: 'refund', reversedAt: at } },
        { streamId: 'payout-r1', type: 'ManualPayoutAdjusted', data: { sessionId: 'r1', refundRequestId: 'q2', tutorId: 't1', manualPayoutId: '@t', method: 'venmo', amountCents: -300, cause: 'refund', adjustedAt: at } },
        // A correction's differences are not refunds: the summaries leave them out.
        { streamId: 'payout-r1', type: 'ClientRefunded', data: { sessionId: 'r1', refundRequestId: 'k1', refundId: 're_2', amountCents: 700, cause: 'correction', refundedAt: at } },
        { streamId: 'payout-r1', type: 'ManualPayoutAdjusted', data: { sessionId: 'r1', refundRequestId: 'k2', tutorId: 't1', manualPayoutId: '@t', method: 'venmo', amountCents: 400, cause: 'correction', adjustedAt: at } },
        { streamId: 'session-r1', type: 'SessionEnded', data: { sessionId: 'r1', endedAt: '2026-11-20T16:00:00.000Z' } },
        // A refund for a session the read model never had changes nothing.
        { streamId: 'payout-unknown', type: 'ClientRefunded', data: { sessionId: 'unknown', refundRequestId: 'q3', refundId: 're_3', amountCents: 5, cause: 'refund', refundedAt: at } },
      ],
      at,
    );
    const documents = await (await projectInMemory(sessionsProjection, new InMemoryReadStore(), log, 1)).collection<StoredSessionDocument>(SESSIONS_COLLECTION).find({}, {});
    expect(documents.map(({ _id, status, refundedCents, tutorReversedCents }) => ({ _id, status, refundedCents, tutorReversedCents }))).toEqual([
      { _id: 'r1', status: 'RECENTLY_COMPLETED', refundedCents: 1000, tutorReversedCents: 1100 },
    ]);
    await expectSameDocumentsWhenAppliedTwice(sessionsProjection, log, () => new InMemoryReadStore());
  });

  it('gives the same documents when the same events are applied twice (the log replayed, or each event redelivered)', async () => {
    const once = await all(await applyAll());
    const twice = await all(await applyAll(2));
    expect(twice).toEqual(once);
    await expectSameDocumentsWhenAppliedTwice(sessionsProjection, recorded(domainEvents), () => new InMemoryReadStore());
  });
});

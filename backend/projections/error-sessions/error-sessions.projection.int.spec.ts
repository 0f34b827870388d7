import { randomUUID } from 'node:crypto';
import { SessionEvent } from '../../domain/sessions/session.events';
import { RecordedEvent } from '../../src/infrastructure/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { physicalCollectionName, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';
import { ERROR_SESSIONS_COLLECTION, ErrorSessionDocument, errorSessionsProjection, findErrorSession, findErrorSessionsOfMonth } from './error-sessions.projection';

const at = '2026-11-24T17:00:00.000Z';

const participant = (userId: string, userType: 'TUTOR' | 'STUDENT', hourlyRateCents: number) => ({
  userId,
  userType,
  hourlyRateCents,
  joinedTime: null,
  leftTime: null,
  sessionPayoutStatus: null,
  tutorBasePaymentAmount: null,
  finalTutorPayoutAmount: null,
  finalClientPaymentAmount: null,
  remaining: null,
});

const scheduled = (sessionId: string, startTime: string): SessionEvent => {
  const endTime = new Date(Date.parse(startTime) + 60 * 60_000).toISOString();
  return {
    type: 'SessionScheduled',
    data: {
      sessionId,
      pairId: 'p1',
      subject: 'Algebra 1',
      gradeLevel: null,
      startTime,
      endTime,
      meeting: { solution: 'ZOOM', joinUrl: null, meetingId: null },
      sessionType: 'ONE_ON_ONE',
      timeZoneId: 'America/New_York',
      plannedStartTime: startTime,
      processingDelayMs: 3_600_000,
      processingTime: new Date(Date.parse(endTime) + 3_600_000).toISOString(),
      participants: [participant('t1', 'TUTOR', 3000), participant('c1', 'STUDENT', 3000)],
      recurrence: null,
      scheduledBy: 't1',
      scheduledAt: '2026-11-01T10:00:00.000Z',
      flags: { startInPast: false, farFuture: false },
    },
  };
};
const ended = (sessionId: string): SessionEvent => ({ type: 'SessionEnded', data: { sessionId, endedAt: at } });
const errored = (sessionId: string, reason = 'Your card was declined.'): SessionEvent => ({
  type: 'SessionErrored',
  data: {
    sessionId,
    reason,
    erroredAt: at,
    participants: [{ userId: 'c1', sessionPayoutStatus: 'error', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: null }],
  },
});
const fixed = (sessionId: string): SessionEvent => ({ type: 'SessionErrorFixed', data: { sessionId, fixedBy: 'admin', fixedAt: at, processingTime: at } });

/**
 * s1: in error in November (after an edit moved it from October). s2: in error, then fixed (in the
 * list no more). s3: in error, fixed, processed (gone). s4: cancelled (gone). s5: in error in December.
 * s6: only ended (kept, not listed).
 */
const domainEvents: SessionEvent[] = [
  scheduled('s1', '2026-10-31T23:30:00.000Z'),
  { type: 'SessionEdited', data: { sessionId: 's1', startTime: '2026-11-02T15:00:00.000Z', endTime: '2026-11-02T16:00:00.000Z', processingTime: '2026-11-02T17:00:00.000Z', editedBy: 't1', editedAt: at, flags: { startInPast: false, farFuture: false } } },
  ended('s1'),
  { type: 'SessionProcessingStarted', data: { sessionId: 's1', startedAt: at } },
  errored('s1'),
  scheduled('s2', '2026-11-03T15:00:00.000Z'),
  ended('s2'),
  errored('s2'),
  fixed('s2'),
  scheduled('s3', '2026-11-04T15:00:00.000Z'),
  ended('s3'),
  errored('s3'),
  fixed('s3'),
  { type: 'SessionProcessed', data: { sessionId: 's3', processedAt: at, participants: [] } },
  scheduled('s4', '2026-11-05T15:00:00.000Z'),
  { type: 'SessionCancelled', data: { sessionId: 's4', cancelledBy: 't1', cancelledAt: at, withinNoticeWindow: false } },
  scheduled('s5', '2026-12-01T00:30:00.000Z'),
  ended('s5'),
  errored('s5', 'No default payment method.'),
  scheduled('s6', '2026-11-06T15:00:00.000Z'),
  ended('s6'),
];

describe('the error-sessions projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;
  let store: ProjectionStore;

  beforeEach(async () => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [errorSessionsProjection], new Map());
    store = { collection: (logical) => readStore.collection(physicalCollectionName(errorSessionsProjection, errorSessionsProjection.version, logical)) };
    await errorSessionsProjection.setup?.(store);
  });

  const recorded: RecordedEvent[] = domainEvents.map((event, index) => ({
    id: randomUUID(),
    streamId: `session-${event.data.sessionId}`,
    revision: index,
    position: index + 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: at },
    recordedAt: at,
  }));

  async function applyAll(times: number): Promise<void> {
    for (let round = 0; round < times; round++) for (const event of recorded) await errorSessionsProjection.apply(event, store);
  }

  const allDocuments = () => store.collection<ErrorSessionDocument>(ERROR_SESSIONS_COLLECTION).find({}, { sort: { _id: 1 } });

  it('lists the sessions in ERROR by the UTC month of their start, with the reason, the participants and what the failed run left', async () => {
    await applyAll(1);
    const november = await findErrorSessionsOfMonth(readModels, '2026-11');
    expect(november).toEqual([
      expect.objectContaining({
        _id: 's1',
        status: 'ERROR',
        reason: 'Your card was declined.',
        erroredAt: at,
        startTime: '2026-11-02T15:00:00.000Z',
        processingTime: '2026-11-02T17:00:00.000Z',
        participants: [
          { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000, finalClientPaymentAmount: null, finalTutorPayoutAmount: null },
          { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 3000, finalClientPaymentAmount: 4388, finalTutorPayoutAmount: null },
        ],
      }),
    ]);
    expect((await findErrorSessionsOfMonth(readModels, '2026-12')).map((doc) => [doc._id, doc.reason])).toEqual([['s5', 'No default payment method.']]);
    expect(await findErrorSessionsOfMonth(readModels, '2026-10')).toEqual([]);
    expect(await findErrorSession(readModels, 's2')).toBeNull();
    expect(await findErrorSession(readModels, 's1')).toMatchObject({ _id: 's1' });
  });

  it('keeps only sessions not yet settled: processed and cancelled ones are deleted, a fixed one waits to be processed again', async () => {
    await applyAll(1);
    expect((await allDocuments()).map((doc) => [doc._id, doc.status])).toEqual([
      ['s1', 'ERROR'],
      ['s2', 'RECENTLY_COMPLETED'],
      ['s5', 'ERROR'],
      ['s6', 'RECENTLY_COMPLETED'],
    ]);
    expect((await allDocuments()).find((doc) => doc._id === 's2')).toMatchObject({ reason: null, processingTime: at });
  });

  it('gives the same documents when the same events are applied twice', async () => {
    await applyAll(1);
    const once = await allDocuments();
    await applyAll(2);
    expect(await allDocuments()).toEqual(once);
  });
});

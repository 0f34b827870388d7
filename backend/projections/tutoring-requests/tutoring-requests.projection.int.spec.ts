import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../domain/shared/decider';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { FILE_ACCESS_COLLECTION, fileAccessProjection, FileAccessDocument } from '../file-access/file-access.projection';
import { PAIRS_COLLECTION, PairDocument, pairsProjection } from '../pairs/pairs.projection';
import { physicalCollectionName, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { TUTORING_REQUESTS_COLLECTION, TutoringRequestDocument, tutoringRequestsProjection } from './tutoring-requests.projection';

const FILE_A = { filename: 'a.pdf', mimetype: 'application/pdf', url: '/files/0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11/a.pdf' };
const FILE_B = { filename: 'b.png', mimetype: 'image/png', url: '/files/1c7f2a0d-3d2e-4b68-8b4a-9a1e4d4c2b22/b.png' };
const FILE_C = { filename: 'c.txt', mimetype: 'text/plain', url: '/files/2d8a3b1e-4e3f-4c79-9c5b-0b2f5e5d3c33/c.txt' };

const request = (requestId: string, clientId: string, tutorId: string | null, sentAt: string, files = [FILE_A]): DomainEvent => ({
  type: 'TutoringRequestSent',
  data: {
    requestId,
    clientId,
    tutorId,
    subject: 'Algebra 1',
    gradeLevel: 'HIGH_SCHOOL',
    sessionType: 'online',
    zipCode: null,
    city: null,
    state: null,
    daysAvailable: ['MONDAY'],
    timeAvailable: 'Evenings',
    firstMessage: 'Hello',
    files,
    conversationId: tutorId ? `conv-${clientId}-${tutorId}` : null,
    sentAt,
  },
});

function recorded(events: DomainEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    id: randomUUID(),
    streamId: 'any',
    revision: index,
    position: index + 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-11-22T10:00:00.000Z' },
    recordedAt: '2026-11-22T10:00:00.000Z',
  }));
}

const events = recorded([
  request('r1', 'c1', 't1', '2026-11-01T10:00:00.000Z'),
  request('r2', 'c2', 't1', '2026-11-02T10:00:00.000Z', []),
  request('r3', 'c1', null, '2026-11-03T10:00:00.000Z', [FILE_B]),
  { type: 'TutoringRequestEdited', data: { requestId: 'r2', subject: 'Geometry', files: [FILE_C], editedAt: '2026-11-04T10:00:00.000Z' } },
  { type: 'TutoringRequestAccepted', data: { requestId: 'r1', tutorId: 't1', pairId: 'p1', conversationId: 'conv-c1-t1', acceptedAt: '2026-11-05T10:00:00.000Z', how: 'REQUEST' } },
  { type: 'TutoringRequestDeclined', data: { requestId: 'r2', message: 'Fully booked.', declinedAt: '2026-11-06T10:00:00.000Z' } },
  {
    type: 'PairCreated',
    data: { pairId: 'p1', tutorId: 't1', clientId: 'c1', requestId: 'r1', hourlyWage: 32.91, tutorHourlyWage: 30, tutorPlatformFeePercentageRate: 9.7, tuteePlatformFeePercentageRate: 9.7, type: 'TUTORING', createdAt: '2026-11-05T10:00:00.000Z' },
  },
  { type: 'PairDeactivated', data: { pairId: 'p1', byUserId: 'c1', deactivatedAt: '2026-11-07T10:00:00.000Z' } },
  { type: 'ConversationStarted', data: { conversationId: 'conv-9', participantIds: ['c9', 't9'], clientId: 'c9', tutorId: 't9', startedAt: '2026-11-08T10:00:00.000Z' } },
  { type: 'MessageSent', data: { conversationId: 'conv-9', messageId: 'm1', fromUserId: 'c9', body: '', type: 'ATTACHMENT', file: FILE_C, sentAt: '2026-11-08T10:00:00.000Z' } },
  { type: 'MessageSent', data: { conversationId: 'conv-9', messageId: 'm2', fromUserId: 't9', body: 'Hi', type: 'TEXT', file: null, sentAt: '2026-11-08T10:01:00.000Z' } },
]);

describe('the tutoring-requests, pairs and file-access projections over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  beforeEach(() => {
    readStore = new InMemoryReadStore();
  });

  async function applyAll(projection: ProjectionDefinition, times = 1): Promise<ProjectionStore> {
    const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(projection, projection.version, logical)) };
    await projection.setup?.(store);
    for (let round = 0; round < times; round++) for (const event of events) if (projection.handles.includes(event.type)) await projection.apply(event, store);
    return store;
  }

  const all = async <T extends { _id: string }>(store: ProjectionStore, collection: string) =>
    (await store.collection(collection).find({}, { sort: { _id: 1 } })) as unknown as T[];

  it('follows each request from sent through edits to accepted or declined', async () => {
    const requests = await all<TutoringRequestDocument>(await applyAll(tutoringRequestsProjection), TUTORING_REQUESTS_COLLECTION);
    expect(requests.map((doc) => [doc._id, doc.status, doc.subject, doc.tutorId, doc.pairId, doc.declineMessage, doc.updatedAt])).toEqual([
      ['r1', 'ACCEPTED', 'Algebra 1', 't1', 'p1', null, '2026-11-05T10:00:00.000Z'],
      ['r2', 'DECLINED', 'Geometry', 't1', null, 'Fully booked.', '2026-11-06T10:00:00.000Z'],
      ['r3', 'PENDING', 'Algebra 1', null, null, null, '2026-11-03T10:00:00.000Z'],
    ]);
    expect(requests[1].files).toEqual([FILE_C]);
    expect(requests[0]).toMatchObject({ createdAt: '2026-11-01T10:00:00.000Z', conversationId: 'conv-c1-t1', acceptedHow: 'REQUEST' });
  });

  it('keeps the pair with its rates and whether it is active', async () => {
    const [pair] = await all<PairDocument>(await applyAll(pairsProjection), PAIRS_COLLECTION);
    expect(pair).toMatchObject({ _id: 'p1', tutorId: 't1', clientId: 'c1', hourlyWage: 32.91, tutorHourlyWage: 30, isActive: false, sessionsTutored: 0 });
  });

  it('lets the participants of a request or conversation read its files, and admins those of requests to the team', async () => {
    const access = await all<FileAccessDocument>(await applyAll(fileAccessProjection), FILE_ACCESS_COLLECTION);
    expect(access.map((doc) => [doc._id, doc.readerIds, doc.readableByAdmins])).toEqual([
      ['0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11', ['c1', 't1'], false],
      ['1c7f2a0d-3d2e-4b68-8b4a-9a1e4d4c2b22', ['c1'], true],
      ['2d8a3b1e-4e3f-4c79-9c5b-0b2f5e5d3c33', ['c2', 'c9', 't1', 't9'], false],
    ]);
  });

  it.each([tutoringRequestsProjection, pairsProjection, fileAccessProjection])('gives the same $name documents when the same events are applied twice', async (projection) => {
    const once = await applyAll(projection);
    const snapshot = await Promise.all(projection.collections.map((collection) => all(once, collection)));
    readStore = new InMemoryReadStore();
    const twice = await applyAll(projection, 2);
    expect(await Promise.all(projection.collections.map((collection) => all(twice, collection)))).toEqual(snapshot);
  });
});

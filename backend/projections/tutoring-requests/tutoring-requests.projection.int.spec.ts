import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../domain/shared/decider';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import {
  countPendingRequestsOfTutor,
  findConversationIdsWithPendingRequests,
  findLatestRequestOfConversation,
  findRequestsOfClient,
  findRequestsOfTutor,
  findTutoringRequest,
  haveRequestBetween,
  TUTORING_REQUESTS_COLLECTION,
  TutoringRequestDocument,
  tutoringRequestsProjection,
} from './tutoring-requests.projection';

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

/** As the log records them: each request's events on its own stream, numbered from revision 0. */
function recorded(events: DomainEvent[]): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const streamId = `tutoring-request-${(event.data as { requestId: string }).requestId}`;
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    const at = '2026-11-22T10:00:00.000Z';
    return { id: randomUUID(), streamId, revision, position: index + 1, type: event.type, data: event.data, metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: at }, recordedAt: at };
  });
}

const events = recorded([
  request('r1', 'c1', 't1', '2026-11-01T10:00:00.000Z'),
  request('r2', 'c2', 't1', '2026-11-02T10:00:00.000Z', []),
  { type: 'TutoringRequestSent', data: { ...(request('r3', 'c1', null, '2026-11-03T10:00:00.000Z', [FILE_B]).data as object), savePreferences: true } },
  { type: 'TutoringRequestEdited', data: { requestId: 'r2', subject: 'Geometry', files: [FILE_C], editedAt: '2026-11-04T10:00:00.000Z' } },
  { type: 'TutoringRequestAccepted', data: { requestId: 'r1', tutorId: 't1', pairId: 'p1', conversationId: 'conv-c1-t1', acceptedAt: '2026-11-05T10:00:00.000Z', how: 'REQUEST' } },
  { type: 'TutoringRequestDeclined', data: { requestId: 'r2', message: 'Fully booked.', declinedAt: '2026-11-06T10:00:00.000Z' } },
]);

describe('the tutoring-requests projection over the in-memory read store', () => {
  let readModels: ReadModels;

  beforeAll(async () => {
    const readStore = new InMemoryReadStore();
    await projectInMemory(tutoringRequestsProjection, readStore, events);
    readModels = new ReadModels(readStore, [tutoringRequestsProjection], new Map());
  });

  it('follows each request from sent through edits to accepted or declined, with the revision of its stream', async () => {
    const requests = await readModels.collection<TutoringRequestDocument>(TUTORING_REQUESTS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(requests.map((doc) => [doc._id, doc.status, doc.subject, doc.tutorId, doc.pairId, doc.declineMessage, doc.updatedAt, doc.revision])).toEqual([
      ['r1', 'ACCEPTED', 'Algebra 1', 't1', 'p1', null, '2026-11-05T10:00:00.000Z', 1],
      ['r2', 'DECLINED', 'Geometry', 't1', null, 'Fully booked.', '2026-11-06T10:00:00.000Z', 2],
      ['r3', 'PENDING', 'Algebra 1', null, null, null, '2026-11-03T10:00:00.000Z', 0],
    ]);
    expect(requests[1].files).toEqual([FILE_C]);
    expect(requests[0]).toMatchObject({ createdAt: '2026-11-01T10:00:00.000Z', conversationId: 'conv-c1-t1', acceptedHow: 'REQUEST' });
    // Whether to save the form is the workflow's business, not the request's.
    expect(requests[2]).not.toHaveProperty('savePreferences');
  });

  it('answers the request queries: per tutor and client, pending, per conversation and between two users', async () => {
    expect((await findTutoringRequest(readModels, 'r2'))?.subject).toBe('Geometry');
    expect((await findRequestsOfTutor(readModels, 't1')).map((doc) => doc._id)).toEqual(['r2', 'r1']);
    expect((await findRequestsOfTutor(readModels, 't1', 'ACCEPTED')).map((doc) => doc._id)).toEqual(['r1']);
    expect((await findRequestsOfClient(readModels, 'c1')).map((doc) => doc._id)).toEqual(['r3', 'r1']);
    expect(await countPendingRequestsOfTutor(readModels, 't1')).toBe(0);
    expect(await findConversationIdsWithPendingRequests(readModels, 't1')).toEqual([]);
    expect((await findLatestRequestOfConversation(readModels, 'conv-c1-t1'))?._id).toBe('r1');
    expect(await haveRequestBetween(readModels, 't1', 'c2')).toBe(true);
    expect(await haveRequestBetween(readModels, 't1', 'c9')).toBe(false);
  });

  it('gives the same documents when the same events are applied twice or each delivered twice', async () => {
    const documents = await expectSameDocumentsWhenAppliedTwice(tutoringRequestsProjection, events, () => new InMemoryReadStore());
    expect(documents[TUTORING_REQUESTS_COLLECTION].map((doc) => doc._id)).toEqual(['r1', 'r2', 'r3']);
  });
});

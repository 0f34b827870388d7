import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../domain/shared/decider';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory } from '../../test-support/projection-test-support';
import { ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';
import { tutorSignedUp } from '../tutor-search/tutor-search-events.fixture';
import { findNotificationsOf, NOTIFICATIONS_COLLECTION, notificationsProjection } from './notifications.projection';

const at = '2026-11-22T10:00:00.000Z';
function recorded(events: DomainEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    id: `e${index + 1}-${randomUUID()}`,
    streamId: 's',
    revision: index,
    position: index + 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: at },
    recordedAt: at,
  }));
}
const message = (messageId: string, fromUserId: string, type = 'TEXT'): DomainEvent => ({
  type: 'MessageSent',
  data: { conversationId: 'conv', messageId, fromUserId, body: 'hi', type, file: null, sentAt: at },
});

const base: DomainEvent[] = [
  tutorSignedUp('t1', 'Ada', 'Lovelace'),
  tutorSignedUp('c1', 'Pat', 'Morgan', 'STUDENT_OR_PARENT'),
  { type: 'TutoringRequestSent', data: { requestId: 'r1', clientId: 'c1', tutorId: 't1', conversationId: 'conv', sentAt: at } },
  { type: 'ConversationStarted', data: { conversationId: 'conv', participantIds: ['c1', 't1'], clientId: 'c1', tutorId: 't1', startedAt: at } },
  message('m0', 'c1', 'REQUEST'),
  { type: 'TutoringRequestAccepted', data: { requestId: 'r1', tutorId: 't1', pairId: 'p1', conversationId: 'conv', acceptedAt: at, how: 'REQUEST' } },
  message('m1', 't1'),
  message('m2', 't1'),
  { type: 'TutoringRequestSent', data: { requestId: 'r2', clientId: 'c1', tutorId: null, conversationId: null, sentAt: at } },
];

describe('the notifications projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [notificationsProjection], new Map());
  });

  const applyAll = (all: RecordedEvent[]): Promise<ProjectionStore> => projectInMemory(notificationsProjection, readStore, all);

  it('tells the tutor of a request, the client of the answer and of messages, one unread message notice per conversation', async () => {
    await applyAll(recorded(base));
    const forTutor = await findNotificationsOf(readModels, 't1');
    expect(forTutor.map(({ type, details, link, isRead }) => ({ type, details, link, isRead }))).toEqual([
      { type: 'TUTORING_REQUEST', details: 'Pat Morgan sent you a tutoring request.', link: '/conversation/conv', isRead: false },
    ]);
    const forClient = await findNotificationsOf(readModels, 'c1');
    expect(forClient.map(({ type, details }) => [type, details])).toEqual([
      ['NEW_MESSAGE', 'Ada Lovelace sent you a message.'],
      ['REQUEST_ACCEPTED', 'Ada Lovelace accepted your tutoring request.'],
    ]);
  });

  it('marks read, starts a new message notice after a read one, and clears up to a position', async () => {
    const events = recorded(base);
    await applyAll(events);
    const [messageNotice] = await findNotificationsOf(readModels, 'c1');
    const more = recorded([
      ...base,
      { type: 'NotificationRead', data: { userId: 'c1', notificationId: messageNotice._id, readAt: at } },
      message('m3', 't1'),
    ]);
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [notificationsProjection], new Map());
    // Same ids for the base events, so the read refers to the notification made before.
    const replay = more.map((event, index) => (index < events.length ? events[index] : event));
    await applyAll(replay);
    const afterRead = await findNotificationsOf(readModels, 'c1');
    expect(afterRead.map(({ type, isRead }) => [type, isRead])).toEqual([
      ['NEW_MESSAGE', false],
      ['NEW_MESSAGE', true],
      ['REQUEST_ACCEPTED', false],
    ]);
    const clearedUpTo = afterRead[1].sourcePosition;
    const cleared = [...replay, ...recorded([{ type: 'NotificationsCleared', data: { userId: 'c1', upToPosition: clearedUpTo, clearedAt: at } }]).map((event) => ({ ...event, position: replay.length + 1 }))];
    await applyAll(cleared);
    expect((await findNotificationsOf(readModels, 'c1')).map(({ type }) => type)).toEqual(['NEW_MESSAGE']);
  });

  it('gives the same documents when the same events are applied twice', async () => {
    const withReadAndClear = async () => {
      const events = recorded(base);
      await applyAll(events);
      const [messageNotice] = await findNotificationsOf(readModels, 'c1');
      const later = recorded([
        { type: 'NotificationRead', data: { userId: 'c1', notificationId: messageNotice._id, readAt: at } },
        message('m3', 't1'),
        { type: 'NotificationsCleared', data: { userId: 't1', upToPosition: 3, clearedAt: at } },
      ]).map((event, index) => ({ ...event, position: events.length + index + 1 }));
      return [...events, ...later];
    };
    const once = await expectSameDocumentsWhenAppliedTwice(notificationsProjection, await withReadAndClear(), () => new InMemoryReadStore());
    expect(once[NOTIFICATIONS_COLLECTION].length).toBeGreaterThan(1);
  });
});

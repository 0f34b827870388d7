import { randomUUID } from 'node:crypto';
import { ConversationEvent } from '../../domain/conversations/conversation.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { Document } from '../../platform/readstore/read-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice } from '../../test-support/projection-test-support';
import { physicalCollectionName, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';
import {
  CONVERSATION_INBOX_COLLECTION,
  CONVERSATIONS_COLLECTION,
  conversationsProjection,
  findInboxPage,
  findMessagesBefore,
  isMessageRead,
  findConversation,
  unreadMessageCount,
} from './conversations.projection';

const at = '2026-11-22T10:00:00.000Z';
const started = (conversationId: string, clientId: string, tutorId = 't1'): ConversationEvent => ({
  type: 'ConversationStarted',
  data: { conversationId, participantIds: [clientId, tutorId], clientId, tutorId, startedAt: at },
});
const sent = (conversationId: string, messageId: string, fromUserId: string, body = 'hi'): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId, messageId, fromUserId, body, type: 'TEXT', file: null, sentAt: at },
});
const read = (conversationId: string, readerId: string, upToMessageId: string): ConversationEvent => ({
  type: 'MessagesRead',
  data: { conversationId, readerId, upToMessageId, readAt: at },
});

/** Recorded as the store would: global positions in order, revisions per stream. */
function recorded(events: ConversationEvent[]): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const streamId = `conversation-${event.data.conversationId}`;
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return { id: randomUUID(), streamId, revision, position: index + 1, type: event.type, data: event.data, metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: at }, recordedAt: at };
  });
}

const events = recorded([
  started('a', 'c1'),
  started('b', 'c2'),
  sent('a', 'm1', 'c1', 'Hello'),
  sent('a', 'm2', 'c1', 'Are you there?'),
  sent('b', 'm3', 'c2', 'Hi from b'),
  { type: 'TutoringRequestLinked', data: { conversationId: 'a', requestId: 'r1' } },
  { type: 'PairLinked', data: { conversationId: 'a', pairId: 'p1' } },
  read('a', 't1', 'm2'),
  sent('a', 'm4', 't1', 'Yes!'),
  { type: 'ConversationArchived', data: { conversationId: 'b', userId: 't1' } },
]);

describe('the conversations projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [conversationsProjection], new Map());
  });

  async function applyAll(projection: ProjectionDefinition, all: RecordedEvent[], times = 1): Promise<ProjectionStore> {
    const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(projection, projection.version, logical)) };
    await projection.setup?.(store);
    for (let round = 0; round < times; round++) for (const event of all) if (projection.handles.includes(event.type)) await projection.apply(event, store);
    return store;
  }

  it('keeps the last message, the request and pair, and how far each participant has read', async () => {
    await applyAll(conversationsProjection, events);
    const conversation = await findConversation(readModels, 'a');
    expect(conversation).toMatchObject({ clientId: 'c1', tutorId: 't1', requestIds: ['r1'], latestRequestId: 'r1', pairId: 'p1', lastMessage: { messageId: 'm4', body: 'Yes!', fromUserId: 't1', toUserId: 'c1' } });
    const messages = (await findMessagesBefore(readModels, 'a', null, 20)).reverse();
    expect(messages.map((message) => [message._id, isMessageRead(conversation!, message)])).toEqual([
      ['m1', true],
      ['m2', true],
      ['m4', false],
    ]);
  });

  it('lists the inbox per role and archive state, newest activity first, with unread counts and the badge', async () => {
    await applyAll(conversationsProjection, events);
    const tutorActive = await findInboxPage(readModels, { userId: 't1', role: 'TUTOR', archived: false, skip: 0, limit: 10 });
    expect(tutorActive.map((entry) => [entry.conversationId, entry.unreadCount])).toEqual([['a', 0]]);
    const tutorArchived = await findInboxPage(readModels, { userId: 't1', role: 'TUTOR', archived: true, skip: 0, limit: 10 });
    expect(tutorArchived.map((entry) => [entry.conversationId, entry.unreadCount])).toEqual([['b', 1]]);
    expect(await findInboxPage(readModels, { userId: 't1', role: 'CLIENT', archived: false, skip: 0, limit: 10 })).toEqual([]);
    expect(await unreadMessageCount(readModels, 't1')).toBe(1);
    expect(await unreadMessageCount(readModels, 'c1')).toBe(1);
    expect(await unreadMessageCount(readModels, 'c2')).toBe(0);
  });

  it("keeps each user's badge as messages arrive and are read, over many conversations", async () => {
    const clients = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const many = recorded([
      ...clients.map((clientId) => started(clientId, clientId)),
      ...clients.flatMap((clientId) => [sent(clientId, `${clientId}-1`, clientId), sent(clientId, `${clientId}-2`, clientId)]),
      read('c0', 't1', 'c0-2'),
      sent('c1', 'c1-3', 't1', 'a reply reads the conversation too'),
      { type: 'ConversationArchived', data: { conversationId: 'c2', userId: 't1' } },
    ]);
    await applyAll(conversationsProjection, many);
    // Two unread in each of 30 conversations, less the one read and the one answered; archived ones still count.
    expect(await unreadMessageCount(readModels, 't1')).toBe(56);
    expect(await unreadMessageCount(readModels, 'c1')).toBe(1);
    expect(await unreadMessageCount(readModels, 'c0')).toBe(0);
    expect(await unreadMessageCount(readModels, 'nobody')).toBe(0);
  });

  it('counts an event into the badge once when it comes again after a crash between the total and the inbox entry', async () => {
    const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(conversationsProjection, conversationsProjection.version, logical)) };
    await conversationsProjection.setup?.(store);
    const [start, firstMessage, secondMessage] = recorded([started('a', 'c1'), sent('a', 'm1', 'c1'), sent('a', 'm2', 'c1')]);
    await conversationsProjection.apply(start, store);
    await conversationsProjection.apply(firstMessage, store);
    // The process dies as the inbox entries of the second message are written: its totals are.
    const crashing: ProjectionStore = {
      collection: <T extends Document>(logical: string) => {
        const collection = store.collection<T>(logical);
        if (logical !== CONVERSATION_INBOX_COLLECTION) return collection;
        return new Proxy(collection, { get: (target, key) => (key === 'replaceOne' ? () => Promise.reject(new Error('killed')) : Reflect.get(target, key, target)) });
      },
    };
    await expect(conversationsProjection.apply(secondMessage, crashing)).rejects.toThrow('killed');
    expect(await unreadMessageCount(readModels, 't1')).toBe(2);
    await conversationsProjection.apply(secondMessage, store);
    await conversationsProjection.apply(secondMessage, store);
    expect(await unreadMessageCount(readModels, 't1')).toBe(2);
    expect((await findInboxPage(readModels, { userId: 't1', role: 'TUTOR', archived: false, skip: 0, limit: 10 })).map((entry) => entry.unreadCount)).toEqual([2]);
  });

  it('pages messages back from the newest', async () => {
    const many = recorded([started('a', 'c1'), ...Array.from({ length: 25 }, (_, i) => sent('a', `m${i}`, i % 2 ? 'c1' : 't1', `message ${i}`))]);
    await applyAll(conversationsProjection, many);
    const newest = await findMessagesBefore(readModels, 'a', null, 20);
    expect(newest.map((message) => message._id)).toEqual(Array.from({ length: 20 }, (_, i) => `m${24 - i}`));
    const older = await findMessagesBefore(readModels, 'a', newest[newest.length - 1].revision, 20);
    expect(older.map((message) => message._id)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
  });

  it("keeps deleted users' messages in place without their text or file, and the other side's as they were, applied twice alike", async () => {
    const userDeleted = (userId: string, position: number): RecordedEvent => ({
      id: randomUUID(),
      streamId: `user-${userId}`,
      revision: 0,
      position,
      type: 'UserDeleted',
      data: { userId, byUserId: 'admin', reason: 'asked', deletedAt: at },
      metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: at },
      recordedAt: at,
    });
    const all = [...events, userDeleted('c1', events.length + 1), userDeleted('c2', events.length + 2)];
    await expectSameDocumentsWhenAppliedTwice(conversationsProjection, all, () => new InMemoryReadStore());
    await applyAll(conversationsProjection, all);
    const messages = (await findMessagesBefore(readModels, 'a', null, 20)).reverse();
    expect(messages.map((message) => [message._id, message.fromUserId, message.body])).toEqual([
      ['m1', 'c1', ''],
      ['m2', 'c1', ''],
      ['m4', 't1', 'Yes!'],
    ]);
    expect((await findConversation(readModels, 'a'))?.lastMessage).toMatchObject({ messageId: 'm4', body: 'Yes!' });
    expect((await findConversation(readModels, 'b'))?.lastMessage).toMatchObject({ messageId: 'm3', fromUserId: 'c2', body: '', file: null });
  });

  it('gives the same documents when the same events are applied twice, or each delivered twice (as after a crash between apply and checkpoint)', async () => {
    const documents = await expectSameDocumentsWhenAppliedTwice(conversationsProjection, events, () => new InMemoryReadStore());
    expect(documents[CONVERSATIONS_COLLECTION].map((conversation) => conversation._id)).toEqual(['a', 'b']);
  });
});

import { ConversationEvent, CONVERSATION_EVENT_TYPES, MessageType } from '../../domain/conversations/conversation.events';
import { UploadedFile } from '../../domain/files/uploaded-file';
import { UserDeleted } from '../../domain/accounts/user.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore, writeEvolved } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * The inbox and the messages. Four collections:
 * - `conversations`: one document per conversation with its participants, request, pair, last message
 *   and, per participant, how far they have read (the stream revision of their last read);
 * - `conversation_inbox`: one entry per conversation and participant, with their archive flag and
 *   unread count. `inboxKey` (user, role, active or archived) leads an index ordered by the last
 *   activity, so a page of a tutor's inbox is an index walk however many conversations they have;
 * - `conversation_unread_totals`: per user, the unread messages of all their inbox entries (the Inbox
 *   badge), kept as the entries change, so the badge, which live delivery works out again for every
 *   message a user receives, is one read however many unread conversations they have;
 * - `conversation_messages`: the messages, ordered in their conversation by stream revision.
 * Every document is guarded by the last log position applied to it, so redelivery changes nothing.
 */
export type ConversationRole = 'CLIENT' | 'TUTOR';

export interface MessageDocument extends ProjectedDocument {
  conversationId: string;
  /** The MessageSent event's revision in the conversation stream: the message order. */
  revision: number;
  fromUserId: string;
  toUserId: string;
  body: string;
  type: MessageType;
  file: UploadedFile | null;
  sentAt: string;
}

export type LastMessage = Pick<MessageDocument, 'conversationId' | 'revision' | 'fromUserId' | 'toUserId' | 'body' | 'type' | 'file' | 'sentAt'> & { messageId: string };

export interface ConversationDocument extends ProjectedDocument {
  clientId: string;
  tutorId: string;
  participantIds: string[];
  requestIds: string[];
  /** The most recent tutoring request linked, the one the conversation screen shows. */
  latestRequestId: string | null;
  pairId: string | null;
  startedAt: string;
  lastMessage: LastMessage | null;
  /** Log position of the latest message (or of the start): the inbox order. */
  lastActivity: number;
  /** Per participant, the stream revision up to which they have read (inclusive); -1 for nothing. */
  readUpTo: Record<string, number>;
  archivedBy: string[];
}

export interface InboxEntryDocument extends ProjectedDocument {
  conversationId: string;
  userId: string;
  role: ConversationRole;
  archived: boolean;
  inboxKey: string;
  lastActivity: number;
  unreadCount: number;
}

/** A user's unread messages over all their conversations (`_id` = the user id). */
export interface UnreadTotalDocument extends ProjectedDocument {
  unreadCount: number;
}

export const CONVERSATIONS_COLLECTION = 'conversations';
export const CONVERSATION_INBOX_COLLECTION = 'conversation_inbox';
export const CONVERSATION_MESSAGES_COLLECTION = 'conversation_messages';
export const CONVERSATION_UNREAD_TOTALS_COLLECTION = 'conversation_unread_totals';

export function inboxKeyOf(userId: string, role: ConversationRole, archived: boolean): string {
  return `${userId}:${role}:${archived ? 'archived' : 'active'}`;
}

export function inboxEntryId(conversationId: string, userId: string): string {
  return `${conversationId}:${userId}`;
}

export function otherParticipant(conversation: Pick<ConversationDocument, 'clientId' | 'tutorId'>, userId: string): string {
  return conversation.clientId === userId ? conversation.tutorId : conversation.clientId;
}

export function evolveConversationDocument(current: ConversationDocument | null, event: ConversationEvent, recorded: Pick<RecordedEvent, 'position' | 'revision'>): ConversationDocument | null {
  if (event.type === 'ConversationStarted') {
    const { conversationId, clientId, tutorId, participantIds, startedAt } = event.data;
    return {
      _id: conversationId,
      clientId,
      tutorId,
      participantIds: [...participantIds],
      requestIds: [],
      latestRequestId: null,
      pairId: null,
      startedAt,
      lastMessage: null,
      lastActivity: recorded.position,
      readUpTo: { [clientId]: -1, [tutorId]: -1 },
      archivedBy: [],
      _position: recorded.position,
    };
  }
  if (!current) return null;
  const position = recorded.position;
  switch (event.type) {
    case 'TutoringRequestLinked':
      return { ...current, requestIds: [...current.requestIds, event.data.requestId], latestRequestId: event.data.requestId, _position: position };
    case 'PairLinked':
      return { ...current, pairId: event.data.pairId, _position: position };
    case 'MessageSent': {
      const { messageId, fromUserId, body, type, file, sentAt, conversationId } = event.data;
      const lastMessage: LastMessage = { messageId, conversationId, revision: recorded.revision, fromUserId, toUserId: otherParticipant(current, fromUserId), body, type, file, sentAt };
      return { ...current, lastMessage, lastActivity: position, readUpTo: { ...current.readUpTo, [fromUserId]: recorded.revision }, _position: position };
    }
    case 'MessagesRead':
      // Everything before the read in the stream is read: the decider read the whole stream to decide it.
      return { ...current, readUpTo: { ...current.readUpTo, [event.data.readerId]: recorded.revision }, _position: position };
    case 'ConversationArchived':
      return { ...current, archivedBy: [...current.archivedBy.filter((id) => id !== event.data.userId), event.data.userId], _position: position };
    case 'ConversationUnarchived':
      return { ...current, archivedBy: current.archivedBy.filter((id) => id !== event.data.userId), _position: position };
    default:
      return current;
  }
}

type InboxEntryFields = Pick<InboxEntryDocument, '_id' | 'conversationId' | 'userId' | 'role' | 'archived' | 'lastActivity' | 'unreadCount'>;

function entry(base: InboxEntryFields, position: number): InboxEntryDocument {
  return { ...base, inboxKey: inboxKeyOf(base.userId, base.role, base.archived), _position: position };
}

/** One participant's inbox entry after an event of their conversation. */
export function evolveInboxEntry(
  current: InboxEntryDocument | null,
  event: ConversationEvent,
  participant: { userId: string; role: ConversationRole },
  position: number,
): InboxEntryDocument | null {
  if (event.type === 'ConversationStarted') {
    return entry({ _id: inboxEntryId(event.data.conversationId, participant.userId), conversationId: event.data.conversationId, ...participant, archived: false, lastActivity: position, unreadCount: 0 }, position);
  }
  if (!current) return null;
  switch (event.type) {
    case 'MessageSent': {
      const unreadCount = event.data.fromUserId === participant.userId ? 0 : current.unreadCount + 1;
      return entry({ ...current, lastActivity: position, unreadCount }, position);
    }
    case 'MessagesRead':
      return event.data.readerId === participant.userId ? entry({ ...current, unreadCount: 0 }, position) : current;
    case 'ConversationArchived':
    case 'ConversationUnarchived':
      return event.data.userId === participant.userId ? entry({ ...current, archived: event.type === 'ConversationArchived' }, position) : current;
    case 'TutoringRequestLinked':
    case 'PairLinked':
      return current;
    default:
      return current;
  }
}

export function messageDocumentOf(event: Extract<ConversationEvent, { type: 'MessageSent' }>, toUserId: string, recorded: Pick<RecordedEvent, 'position' | 'revision'>): MessageDocument {
  const { messageId, conversationId, fromUserId, body, type, file, sentAt } = event.data;
  return { _id: messageId, conversationId, revision: recorded.revision, fromUserId, toUserId, body, type, file, sentAt, _position: recorded.position };
}

/** A deleted user's messages keep their place, time and sender id, without their text or file. */
async function scrubMessagesOf(event: UserDeleted, store: ProjectionStore): Promise<void> {
  const { userId } = event.data;
  await store.collection<MessageDocument>(CONVERSATION_MESSAGES_COLLECTION).updateMany({ fromUserId: userId }, { $set: { body: '', file: null } });
  await store.collection<ConversationDocument>(CONVERSATIONS_COLLECTION).updateMany({ 'lastMessage.fromUserId': userId }, { $set: { 'lastMessage.body': '', 'lastMessage.file': null } });
}

async function applyConversationEvent(event: RecordedEvent, store: ProjectionStore): Promise<void> {
  if (event.type === 'UserDeleted') return scrubMessagesOf({ type: 'UserDeleted', data: event.data as UserDeleted['data'] }, store);
  const conversationEvent = { type: event.type, data: event.data } as ConversationEvent;
  const conversations = store.collection<ConversationDocument>(CONVERSATIONS_COLLECTION);
  const conversationId = conversationEvent.data.conversationId;
  // The participants never change: read them before this event's own change.
  const before = await conversations.findOne({ _id: conversationId }, { readOnly: true });
  // These evolve functions build the next document without changing the current one, so they are
  // handed the store's own (read-only) documents: no copy of each per message.
  const keepsCurrent = { evolveKeepsCurrent: true };
  await evolveDocument(conversations, conversationId, event, (current) => evolveConversationDocument(current, conversationEvent, event), keepsCurrent);
  const conversation = before ?? (conversationEvent.type === 'ConversationStarted' ? conversationEvent.data : null);
  if (!conversation) return;

  const inbox = store.collection<InboxEntryDocument>(CONVERSATION_INBOX_COLLECTION);
  const participants: Array<{ userId: string; role: ConversationRole }> = [
    { userId: conversation.clientId, role: 'CLIENT' },
    { userId: conversation.tutorId, role: 'TUTOR' },
  ];
  const entries: Array<{ id: string; current: InboxEntryDocument | null; next: InboxEntryDocument | null }> = [];
  const unreadChanges = new Map<string, number>();
  for (const participant of participants) {
    const id = inboxEntryId(conversationId, participant.userId);
    const current = await inbox.findOne({ _id: id }, { readOnly: true });
    if (current && current._position >= event.position) continue;
    const next = evolveInboxEntry(current, conversationEvent, participant, event.position);
    entries.push({ id, current, next });
    const change = (next?.unreadCount ?? 0) - (current?.unreadCount ?? 0);
    if (change !== 0) unreadChanges.set(participant.userId, (unreadChanges.get(participant.userId) ?? 0) + change);
  }
  // The totals before the entries: an event redelivered after a crash between the two finds its
  // entries not yet changed, and works out the same change, which each total's position lets in once.
  const totals = store.collection<UnreadTotalDocument>(CONVERSATION_UNREAD_TOTALS_COLLECTION);
  for (const [userId, change] of unreadChanges) {
    await evolveDocument(totals, userId, event, (current) => ({ _id: userId, unreadCount: (current?.unreadCount ?? 0) + change, _position: event.position }), keepsCurrent);
  }
  for (const { id, current, next } of entries) await writeEvolved(inbox, id, current, next, event.position);
  if (conversationEvent.type === 'MessageSent') {
    const toUserId = otherParticipant(conversation, conversationEvent.data.fromUserId);
    await evolveDocument(store.collection<MessageDocument>(CONVERSATION_MESSAGES_COLLECTION), conversationEvent.data.messageId, event, () => messageDocumentOf(conversationEvent, toUserId, event), keepsCurrent);
  }
}

export const conversationsProjection: ProjectionDefinition = {
  name: 'conversations',
  // 2: a deleted user's messages lose their text (UserDeleted), found by sender.
  // 3: each user's unread total kept (the badge), in place of summing their unread entries.
  version: 3,
  handles: [...CONVERSATION_EVENT_TYPES, 'UserDeleted'],
  collections: [CONVERSATIONS_COLLECTION, CONVERSATION_INBOX_COLLECTION, CONVERSATION_MESSAGES_COLLECTION, CONVERSATION_UNREAD_TOTALS_COLLECTION],
  async setup(store) {
    const inbox = store.collection(CONVERSATION_INBOX_COLLECTION);
    await inbox.createIndex({ keys: { inboxKey: 1, lastActivity: -1, _id: 1 }, name: 'inbox_newest_first' });
    await inbox.createIndex({ keys: { userId: 1 }, name: 'by_user' });
    await store.collection(CONVERSATION_MESSAGES_COLLECTION).createIndex({ keys: { conversationId: 1, revision: -1 }, name: 'by_conversation_newest_first' });
    await store.collection(CONVERSATION_MESSAGES_COLLECTION).createIndex({ keys: { fromUserId: 1 }, name: 'by_sender' });
  },
  apply: applyConversationEvent,
};

// ---------------------------------------------------------------------------------------------
// Readers

/** `readOnly`: the caller never changes the conversation it gets (the in-memory store then hands out its own frozen document, uncopied). */
export function findConversation(readModels: ReadModels, conversationId: string, options: { readOnly?: boolean } = {}): Promise<ConversationDocument | null> {
  return readModels.collection<ConversationDocument>(CONVERSATIONS_COLLECTION).findOne({ _id: conversationId }, options);
}

export function findConversations(readModels: ReadModels, conversationIds: readonly string[], options: { readOnly?: boolean } = {}): Promise<ConversationDocument[]> {
  return readModels.collection<ConversationDocument>(CONVERSATIONS_COLLECTION).find({ _id: { $in: [...conversationIds] } }, options);
}

export function findInboxEntry(readModels: ReadModels, conversationId: string, userId: string): Promise<InboxEntryDocument | null> {
  return readModels.collection<InboxEntryDocument>(CONVERSATION_INBOX_COLLECTION).findOne({ _id: inboxEntryId(conversationId, userId) });
}

/** One page of a user's inbox as client or tutor, active or archived, latest activity first. */
export function findInboxPage(
  readModels: ReadModels,
  query: { userId: string; role: ConversationRole; archived: boolean; skip: number; limit: number },
): Promise<InboxEntryDocument[]> {
  return readModels
    .collection<InboxEntryDocument>(CONVERSATION_INBOX_COLLECTION)
    .find({ inboxKey: inboxKeyOf(query.userId, query.role, query.archived) }, { sort: { lastActivity: -1, _id: 1 }, skip: query.skip, limit: query.limit, readOnly: true });
}

/** Every inbox entry of a user, latest activity first. */
export function findInboxOfUser(readModels: ReadModels, userId: string): Promise<InboxEntryDocument[]> {
  return readModels.collection<InboxEntryDocument>(CONVERSATION_INBOX_COLLECTION).find({ userId }, { sort: { lastActivity: -1, _id: 1 } });
}

/** The Inbox badge: unread messages over all of the user's conversations. */
export async function unreadMessageCount(readModels: ReadModels, userId: string): Promise<number> {
  const total = await readModels.collection<UnreadTotalDocument>(CONVERSATION_UNREAD_TOTALS_COLLECTION).findOne({ _id: userId }, { readOnly: true });
  return total?.unreadCount ?? 0;
}

export function findMessage(readModels: ReadModels, messageId: string): Promise<MessageDocument | null> {
  return readModels.collection<MessageDocument>(CONVERSATION_MESSAGES_COLLECTION).findOne({ _id: messageId });
}

/** Up to `limit` messages before a revision (all when null), newest first. */
export function findMessagesBefore(readModels: ReadModels, conversationId: string, beforeRevision: number | null, limit: number): Promise<MessageDocument[]> {
  const filter = beforeRevision === null ? { conversationId } : { conversationId, revision: { $lt: beforeRevision } };
  return readModels.collection<MessageDocument>(CONVERSATION_MESSAGES_COLLECTION).find(filter, { sort: { revision: -1 }, limit, readOnly: true });
}

/** Whether the message's recipient has read it (for the sender: a read receipt). */
export function isMessageRead(conversation: Pick<ConversationDocument, 'readUpTo'>, message: Pick<MessageDocument, 'toUserId' | 'revision'>): boolean {
  return (conversation.readUpTo[message.toUserId] ?? -1) >= message.revision;
}

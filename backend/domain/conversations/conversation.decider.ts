import { assertNever, CommandMetadata, Decider } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import {
  ConversationCommand,
  LinkPair,
  LinkTutoringRequest,
  ReadMessages,
  SendMessage,
  SetArchiveState,
  StartConversation,
} from './conversation.commands';
import { ConversationEvent, ConversationStarted, MessageSent } from './conversation.events';
import { ConversationMessages as Messages, messageBodyError } from './conversation.rules';

export type ConversationState =
  | { status: 'none' }
  | {
      status: 'started';
      conversationId: string;
      clientId: string;
      tutorId: string;
      requestIds: readonly string[];
      pairIds: readonly string[];
      messageCount: number;
      lastMessageId: string | null;
      /**
       * Each message id with its 1-based ordinal. Shared by the states of one fold and only ever
       * added to, so folding a long conversation stays linear (copying it per message would make
       * every command quadratic in the conversation's length). A fold starts from `initialState()`
       * with a fresh map, and a state is never evolved twice, so no state sees another's messages.
       */
      messageOrdinals: ReadonlyMap<string, number>;
      /** Per participant, how many messages (from the start) they have read. */
      readCount: Readonly<Record<string, number>>;
      archivedBy: readonly string[];
    };

type Started = Extract<ConversationState, { status: 'started' }>;

export const initialConversationState = (): ConversationState => ({ status: 'none' });

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  if (event.type === 'ConversationStarted') {
    const { conversationId, clientId, tutorId } = event.data;
    return {
      status: 'started',
      conversationId,
      clientId,
      tutorId,
      requestIds: [],
      pairIds: [],
      messageCount: 0,
      lastMessageId: null,
      messageOrdinals: new Map(),
      readCount: {},
      archivedBy: [],
    };
  }
  if (state.status !== 'started') return state;
  switch (event.type) {
    case 'TutoringRequestLinked':
      return { ...state, requestIds: [...state.requestIds, event.data.requestId] };
    case 'PairLinked':
      return { ...state, pairIds: [...state.pairIds, event.data.pairId] };
    case 'MessageSent': {
      const messageCount = state.messageCount + 1;
      (state.messageOrdinals as Map<string, number>).set(event.data.messageId, messageCount);
      // A sender has read everything up to their own message.
      return { ...state, messageCount, lastMessageId: event.data.messageId, readCount: { ...state.readCount, [event.data.fromUserId]: messageCount } };
    }
    case 'MessagesRead': {
      const upTo = state.messageOrdinals.get(event.data.upToMessageId) ?? 0;
      const current = state.readCount[event.data.readerId] ?? 0;
      return { ...state, readCount: { ...state.readCount, [event.data.readerId]: Math.max(current, upTo) } };
    }
    case 'ConversationArchived':
      return { ...state, archivedBy: [...state.archivedBy, event.data.userId] };
    case 'ConversationUnarchived':
      return { ...state, archivedBy: state.archivedBy.filter((userId) => userId !== event.data.userId) };
    default:
      return assertNever(event);
  }
}

export function isParticipant(state: ConversationState, userId: string): boolean {
  return state.status === 'started' && (state.clientId === userId || state.tutorId === userId);
}

function requireStarted(state: ConversationState): Started {
  if (state.status !== 'started') throw new DomainError(Messages.notStarted);
  return state;
}

/** The actor must be a participant; the system (null actor) may act in any conversation. */
function requireParticipantActor(metadata: CommandMetadata, state: Started): void {
  if (metadata.actorId !== null && !isParticipant(state, metadata.actorId)) throw new ForbiddenError(Messages.notAParticipant);
}

function requireSelf(metadata: CommandMetadata, userId: string): void {
  if (metadata.actorId !== null && metadata.actorId !== userId) throw new ForbiddenError(Messages.notAParticipant);
}

function started(command: StartConversation | LinkTutoringRequest, state: ConversationState): ConversationStarted[] {
  const { conversationId, clientId, tutorId } = command.data;
  if (clientId === tutorId) throw new DomainError(Messages.sameUser);
  const { actorId } = command.metadata;
  if (actorId !== null && actorId !== clientId && actorId !== tutorId) throw new ForbiddenError(Messages.notAParticipant);
  if (state.status === 'started') {
    if (state.clientId !== clientId || state.tutorId !== tutorId) throw new DomainError(Messages.otherParticipants);
    return [];
  }
  const startedAt = command.metadata.now.toISOString();
  return [{ type: 'ConversationStarted', data: { conversationId, participantIds: [clientId, tutorId], clientId, tutorId, startedAt } }];
}

export function startConversation(command: StartConversation, state: ConversationState): ConversationEvent[] {
  return started(command, state);
}

export function linkTutoringRequest(command: LinkTutoringRequest, state: ConversationState): ConversationEvent[] {
  const { conversationId, clientId, requestId, files, messageIds } = command.data;
  const start = started(command, state);
  if (state.status === 'started' && state.requestIds.includes(requestId)) return [];
  const firstMessage = command.data.firstMessage.trim();
  throwIfInvalid({ firstMessage: messageBodyError(firstMessage, { mayBeEmpty: true }) });
  if (messageIds.length !== files.length + 1) throw new Error('linkTutoringRequest needs one message id for the request and one per file');
  const sentAt = command.metadata.now.toISOString();
  const messages: MessageSent[] = [
    { type: 'MessageSent', data: { conversationId, messageId: messageIds[0], fromUserId: clientId, body: firstMessage, type: 'REQUEST', file: null, sentAt } },
    ...files.map(
      (file, index): MessageSent => ({
        type: 'MessageSent',
        data: { conversationId, messageId: messageIds[index + 1], fromUserId: clientId, body: file.filename, type: 'ATTACHMENT', file, sentAt },
      }),
    ),
  ];
  return [...start, { type: 'TutoringRequestLinked', data: { conversationId, requestId } }, ...messages];
}

export function linkPair(command: LinkPair, state: ConversationState): ConversationEvent[] {
  const conversation = requireStarted(state);
  requireParticipantActor(command.metadata, conversation);
  if (conversation.pairIds.includes(command.data.pairId)) return [];
  return [{ type: 'PairLinked', data: { conversationId: conversation.conversationId, pairId: command.data.pairId } }];
}

/** Idempotent on the message id: a retried send records nothing the second time. */
export function sendMessage(command: SendMessage, state: ConversationState): ConversationEvent[] {
  const conversation = requireStarted(state);
  const { messageId, fromUserId, type, file } = command.data;
  requireSelf(command.metadata, fromUserId);
  if (!isParticipant(conversation, fromUserId)) throw new ForbiddenError(Messages.notAParticipant);
  if (conversation.messageOrdinals.has(messageId)) return [];
  const body = command.data.body.trim();
  if (type === 'ATTACHMENT') {
    if (!file) throw DomainError.fromFieldErrors({ file: Messages.attachmentMissing });
  } else {
    throwIfInvalid({ body: messageBodyError(body, { mayBeEmpty: type === 'SYSTEM' }) });
  }
  const sentAt = command.metadata.now.toISOString();
  return [
    {
      type: 'MessageSent',
      data: { conversationId: conversation.conversationId, messageId, fromUserId, body, type, file: type === 'ATTACHMENT' ? file : null, sentAt },
    },
  ];
}

/** Records nothing when the reader has already read every message. */
export function readMessages(command: ReadMessages, state: ConversationState): ConversationEvent[] {
  const conversation = requireStarted(state);
  const { readerId } = command.data;
  requireSelf(command.metadata, readerId);
  if (!isParticipant(conversation, readerId)) throw new ForbiddenError(Messages.notAParticipant);
  const total = conversation.messageCount;
  const upToMessageId = conversation.lastMessageId;
  if (upToMessageId === null || (conversation.readCount[readerId] ?? 0) >= total) return [];
  return [{ type: 'MessagesRead', data: { conversationId: conversation.conversationId, readerId, upToMessageId, readAt: command.metadata.now.toISOString() } }];
}

export function setArchiveState(command: SetArchiveState, state: ConversationState): ConversationEvent[] {
  const conversation = requireStarted(state);
  const { userId, isArchived } = command.data;
  requireSelf(command.metadata, userId);
  if (!isParticipant(conversation, userId)) throw new ForbiddenError(Messages.notAParticipant);
  if (conversation.archivedBy.includes(userId) === isArchived) return [];
  const data = { conversationId: conversation.conversationId, userId };
  return [isArchived ? { type: 'ConversationArchived', data } : { type: 'ConversationUnarchived', data }];
}

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'StartConversation':
      return startConversation(command, state);
    case 'LinkTutoringRequest':
      return linkTutoringRequest(command, state);
    case 'LinkPair':
      return linkPair(command, state);
    case 'SendMessage':
      return sendMessage(command, state);
    case 'ReadMessages':
      return readMessages(command, state);
    case 'SetArchiveState':
      return setArchiveState(command, state);
    default:
      return assertNever(command);
  }
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};

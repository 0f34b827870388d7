import { UploadedFile } from '../files/uploaded-file';
import { DomainEvent } from '../shared/decider';

/**
 * Facts about the conversation of one client and one tutor, on the stream `conversation-<id>`.
 * There is one conversation per couple (its id derives from the two user ids); every request
 * between them and their pair link into it. Archiving is per participant.
 */
export type MessageType = 'TEXT' | 'ATTACHMENT' | 'REQUEST' | 'SYSTEM';

export const MESSAGE_TYPES: readonly MessageType[] = ['TEXT', 'ATTACHMENT', 'REQUEST', 'SYSTEM'];

export type ConversationStarted = DomainEvent<
  'ConversationStarted',
  { conversationId: string; participantIds: [string, string]; clientId: string; tutorId: string; startedAt: string }
>;
export type TutoringRequestLinked = DomainEvent<'TutoringRequestLinked', { conversationId: string; requestId: string }>;
export type PairLinked = DomainEvent<'PairLinked', { conversationId: string; pairId: string }>;
export type MessageSent = DomainEvent<
  'MessageSent',
  { conversationId: string; messageId: string; fromUserId: string; body: string; type: MessageType; file: UploadedFile | null; sentAt: string }
>;
export type MessagesRead = DomainEvent<'MessagesRead', { conversationId: string; readerId: string; upToMessageId: string; readAt: string }>;
export type ConversationArchived = DomainEvent<'ConversationArchived', { conversationId: string; userId: string }>;
export type ConversationUnarchived = DomainEvent<'ConversationUnarchived', { conversationId: string; userId: string }>;

export type ConversationEvent =
  | ConversationStarted
  | TutoringRequestLinked
  | PairLinked
  | MessageSent
  | MessagesRead
  | ConversationArchived
  | ConversationUnarchived;

export const CONVERSATION_EVENT_TYPES: ReadonlyArray<ConversationEvent['type']> = [
  'ConversationStarted',
  'TutoringRequestLinked',
  'PairLinked',
  'MessageSent',
  'MessagesRead',
  'ConversationArchived',
  'ConversationUnarchived',
];

export function conversationStreamId(conversationId: string): string {
  return `conversation-${conversationId}`;
}

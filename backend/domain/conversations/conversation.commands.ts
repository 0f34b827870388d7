import { UploadedFile } from '../files/uploaded-file';
import { DomainCommand } from '../shared/decider';
import { MessageType } from './conversation.events';

/**
 * Commands on the conversation of a client and a tutor. The acting user (`metadata.actorId`) must
 * be a participant; a null actor is the system itself (the request and pair flows, the seed).
 */
export type StartConversation = DomainCommand<'StartConversation', { conversationId: string; clientId: string; tutorId: string }>;

/**
 * Links a tutoring request and posts it into the conversation: the REQUEST message carrying the
 * first message, then one ATTACHMENT message per file, with the ids given (derived from the request,
 * so linking the same request again records nothing). Starts the conversation when it is new.
 */
export type LinkTutoringRequest = DomainCommand<
  'LinkTutoringRequest',
  {
    conversationId: string;
    clientId: string;
    tutorId: string;
    requestId: string;
    firstMessage: string;
    files: UploadedFile[];
    /** One id for the REQUEST message, then one per file. */
    messageIds: string[];
  }
>;
export type LinkPair = DomainCommand<'LinkPair', { pairId: string }>;
export type SendMessage = DomainCommand<
  'SendMessage',
  { messageId: string; fromUserId: string; body: string; type: Exclude<MessageType, 'REQUEST'>; file: UploadedFile | null }
>;
/** Marks every message so far as read by `readerId`. */
export type ReadMessages = DomainCommand<'ReadMessages', { readerId: string }>;
export type SetArchiveState = DomainCommand<'SetArchiveState', { userId: string; isArchived: boolean }>;

export type ConversationCommand = StartConversation | LinkTutoringRequest | LinkPair | SendMessage | ReadMessages | SetArchiveState;

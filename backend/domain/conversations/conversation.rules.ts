import { abidesByUserGuidelines } from '../shared/user-guidelines';

/**
 * Rules of a conversation: only its two participants read or write it; a text message is not empty
 * and abides by the user guidelines (spec section 5 words that message); an attachment carries a file.
 */
export const ConversationMessages = {
  /** Spec section 5, word for word. */
  messageGuidelines: 'Please enter a message that abides by our user guidelines.',
  messageTooLong: 'A message can be at most 5000 characters long.',
  attachmentMissing: 'No files were selected.',
  notStarted: 'This conversation does not exist.',
  notAParticipant: 'Only the participants of a conversation can see or write in it.',
  sameUser: 'A conversation needs two different people.',
  otherParticipants: 'This conversation belongs to two other people.',
} as const;

export const MAX_MESSAGE_LENGTH = 5000;

/** The message's field error, or undefined when the body may be sent. */
export function messageBodyError(body: string, { mayBeEmpty }: { mayBeEmpty: boolean }): string | undefined {
  if (body.length > MAX_MESSAGE_LENGTH) return ConversationMessages.messageTooLong;
  if (!mayBeEmpty && body.length === 0) return ConversationMessages.messageGuidelines;
  return abidesByUserGuidelines(body) ? undefined : ConversationMessages.messageGuidelines;
}

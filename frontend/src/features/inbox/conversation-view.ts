import { Conversation, ConversationParticipant } from './graphql/conversation-fields';

/** The participant who is not the viewer (the first one when the viewer is unknown). */
export function otherParticipant(conversation: Pick<Conversation, 'participants'>, viewerId: string | undefined): ConversationParticipant | undefined {
  return conversation.participants.find((participant) => participant.id !== viewerId) ?? conversation.participants[0];
}

export function fullName(person: { firstName: string; lastName: string } | undefined): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/** Where a conversation opens; tab 2 shows the request's details. */
export function conversationPath(conversationId: string, tab?: 2): string {
  return `/conversation/${encodeURIComponent(conversationId)}${tab ? `?tab=${tab}` : ''}`;
}

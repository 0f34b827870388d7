import type { GetMessagesForConversationQuery, GetPaginatedConversationListQuery } from '../../../lib/graphql/generated';

export type { ConversationRole, MessageType, TutoringRequestStatus } from '../../../lib/graphql/generated';

/** A conversation as CONVERSATION_FIELDS selects it. */
export type Conversation = GetPaginatedConversationListQuery['getPaginatedConversationList']['conversations'][number];
export type ConversationParticipant = Conversation['participants'][number];
/** A message as MESSAGE_FIELDS selects it. */
export type Message = GetMessagesForConversationQuery['getMessagesForConversation']['messages'][number];
/** A tutoring request as TUTORING_REQUEST_FIELDS selects it. */
export type TutoringRequest = NonNullable<Conversation['tutoringRequest']>;
export type RequestParty = TutoringRequest['from'];

export const PARTICIPANT_FIELDS = `
  id
  firstName
  lastName
  profileId
  role
`;

export const MESSAGE_FIELDS = `
  id
  conversationId
  body
  date
  isRead
  type
  filename
  file {
    filename
    mimetype
    url
  }
  fromUser {
    ${PARTICIPANT_FIELDS}
  }
`;

export const REQUEST_PARTY_FIELDS = `
  id
  firstName
  lastName
  profileId
`;

export const TUTORING_REQUEST_FIELDS = `
  id
  from {
    ${REQUEST_PARTY_FIELDS}
  }
  to {
    ${REQUEST_PARTY_FIELDS}
  }
  subject
  gradeLevel
  sessionType
  zipCode
  city
  state
  daysAvailable
  timeAvailable
  note
  createdAt
  status
  files {
    filename
    mimetype
    url
  }
`;

export const CONVERSATION_FIELDS = `
  id
  participants {
    ${PARTICIPANT_FIELDS}
  }
  lastMessage {
    ${MESSAGE_FIELDS}
  }
  tutoringRequest {
    ${TUTORING_REQUEST_FIELDS}
  }
  unreadCount
  isArchived
`;

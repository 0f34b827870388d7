import { UploadedFile } from '../../../components/files/graphql/upload-file';

export type ConversationRole = 'CLIENT' | 'TUTOR';
export type MessageType = 'TEXT' | 'ATTACHMENT' | 'REQUEST' | 'SYSTEM';
export type TutoringRequestStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';

export interface ConversationParticipant {
  id: string;
  firstName: string;
  lastName: string;
  profileId: string | null;
  role: ConversationRole;
}

export interface Message {
  id: string;
  conversationId: string;
  body: string;
  date: string;
  isRead: boolean;
  type: MessageType;
  filename: string | null;
  file: UploadedFile | null;
  fromUser: ConversationParticipant;
}

export interface RequestParty {
  id: string;
  firstName: string;
  lastName: string;
  profileId: string | null;
}

export interface TutoringRequest {
  id: string;
  from: RequestParty;
  to: RequestParty | null;
  subject: string | null;
  gradeLevel: string | null;
  sessionType: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  daysAvailable: string[] | null;
  timeAvailable: string | null;
  note: string | null;
  createdAt: string;
  status: TutoringRequestStatus;
  files: UploadedFile[];
}

export interface Conversation {
  id: string;
  participants: ConversationParticipant[];
  lastMessage: Message | null;
  tutoringRequest: TutoringRequest | null;
  unreadCount: number;
  isArchived: boolean;
}

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

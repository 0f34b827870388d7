import { Conversation, ConversationParticipant, Message, TutoringRequest } from './graphql/conversation-fields';

export const CLIENT: ConversationParticipant = { id: 'user-1', firstName: 'Ana', lastName: 'López', profileId: null, role: 'CLIENT' };
export const TUTOR: ConversationParticipant = { id: 'tutor-1', firstName: 'Maria', lastName: 'Garcia', profileId: 'p0000001', role: 'TUTOR' };

export function message(id: string, from: ConversationParticipant, body: string, overrides: Partial<Message> = {}): Message {
  return { id, conversationId: 'c1', body, date: '2026-11-02T10:00:00.000Z', isRead: false, type: 'TEXT', filename: null, file: null, fromUser: from, ...overrides };
}

export function request(overrides: Partial<TutoringRequest> = {}): TutoringRequest {
  return {
    id: 'r1',
    from: { id: CLIENT.id, firstName: CLIENT.firstName, lastName: CLIENT.lastName, profileId: null },
    to: { id: TUTOR.id, firstName: TUTOR.firstName, lastName: TUTOR.lastName, profileId: TUTOR.profileId },
    subject: 'Algebra 1',
    gradeLevel: 'HIGH_SCHOOL',
    sessionType: 'online',
    zipCode: null,
    city: null,
    state: null,
    daysAvailable: ['MONDAY', 'WEDNESDAY'],
    timeAvailable: 'Evenings',
    note: 'Hi Maria!',
    createdAt: '2026-11-02T10:00:00.000Z',
    status: 'PENDING',
    files: [{ filename: 'syllabus.pdf', mimetype: 'application/pdf', url: '/files/f1/syllabus.pdf' }],
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    participants: [CLIENT, TUTOR],
    lastMessage: message('m1', CLIENT, 'Hi Maria!', { type: 'REQUEST' }),
    tutoringRequest: request(),
    unreadCount: 0,
    isArchived: false,
    ...overrides,
  };
}

import { Session, SessionPerson } from './graphql/session-fields';

export function fullName(person: Pick<SessionPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Everyone in the session but the viewer, tutors and students only. */
export function otherParticipants(session: Session, viewerId: string): SessionPerson[] {
  return session.participants.filter((participant) => participant.user.id !== viewerId && participant.userType !== 'ADMIN').map((participant) => participant.user);
}

export function isDropIn(session: Pick<Session, 'sessionType'>): boolean {
  return session.sessionType === 'DROP_IN' || session.sessionType === 'GROUP';
}

export function isOnline(session: Pick<Session, 'meetingSolution'>): boolean {
  return session.meetingSolution !== 'IN_PERSON';
}

/** The viewer is the session's tutor. */
export function isTutorOf(session: Session, viewerId: string): boolean {
  return session.participants.some((participant) => participant.user.id === viewerId && participant.userType === 'TUTOR');
}

export const SUB_PATHS = ['upcoming', 'drop-ins', 'completed', 'summaries'] as const;
export type SubPath = (typeof SUB_PATHS)[number];

export function isSubPath(value: string | undefined): value is SubPath {
  return (SUB_PATHS as readonly string[]).includes(value ?? '');
}

/** Dollars and cents as US dollars. */
export function usd(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

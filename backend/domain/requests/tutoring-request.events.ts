import { SessionPreference, Weekday } from '../catalog/catalog.vocabulary';
import { DomainEvent } from '../shared/decider';
import { UploadedFile } from '../files/uploaded-file';
import { RequestGradeLevel } from './tutoring-request.rules';

/** How the tutor took the request on: a plain accept, an accept into a pair, or straight into a session. */
export type AcceptedHow = 'REQUEST' | 'PAIR' | 'SESSION';

/** What a client's next request form is prefilled with: the last form sent with save-preferences checked. */
export interface TutorRequestPreferences {
  subject: string;
  gradeLevel: RequestGradeLevel;
  sessionType: SessionPreference;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  daysAvailable: Weekday[];
  timeAvailable: string;
}

/** The request form's values as recorded (stream `tutoring-request-<requestId>`): the reusable part, then this request's own. */
export interface TutoringRequestDetails extends TutorRequestPreferences {
  firstMessage: string;
  files: UploadedFile[];
}

/** A client asked a tutor (or, with tutorId null, the team: `requestATutor`) for tutoring. */
export type TutoringRequestSent = DomainEvent<
  'TutoringRequestSent',
  TutoringRequestDetails & {
    requestId: string;
    clientId: string;
    tutorId: string | null;
    /** The client-tutor conversation the request opens; null for a request to the team. */
    conversationId: string | null;
    sentAt: string;
    /**
     * Whether the client asked to keep this form for the next one: the request's workflow saves it
     * to their preferences. Absent in requests recorded before the workflow (they saved it at once).
     */
    savePreferences?: boolean;
  }
>;
/** Only the fields that changed. */
/** `clientId` names whose key seals the edited texts (crypto-shredding); events recorded before it was added lack it. */
export type TutoringRequestEdited = DomainEvent<'TutoringRequestEdited', Partial<TutoringRequestDetails> & { requestId: string; clientId?: string; editedAt: string }>;
export type TutoringRequestAccepted = DomainEvent<
  'TutoringRequestAccepted',
  { requestId: string; tutorId: string; pairId: string; conversationId: string; acceptedAt: string; how: AcceptedHow }
>;
/**
 * `clientId` names whose key seals the tutor's message (crypto-shredding): it answers the client's
 * request and is part of it (it mostly names them). Events recorded before it was added lack it.
 */
export type TutoringRequestDeclined = DomainEvent<'TutoringRequestDeclined', { requestId: string; clientId?: string; message: string; declinedAt: string }>;
export type TutoringRequestCancelled = DomainEvent<'TutoringRequestCancelled', { requestId: string; cancelledAt: string }>;

export type TutoringRequestEvent =
  | TutoringRequestSent
  | TutoringRequestEdited
  | TutoringRequestAccepted
  | TutoringRequestDeclined
  | TutoringRequestCancelled;

export const TUTORING_REQUEST_EVENT_TYPES: ReadonlyArray<TutoringRequestEvent['type']> = [
  'TutoringRequestSent',
  'TutoringRequestEdited',
  'TutoringRequestAccepted',
  'TutoringRequestDeclined',
  'TutoringRequestCancelled',
];

export function tutoringRequestStreamId(requestId: string): string {
  return `tutoring-request-${requestId}`;
}

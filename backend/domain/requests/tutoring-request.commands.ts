import { DomainCommand } from '../shared/decider';
import { UploadedFile } from '../files/uploaded-file';
import { AcceptedHow } from './tutoring-request.events';

/** The request form as typed: the decider checks and normalises every value. */
export interface TutoringRequestForm {
  subject: string;
  gradeLevel: string;
  sessionType?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  daysAvailable: readonly string[];
  timeAvailable: string;
  firstMessage: string;
  files?: readonly UploadedFile[] | null;
}

/** `metadata.actorId` must be the client. tutorId null asks the team to match a tutor. */
export type SendTutoringRequest = DomainCommand<
  'SendTutoringRequest',
  { requestId: string; clientId: string; tutorId: string | null; conversationId: string | null; form: TutoringRequestForm; savePreferences?: boolean }
>;
/** By the client, while pending; only the fields given change. */
export type EditTutoringRequest = DomainCommand<'EditTutoringRequest', { changes: Partial<TutoringRequestForm> }>;
/** By the request's tutor; the pair and conversation ids derive from the two users. */
export type AcceptTutoringRequest = DomainCommand<'AcceptTutoringRequest', { pairId: string; conversationId: string; how: AcceptedHow }>;
export type DeclineTutoringRequest = DomainCommand<'DeclineTutoringRequest', { message: string }>;
export type CancelTutoringRequest = DomainCommand<'CancelTutoringRequest', Record<string, never>>;

export type TutoringRequestCommand =
  | SendTutoringRequest
  | EditTutoringRequest
  | AcceptTutoringRequest
  | DeclineTutoringRequest
  | CancelTutoringRequest;

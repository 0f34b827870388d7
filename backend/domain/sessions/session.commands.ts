import { DomainCommand } from '../shared/decider';
import { MeetingSolution, ParticipantPayoutResult, SessionRecurrence } from './session.events';
import { ParticipantType, SessionType } from './session.rules';

export interface SessionParticipantInput {
  userId: string;
  userType: ParticipantType;
  hourlyRateCents: number;
}

/** The create-session form as sent; times are ISO instants. */
export interface SessionForm {
  subject: string;
  gradeLevel?: string | null;
  startTime: string;
  endTime: string;
  meeting: MeetingSolution;
}

/**
 * One session (one occurrence of a series: see `planRecurringSessions`). `processingDelayMs`
 * defaults to DEFAULT_PROCESSING_DELAY_MS. Recurring series are checked by `planRecurringSessions`.
 */
export type ScheduleSession = DomainCommand<
  'ScheduleSession',
  {
    sessionId: string;
    pairId: string | null;
    sessionType: SessionType;
    timeZoneId: string;
    form: SessionForm;
    participants: SessionParticipantInput[];
    recurrence?: SessionRecurrence | null;
    processingDelayMs?: number;
  }
>;
/** Only the fields given change. A series edit (scope ALL) is planned by `planSeriesEdit`. */
export type EditSession = DomainCommand<'EditSession', { changes: Partial<SessionForm> }>;
export type CancelSession = DomainCommand<'CancelSession', Record<string, never>>;
/** `metadata.actorId` leaves the drop-in or group session. */
export type DropSession = DomainCommand<'DropSession', Record<string, never>>;
/** Time passed the end (issued by the system). */
export type CompleteSession = DomainCommand<'CompleteSession', Record<string, never>>;
/** Issued by the payout worker at the processing time; ends an upcoming session whose end has passed. */
export type StartSessionProcessing = DomainCommand<'StartSessionProcessing', Record<string, never>>;
export type MarkSessionProcessed = DomainCommand<'MarkSessionProcessed', { participants: ParticipantPayoutResult[] }>;
export type MarkSessionError = DomainCommand<'MarkSessionError', { reason: string; participants?: ParticipantPayoutResult[] }>;
/**
 * `metadata.actorId` fixes it: a participant, the system (null), or an admin when `byAdmin` is set
 * (the caller has checked the actor holds the Admin profile type).
 */
export type FixErrorSession = DomainCommand<'FixErrorSession', { byAdmin?: boolean }>;
export type SetTutorSessionSummary = DomainCommand<'SetTutorSessionSummary', { tutorSummary: string }>;
export type SetClientSessionFeedback = DomainCommand<'SetClientSessionFeedback', { clientFeedback: string }>;

/**
 * The meeting-rooms workflow records the online room it made for the session's meeting solution
 * (issued by the system). Recorded once: a room already there, a solution changed meanwhile, or a
 * cancelled session records nothing.
 */
export type RecordSessionMeeting = DomainCommand<'RecordSessionMeeting', { meeting: MeetingSolution }>;

/** An admin (checked by the caller) e-mails the session's client a card reminder: recorded for the audit trail. Only for a session in ERROR. */
export type RecordPaymentErrorFollowUp = DomainCommand<'RecordPaymentErrorFollowUp', { clientId: string }>;
/** An admin (checked by the caller) runs the session's payout again: recorded for the audit trail. */
export type RequestPayoutRetry = DomainCommand<'RequestPayoutRetry', Record<string, never>>;

export type SessionCommand =
  | ScheduleSession
  | EditSession
  | CancelSession
  | DropSession
  | CompleteSession
  | StartSessionProcessing
  | MarkSessionProcessed
  | MarkSessionError
  | FixErrorSession
  | SetTutorSessionSummary
  | SetClientSessionFeedback
  | RecordSessionMeeting
  | RecordPaymentErrorFollowUp
  | RequestPayoutRetry;

import { Weekday } from '../catalog/catalog.vocabulary';
import { DomainEvent } from '../shared/decider';
import { ParticipantType, SessionTimeFlags, SessionType } from './session.rules';

/** Where a session is held (spec section 3: zoomOptions, lessonspaceOptions, physicalSessionOptions). */
export type MeetingSolution =
  | { solution: 'LESSONSPACE'; joinUrl: string | null; roomId: string | null }
  | { solution: 'ZOOM'; joinUrl: string | null; meetingId: string | null }
  | { solution: 'IN_PERSON'; locationName: string; locationPoint: { lat: number; lng: number } | null }
  | { solution: 'CUSTOM_URL'; joinUrl: string };
export type MeetingSolutionKind = MeetingSolution['solution'];

/** Payout status kinds of spec section 4, as recorded on a participant once processed. */
export type SessionPayoutStatus = 'error' | 'manual' | 'stripeConnect' | 'partial';

/** A participant (spec section 3); money in integer cents, null until the session is processed. */
export interface SessionParticipant {
  userId: string;
  userType: ParticipantType;
  hourlyRateCents: number;
  joinedTime: string | null;
  leftTime: string | null;
  sessionPayoutStatus: SessionPayoutStatus | null;
  tutorBasePaymentAmount: number | null;
  finalTutorPayoutAmount: number | null;
  finalClientPaymentAmount: number | null;
  remaining: number | null;
}

export interface SessionRecurrence {
  recurringSessionId: string;
  recurringDays: Weekday[];
  weeksRecurring: number;
  /** 0 for the first occurrence of the series. */
  occurrenceIndex: number;
}

/** The editable details of a session. Times are ISO instants. */
export interface SessionSchedule {
  subject: string;
  gradeLevel: string | null;
  startTime: string;
  endTime: string;
  meeting: MeetingSolution;
}

/** Stream `session-<sessionId>`. */
export type SessionScheduled = DomainEvent<
  'SessionScheduled',
  SessionSchedule & {
    sessionId: string;
    pairId: string | null;
    sessionType: SessionType;
    timeZoneId: string;
    plannedStartTime: string;
    processingDelayMs: number;
    processingTime: string;
    participants: SessionParticipant[];
    recurrence: SessionRecurrence | null;
    scheduledBy: string | null;
    scheduledAt: string;
    flags: SessionTimeFlags;
  }
>;
/** Only the changed fields; processingTime moves with the end time. */
export type SessionEdited = DomainEvent<
  'SessionEdited',
  Partial<SessionSchedule> & { sessionId: string; processingTime?: string; editedBy: string | null; editedAt: string; flags: SessionTimeFlags }
>;
/** `withinNoticeWindow`: cancelled less than 24 hours before the start, so the others get the notice. */
export type SessionCancelled = DomainEvent<
  'SessionCancelled',
  { sessionId: string; cancelledBy: string | null; cancelledAt: string; withinNoticeWindow: boolean }
>;
/** A participant left a drop-in or group session. */
export type SessionDropped = DomainEvent<'SessionDropped', { sessionId: string; userId: string; droppedAt: string }>;
/** Its end time passed: UPCOMING -> RECENTLY_COMPLETED. */
export type SessionEnded = DomainEvent<'SessionEnded', { sessionId: string; endedAt: string }>;
export interface ParticipantPayoutResult {
  userId: string;
  sessionPayoutStatus: SessionPayoutStatus;
  tutorBasePaymentAmount: number | null;
  finalTutorPayoutAmount: number | null;
  finalClientPaymentAmount: number | null;
  remaining: number | null;
}
/**
 * Its processing time passed and its payout began: from here on the session is fixed (edits and
 * cancellation need support), so the amounts charged are the ones of the session as it stands.
 */
export type SessionProcessingStarted = DomainEvent<'SessionProcessingStarted', { sessionId: string; startedAt: string }>;
/** Its payout ran: -> COMPLETED. */
export type SessionProcessed = DomainEvent<'SessionProcessed', { sessionId: string; processedAt: string; participants: ParticipantPayoutResult[] }>;
export type SessionErrored = DomainEvent<
  'SessionErrored',
  { sessionId: string; reason: string; erroredAt: string; participants: ParticipantPayoutResult[] }
>;
/** Fixed by the user or an admin: back to RECENTLY_COMPLETED, processed again at `processingTime` (now). */
export type SessionErrorFixed = DomainEvent<'SessionErrorFixed', { sessionId: string; fixedBy: string | null; fixedAt: string; processingTime: string }>;
export type TutorSessionSummarySet = DomainEvent<'TutorSessionSummarySet', { sessionId: string; tutorId: string; tutorSummary: string; setAt: string }>;
export type ClientSessionFeedbackSet = DomainEvent<'ClientSessionFeedbackSet', { sessionId: string; clientId: string; clientFeedback: string; setAt: string }>;
/**
 * The online room of a LESSONSPACE or ZOOM session, made by the meeting-rooms workflow after the
 * session was scheduled (or switched to that solution) without one: its join link, room or meeting id.
 */
export type SessionMeetingCreated = DomainEvent<'SessionMeetingCreated', { sessionId: string; meeting: MeetingSolution; createdAt: string }>;

/** An admin e-mailed the client of a session in ERROR a reminder to update their card (sendErrorMessageFollowUpToUser). */
export type PaymentErrorFollowUpSent = DomainEvent<'PaymentErrorFollowUpSent', { sessionId: string; clientId: string; byUserId: string | null; sentAt: string }>;
/** An admin ran the session's payout again (adminRetrySessionPayout): the job is queued now. */
export type SessionPayoutRetryRequested = DomainEvent<'SessionPayoutRetryRequested', { sessionId: string; byUserId: string | null; requestedAt: string }>;

export type SessionEvent =
  | SessionScheduled
  | SessionEdited
  | SessionCancelled
  | SessionDropped
  | SessionEnded
  | SessionProcessingStarted
  | SessionProcessed
  | SessionErrored
  | SessionErrorFixed
  | TutorSessionSummarySet
  | ClientSessionFeedbackSet
  | SessionMeetingCreated
  | PaymentErrorFollowUpSent
  | SessionPayoutRetryRequested;

export const SESSION_EVENT_TYPES: ReadonlyArray<SessionEvent['type']> = [
  'SessionScheduled',
  'SessionEdited',
  'SessionCancelled',
  'SessionDropped',
  'SessionEnded',
  'SessionProcessingStarted',
  'SessionProcessed',
  'SessionErrored',
  'SessionErrorFixed',
  'TutorSessionSummarySet',
  'ClientSessionFeedbackSet',
  'SessionMeetingCreated',
  'PaymentErrorFollowUpSent',
  'SessionPayoutRetryRequested',
];

export function sessionStreamId(sessionId: string): string {
  return `session-${sessionId}`;
}

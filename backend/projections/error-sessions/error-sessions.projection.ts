import { assertNever } from '../../domain/shared/decider';
import { ParticipantPayoutResult, SessionEvent } from '../../domain/sessions/session.events';
import { ParticipantType } from '../../domain/sessions/session.rules';
import { RecordedEvent } from '../../src/infrastructure/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** A participant as the admins' error list shows it; payout fields as the failed run left them (cents). */
export interface ErrorSessionParticipant {
  userId: string;
  userType: ParticipantType;
  hourlyRateCents: number;
  finalClientPaymentAmount: number | null;
  finalTutorPayoutAmount: number | null;
}

/**
 * One session that is, or may still become, an error session (`_id` = the session id). A session
 * can only enter ERROR before it is processed, so the document lives while the session is
 * UPCOMING, RECENTLY_COMPLETED or ERROR, and goes once it is processed (COMPLETED) or cancelled:
 * the collection stays as small as the sessions not yet settled. Admin queries read `status: 'ERROR'`.
 */
export interface ErrorSessionDocument extends ProjectedDocument {
  status: 'UPCOMING' | 'RECENTLY_COMPLETED' | 'ERROR';
  subject: string;
  startTime: string;
  endTime: string;
  /** The month of the start in UTC, `YYYY-MM`, for the monthly list. */
  month: string;
  processingTime: string;
  participants: ErrorSessionParticipant[];
  /** Why the payout failed; null unless in ERROR. */
  reason: string | null;
  erroredAt: string | null;
}

export const ERROR_SESSIONS_COLLECTION = 'error_sessions';

const HANDLED: ReadonlyArray<SessionEvent['type']> = [
  'SessionScheduled',
  'SessionEdited',
  'SessionCancelled',
  'SessionEnded',
  'SessionProcessed',
  'SessionErrored',
  'SessionErrorFixed',
];

const monthOf = (iso: string) => iso.slice(0, 7);

function withPayoutResults(participants: ErrorSessionParticipant[], results: ParticipantPayoutResult[]): ErrorSessionParticipant[] {
  return participants.map((participant) => {
    const result = results.find((candidate) => candidate.userId === participant.userId);
    return result ? { ...participant, finalClientPaymentAmount: result.finalClientPaymentAmount, finalTutorPayoutAmount: result.finalTutorPayoutAmount } : participant;
  });
}

/** Null deletes the document (or keeps there being none). */
export function evolveErrorSessionDocument(current: ErrorSessionDocument | null, event: SessionEvent, position: number): ErrorSessionDocument | null {
  if (event.type === 'SessionScheduled') {
    const { data } = event;
    return {
      _id: data.sessionId,
      _position: position,
      status: 'UPCOMING',
      subject: data.subject,
      startTime: data.startTime,
      endTime: data.endTime,
      month: monthOf(data.startTime),
      processingTime: data.processingTime,
      participants: data.participants.map((p) => ({ userId: p.userId, userType: p.userType, hourlyRateCents: p.hourlyRateCents, finalClientPaymentAmount: null, finalTutorPayoutAmount: null })),
      reason: null,
      erroredAt: null,
    };
  }
  if (current === null) return null;
  switch (event.type) {
    case 'SessionEdited': {
      const { subject, startTime, endTime, processingTime } = event.data;
      const nextStart = startTime ?? current.startTime;
      return {
        ...current,
        subject: subject ?? current.subject,
        startTime: nextStart,
        endTime: endTime ?? current.endTime,
        month: monthOf(nextStart),
        processingTime: processingTime ?? current.processingTime,
        _position: position,
      };
    }
    case 'SessionCancelled':
    case 'SessionProcessed':
      return null;
    case 'SessionEnded':
      return { ...current, status: 'RECENTLY_COMPLETED', _position: position };
    case 'SessionErrored':
      return {
        ...current,
        status: 'ERROR',
        reason: event.data.reason,
        erroredAt: event.data.erroredAt,
        participants: withPayoutResults(current.participants, event.data.participants),
        _position: position,
      };
    case 'SessionErrorFixed':
      return { ...current, status: 'RECENTLY_COMPLETED', reason: null, erroredAt: null, processingTime: event.data.processingTime, _position: position };
    case 'SessionDropped':
    case 'SessionProcessingStarted':
    case 'TutorSessionSummarySet':
    case 'ClientSessionFeedbackSet':
      return current;
    default:
      return assertNever(event);
  }
}

export const errorSessionsProjection: ProjectionDefinition = {
  name: 'error-sessions',
  version: 1,
  handles: HANDLED,
  collections: [ERROR_SESSIONS_COLLECTION],
  async setup(store) {
    await store.collection(ERROR_SESSIONS_COLLECTION).createIndex({ keys: { status: 1, month: 1, startTime: 1 }, name: 'by_status_month' });
  },
  async apply(event: RecordedEvent, store) {
    const sessionEvent = { type: event.type, data: event.data } as SessionEvent;
    await evolveDocument(store.collection<ErrorSessionDocument>(ERROR_SESSIONS_COLLECTION), sessionEvent.data.sessionId, event, (current) =>
      evolveErrorSessionDocument(current, sessionEvent, event.position),
    );
  },
};

// Readers

/** The sessions in ERROR whose start (UTC) falls in `month` (`YYYY-MM`), earliest start first. */
export function findErrorSessionsOfMonth(readModels: ReadModels, month: string): Promise<ErrorSessionDocument[]> {
  return readModels.collection<ErrorSessionDocument>(ERROR_SESSIONS_COLLECTION).find({ status: 'ERROR', month }, { sort: { startTime: 1 } });
}

/** The session when it is in ERROR, else null. */
export function findErrorSession(readModels: ReadModels, sessionId: string): Promise<ErrorSessionDocument | null> {
  return readModels.collection<ErrorSessionDocument>(ERROR_SESSIONS_COLLECTION).findOne({ _id: sessionId, status: 'ERROR' });
}

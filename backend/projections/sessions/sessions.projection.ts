import { evolveSession, Session, SessionState } from '../../domain/sessions/session.decider';
import { PostSessionFeedbackGiven } from '../../domain/sessions/post-session-feedback.events';
import { SESSION_EVENT_TYPES, SessionEvent } from '../../domain/sessions/session.events';
import { SessionStatus } from '../../domain/sessions/session.rules';
import { RecordedEvent } from '../../src/infrastructure/eventstore/event-store.port';
import { Filter } from '../../src/infrastructure/readstore/read-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** The role a participant holds in a session, as the participant keys name it. */
export type SessionRole = 'TUTOR' | 'STUDENT';

/**
 * One session (`_id` = the session id): the session as the decider folds it, plus the keys its
 * queries walk. `participantKeys` holds `<userId>:<role>:<status>` for every participant still in
 * the session, so "my upcoming sessions as a tutor" is one multikey bucket already in start order.
 */
export interface SessionDocument extends ProjectedDocument, SessionFields {}

interface SessionFields extends Omit<Session, 'sessionId'> {
  recurringSessionId: string | null;
  tutorId: string | null;
  /** Participants who have not left (a dropped drop-in participant no longer sees the session). */
  participantIds: string[];
  participantKeys: string[];
  /** Clients who answered the check-in survey (createPostSessionFeedback). */
  postSessionFeedbackFrom: string[];
  scheduledAt: string;
  updatedAt: string;
}

export const SESSIONS_COLLECTION = 'sessions';
/** The ordered index of every per-viewer list (upcoming, completed, in error). */
export const SESSIONS_BY_PARTICIPANT_KEY = 'by_participant_key';

export function participantKey(userId: string, role: SessionRole, status: SessionStatus): string {
  return `${userId}:${role}:${status}`;
}

function documentOf(session: Session, previous: SessionDocument | null, at: string): SessionFields {
  const { sessionId: _sessionId, ...fields } = session;
  const active = session.participants.filter((participant) => participant.leftTime === null);
  return {
    ...fields,
    recurringSessionId: session.recurrence?.recurringSessionId ?? null,
    tutorId: session.participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? null,
    participantIds: active.map((participant) => participant.userId),
    participantKeys: active
      .filter((participant) => participant.userType !== 'ADMIN')
      .map((participant) => participantKey(participant.userId, participant.userType as SessionRole, session.status)),
    postSessionFeedbackFrom: previous?.postSessionFeedbackFrom ?? [],
    scheduledAt: previous?.scheduledAt ?? at,
    updatedAt: at,
  };
}

function sessionOf(document: SessionDocument): Session {
  const { _id, _position, recurringSessionId: _r, tutorId: _t, participantIds: _p, participantKeys: _k, postSessionFeedbackFrom: _f, scheduledAt: _s, updatedAt: _u, ...session } = document;
  return { ...session, sessionId: _id };
}

/** The document after one session event; the domain's own `evolveSession` keeps the read model and the decider in step. */
export function evolveSessionDocument(current: SessionDocument | null, event: SessionEvent, position: number, recordedAt: string): SessionDocument | null {
  const state: SessionState = current ? sessionOf(current) : { status: 'none' };
  const next = evolveSession(state, event);
  if (next.status === 'none') return null;
  return { _id: next.sessionId, ...documentOf(next, current, recordedAt), _position: position };
}

export const sessionsProjection: ProjectionDefinition = {
  name: 'sessions',
  version: 2,
  handles: [...SESSION_EVENT_TYPES, 'PostSessionFeedbackGiven'],
  collections: [SESSIONS_COLLECTION],
  async setup(store) {
    const sessions = store.collection(SESSIONS_COLLECTION);
    await sessions.createIndex({ keys: { participantKeys: 1, startTime: 1, _id: 1 }, name: SESSIONS_BY_PARTICIPANT_KEY });
    await sessions.createIndex({ keys: { participantIds: 1, startTime: 1, _id: 1 }, name: 'by_participant' });
    await sessions.createIndex({ keys: { pairId: 1, startTime: -1, _id: 1 }, name: 'by_pair' });
    await sessions.createIndex({ keys: { recurringSessionId: 1, startTime: 1 }, name: 'by_series' });
    await sessions.createIndex({ keys: { 'meeting.roomId': 1 }, name: 'by_room' });
  },
  async apply(event: RecordedEvent, store) {
    if (event.type === 'PostSessionFeedbackGiven') {
      const { sessionId, tuteeId } = event.data as PostSessionFeedbackGiven['data'];
      await evolveDocument(store.collection<SessionDocument>(SESSIONS_COLLECTION), sessionId, event, (current) =>
        current && !current.postSessionFeedbackFrom.includes(tuteeId) ? { ...current, postSessionFeedbackFrom: [...current.postSessionFeedbackFrom, tuteeId] } : current,
      );
      return;
    }
    const sessionEvent = { type: event.type, data: event.data } as SessionEvent;
    await evolveDocument(store.collection<SessionDocument>(SESSIONS_COLLECTION), sessionEvent.data.sessionId, event, (current) =>
      evolveSessionDocument(current, sessionEvent, event.position, event.recordedAt),
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Readers

function sessions(readModels: ReadModels) {
  return readModels.collection<SessionDocument>(SESSIONS_COLLECTION);
}

export function findSession(readModels: ReadModels, sessionId: string): Promise<SessionDocument | null> {
  return sessions(readModels).findOne({ _id: sessionId });
}

/** The session whose local room (`/rooms/<roomId>`) this is. */
export function findSessionByRoomId(readModels: ReadModels, roomId: string): Promise<SessionDocument | null> {
  return sessions(readModels).findOne({ 'meeting.roomId': roomId });
}

export function findSessions(readModels: ReadModels, sessionIds: readonly string[]): Promise<SessionDocument[]> {
  return sessions(readModels).find({ _id: { $in: [...sessionIds] } }, { sort: { startTime: 1, _id: 1 } });
}

/** A page of the viewer's sessions in these statuses, walking the participant-key index (soonest first, or latest with `latestFirst`). */
export async function findSessionsByParticipantKey(
  readModels: ReadModels,
  keys: readonly string[],
  page: { skip: number; limit: number; latestFirst?: boolean },
): Promise<{ sessions: SessionDocument[]; total: number }> {
  const filter: Filter = keys.length === 1 ? { participantKeys: keys[0] } : { participantKeys: { $in: [...keys] } };
  const direction = page.latestFirst ? -1 : 1;
  const [found, total] = await Promise.all([
    sessions(readModels).find(filter, { sort: { startTime: direction, _id: direction }, skip: page.skip, limit: page.limit, readOnly: true }),
    sessions(readModels).count(filter),
  ]);
  return { sessions: found, total };
}

/** Every session of the viewer in these statuses (for summaries), in start order. */
export function findAllSessionsByParticipantKey(readModels: ReadModels, keys: readonly string[], startTime?: { from: string; to: string }): Promise<SessionDocument[]> {
  const filter: Filter = { participantKeys: keys.length === 1 ? keys[0] : { $in: [...keys] } };
  if (startTime) filter.startTime = { $gte: startTime.from, $lt: startTime.to };
  return sessions(readModels).find(filter, { sort: { startTime: 1, _id: 1 }, readOnly: true });
}

/** A participant's sessions starting in [from, to), any status. */
export function findSessionsOfParticipantBetween(readModels: ReadModels, userId: string, from: string, to: string): Promise<SessionDocument[]> {
  return sessions(readModels).find({ participantIds: userId, startTime: { $gte: from, $lt: to } }, { sort: { startTime: 1, _id: 1 }, readOnly: true });
}

export function findSessionsOfParticipant(readModels: ReadModels, userId: string, filter: Filter = {}): Promise<SessionDocument[]> {
  return sessions(readModels).find({ ...filter, participantIds: userId }, { sort: { startTime: 1, _id: 1 }, readOnly: true });
}

/** A pair's sessions, latest first. */
export function findSessionsOfPair(readModels: ReadModels, pairId: string, filter: Filter = {}): Promise<SessionDocument[]> {
  return sessions(readModels).find({ ...filter, pairId }, { sort: { startTime: -1, _id: 1 }, readOnly: true });
}

export function findSessionsOfSeries(readModels: ReadModels, recurringSessionId: string): Promise<SessionDocument[]> {
  return sessions(readModels).find({ recurringSessionId }, { sort: { startTime: 1 } });
}

/** The decider's view of a read-model session (for planning series edits). */
export function sessionOfDocument(document: SessionDocument): Session {
  return sessionOf(document);
}

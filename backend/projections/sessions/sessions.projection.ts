import { evolveSession, Session, SessionState } from '../../domain/sessions/session.decider';
import { PostSessionFeedbackGiven } from '../../domain/sessions/post-session-feedback.events';
import { SESSION_EVENT_TYPES, SessionEvent, SessionParticipant } from '../../domain/sessions/session.events';
import { processingTimeOf, SessionStatus } from '../../domain/sessions/session.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { Filter, FindOptions } from '../../platform/readstore/read-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** The role a participant holds in a session, as the participant keys name it. */
export type SessionRole = 'TUTOR' | 'STUDENT';

/**
 * One session (`_id` = the session id): the session as the decider folds it, plus the keys its
 * queries walk. `participantKeys` holds `<userId>:<role>:<status>` for every participant still in
 * the session, so "my upcoming sessions as a tutor" is one multikey bucket already in start order.
 *
 * The collection holds every session ever scheduled (a million and more), and the in-memory store
 * keeps it on the heap, where each object and string of a document costs garbage-collection time
 * on every request. So a document carries nothing a query does not need: a field used only by a
 * few lookups is present only when it has a value (and indexed sparsely), an equal string is
 * shared rather than repeated, and repeated short texts (zones, grade levels, subjects) are one
 * string each.
 */
export interface SessionDocument extends ProjectedDocument, SessionFields {}

interface SessionFields extends Omit<Session, 'sessionId'> {
  /** Present only for a session of a recurring series. */
  recurringSessionId?: string;
  tutorId: string | null;
  participantKeys: string[];
  /** Clients who answered the check-in survey (createPostSessionFeedback); absent until the first. */
  postSessionFeedbackFrom?: string[];
  /** When its payout last failed; present only while the session is in ERROR. */
  erroredAt?: string;
  /** The revision of the session's stream this document shows (its last session event's): what a stale-edit check names. */
  revision: number;
  /** Given back to the clients' cards after processing (admins' refunds and corrections); absent until the first. */
  refundedCents?: number;
  /** Taken back from the tutor after processing (transfer reversals, manual payouts adjusted down); absent until the first. */
  tutorReversedCents?: number;
}

/** Payout events that change what a processed session came to, for the participants' views. */
const MONEY_BACK_EVENTS = ['ClientRefunded', 'TutorTransferReversed', 'ManualPayoutAdjusted'] as const;

export const SESSIONS_COLLECTION = 'sessions';
/** The ordered index of every per-viewer list (upcoming, completed, in error). */
export const SESSIONS_BY_PARTICIPANT_KEY = 'by_participant_key';

const PARTICIPANT_ROLES: readonly SessionRole[] = ['TUTOR', 'STUDENT'];
const SESSION_STATUSES: readonly SessionStatus[] = ['UPCOMING', 'RECENTLY_COMPLETED', 'COMPLETED', 'CANCELLED', 'ERROR'];

export function participantKey(userId: string, role: SessionRole, status: SessionStatus): string {
  return `${userId}:${role}:${status}`;
}

/** Every participant key of a user, in any role and status: the sessions they are in. */
export function allParticipantKeysOf(userId: string): string[] {
  return PARTICIPANT_ROLES.flatMap((role) => SESSION_STATUSES.map((status) => participantKey(userId, role, status)));
}

/**
 * One string per distinct short text (bounded, so odd values cannot grow it without limit). User
 * ids and participant keys go through it too: a user's id and keys repeat in every session of theirs,
 * and each event read from the log brings fresh copies of them.
 */
const sharedTexts = new Map<string, string>();
const MAX_SHARED_TEXTS = 500_000;
const MAX_SHARED_TEXT_LENGTH = 96;
function shared<T extends string | null>(text: T): T {
  if (text === null || text.length > MAX_SHARED_TEXT_LENGTH) return text;
  const known = sharedTexts.get(text);
  if (known !== undefined) return known as T;
  if (sharedTexts.size < MAX_SHARED_TEXTS) sharedTexts.set(text, text);
  return text;
}

/** A session's fields the collection leaves out while they are null (most sessions never set them). */
const NULLABLE_SESSION_FIELDS = ['gradeLevel', 'recurrence', 'processingStartedAt', 'errorReason', 'tutorSummary', 'clientFeedback'] as const;
/** A participant's fields left out while they are null: the payout's, and the join and leave times. */
const NULLABLE_PARTICIPANT_FIELDS = [
  'joinedTime',
  'leftTime',
  'sessionPayoutStatus',
  'tutorBasePaymentAmount',
  'finalTutorPayoutAmount',
  'finalClientPaymentAmount',
  'remaining',
] as const;
/** Worked out from the other fields on the way out: the tutor, and the planned start and processing time when they are the usual ones. */
type DerivedField = 'tutorId' | 'plannedStartTime' | 'processingTime';

type StoredParticipant = Omit<SessionParticipant, (typeof NULLABLE_PARTICIPANT_FIELDS)[number]> & Partial<SessionParticipant>;

/**
 * A session as the collection holds it: a SessionDocument without the fields that hold their
 * default (null, or false for `cancellationNotice`) or can be worked out from the others. A million
 * sessions live on the heap and in the snapshot, where every key costs a slot and its bytes each
 * time. Readers never see it: the readers below (and `sessionDocumentOf` for a query of its own)
 * give the whole SessionDocument back.
 */
export type StoredSessionDocument = ProjectedDocument &
  Omit<SessionFields, (typeof NULLABLE_SESSION_FIELDS)[number] | 'cancellationNotice' | DerivedField | 'participants'> &
  Partial<Pick<SessionFields, (typeof NULLABLE_SESSION_FIELDS)[number] | 'cancellationNotice' | 'plannedStartTime' | 'processingTime'>> & { participants: StoredParticipant[] };

/**
 * The processing time a session's end and delay give, or null when they give none (an event no
 * decider would record: an end that is not a time). Never throws: a stored session must always read back.
 */
function usualProcessingTime(session: Pick<Session, 'endTime' | 'processingDelayMs'>): string | null {
  // Each event asks twice for the same session (expanding the stored document, storing the next):
  // the last answer is kept, which spares a Date and its ISO text per event of a rebuild.
  if (session.endTime === lastUsual.endTime && session.processingDelayMs === lastUsual.processingDelayMs) return lastUsual.at;
  const at = processingTimeOf(new Date(session.endTime), session.processingDelayMs);
  const usual = Number.isNaN(at.getTime()) ? null : at.toISOString();
  lastUsual = { endTime: session.endTime, processingDelayMs: session.processingDelayMs, at: usual };
  return usual;
}
let lastUsual: { endTime: unknown; processingDelayMs: unknown; at: string | null } = { endTime: undefined, processingDelayMs: undefined, at: null };

/** `to` gets each of `fields` that is not null in `from`. */
function copyNonNull<F extends string>(from: Readonly<Record<F, unknown>>, to: Partial<Record<F, unknown>>, fields: readonly F[]): void {
  for (const field of fields) if (from[field] !== null) to[field] = from[field];
}

function storedParticipantOf(participant: SessionParticipant): StoredParticipant {
  const stored: StoredParticipant = { userId: shared(participant.userId), userType: participant.userType, hourlyRateCents: participant.hourlyRateCents };
  copyNonNull(participant, stored, NULLABLE_PARTICIPANT_FIELDS);
  return stored;
}

/** Whether `stored` is what storedParticipantOf would make of `participant`. */
function storesAs(stored: StoredParticipant | undefined, participant: SessionParticipant): boolean {
  if (!stored || stored.userId !== participant.userId || stored.userType !== participant.userType || stored.hourlyRateCents !== participant.hourlyRateCents) return false;
  for (const field of NULLABLE_PARTICIPANT_FIELDS) if ((stored[field] ?? null) !== participant[field]) return false;
  return true;
}

/**
 * The stored participants after an event: `previous`'s own list when every participant stores as it
 * did (most events change none), so a rebuild builds, and looks up the shared ids of, none of them.
 */
function storedParticipantsOf(participants: readonly SessionParticipant[], previous: StoredSessionDocument | null): StoredParticipant[] {
  const before = previous?.participants;
  if (before && before.length === participants.length && participants.every((participant, i) => storesAs(before[i], participant))) return before;
  return participants.map(storedParticipantOf);
}

/** The participant keys of a session's stored participants: `previous`'s own list when its participants and status are the same. */
function participantKeysOf(participants: readonly StoredParticipant[], status: SessionStatus, previous: StoredSessionDocument | null): string[] {
  if (previous && previous.participants === participants && previous.status === status) return previous.participantKeys;
  return participants
    .filter((participant) => (participant.leftTime ?? null) === null && participant.userType !== 'ADMIN')
    .map((participant) => sharedParticipantKey(participant.userId, participant.userType as SessionRole, status));
}

/**
 * A user's shared participant keys, by role and status (PARTICIPANT_ROLES x SESSION_STATUSES), filled
 * as met. Looked up by the stored (shared) user id, whose hash the string keeps: a key built and
 * looked up afresh in the shared texts on every session event cost more than the rest of the document.
 */
const participantKeysByUser = new Map<string, Array<string | undefined>>();

function sharedParticipantKey(userId: string, role: SessionRole, status: SessionStatus): string {
  const roleIndex = PARTICIPANT_ROLES.indexOf(role);
  const statusIndex = SESSION_STATUSES.indexOf(status);
  if (roleIndex < 0 || statusIndex < 0) return shared(participantKey(userId, role, status));
  const slot = roleIndex * SESSION_STATUSES.length + statusIndex;
  let keys = participantKeysByUser.get(userId);
  if (!keys) {
    keys = [];
    // Bounded as the shared texts are: past it, keys are looked up there as before.
    if (participantKeysByUser.size < MAX_SHARED_TEXTS) participantKeysByUser.set(userId, keys);
  }
  return (keys[slot] ??= shared(participantKey(userId, role, status)));
}

/** `text` shared as `previous` holds it when it is the same text (the usual case), else looked up. */
function sharedAsBefore<T extends string | null>(text: T, before: T | undefined): T {
  return before !== undefined && text === before ? before : shared(text);
}

/**
 * What the collection stores after a session event: the decider's session and the read model's
 * own fields (kept from `previous`), each object literal written out so every document is built alike.
 */
function storedDocumentOf(session: Session, previous: StoredSessionDocument | null, erroredAt: string | undefined, revision: number, position: number): StoredSessionDocument {
  const participants = storedParticipantsOf(session.participants, previous);
  const stored: StoredSessionDocument = {
    _id: session.sessionId,
    status: session.status,
    pairId: session.pairId,
    sessionType: session.sessionType,
    subject: sharedAsBefore(session.subject, previous?.subject),
    startTime: session.startTime,
    endTime: session.endTime,
    meeting: session.meeting,
    timeZoneId: sharedAsBefore(session.timeZoneId, previous?.timeZoneId),
    processingDelayMs: session.processingDelayMs,
    participants,
    participantKeys: participantKeysOf(participants, session.status, previous),
    revision,
    _position: position,
  };
  copyNonNull(session, stored, NULLABLE_SESSION_FIELDS);
  if (stored.gradeLevel) stored.gradeLevel = shared(stored.gradeLevel);
  if (session.cancellationNotice) stored.cancellationNotice = true;
  if (session.plannedStartTime !== session.startTime) stored.plannedStartTime = session.plannedStartTime;
  if (session.processingTime !== usualProcessingTime(session)) stored.processingTime = session.processingTime;
  if (session.recurrence) stored.recurringSessionId = session.recurrence.recurringSessionId;
  if (previous?.postSessionFeedbackFrom) stored.postSessionFeedbackFrom = previous.postSessionFeedbackFrom;
  if (session.status === 'ERROR' && erroredAt !== undefined) stored.erroredAt = erroredAt;
  if (previous?.refundedCents) stored.refundedCents = previous.refundedCents;
  if (previous?.tutorReversedCents) stored.tutorReversedCents = previous.tutorReversedCents;
  return stored;
}

function participantOf(stored: StoredParticipant): SessionParticipant {
  return {
    userId: stored.userId,
    userType: stored.userType,
    hourlyRateCents: stored.hourlyRateCents,
    joinedTime: stored.joinedTime ?? null,
    leftTime: stored.leftTime ?? null,
    sessionPayoutStatus: stored.sessionPayoutStatus ?? null,
    tutorBasePaymentAmount: stored.tutorBasePaymentAmount ?? null,
    finalTutorPayoutAmount: stored.finalTutorPayoutAmount ?? null,
    finalClientPaymentAmount: stored.finalClientPaymentAmount ?? null,
    remaining: stored.remaining ?? null,
  };
}

/**
 * The whole session document of a stored one, as every reader sees it: what the collection left out
 * put back. One object literal, written out: readers expand every document they return.
 */
export function sessionDocumentOf(stored: StoredSessionDocument): SessionDocument {
  const participants = stored.participants.map(participantOf);
  const document: SessionDocument = {
    _id: stored._id,
    _position: stored._position,
    status: stored.status,
    pairId: stored.pairId,
    sessionType: stored.sessionType,
    subject: stored.subject,
    gradeLevel: stored.gradeLevel ?? null,
    startTime: stored.startTime,
    endTime: stored.endTime,
    meeting: stored.meeting,
    timeZoneId: stored.timeZoneId,
    // `!== undefined`, not `??`: a field stored because it differs from the usual value may be null.
    plannedStartTime: stored.plannedStartTime !== undefined ? stored.plannedStartTime : stored.startTime,
    processingDelayMs: stored.processingDelayMs,
    processingTime: stored.processingTime !== undefined ? stored.processingTime : (usualProcessingTime(stored) as string),
    participants,
    recurrence: stored.recurrence ?? null,
    cancellationNotice: stored.cancellationNotice ?? false,
    processingStartedAt: stored.processingStartedAt ?? null,
    errorReason: stored.errorReason ?? null,
    tutorSummary: stored.tutorSummary ?? null,
    clientFeedback: stored.clientFeedback ?? null,
    tutorId: participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? null,
    participantKeys: stored.participantKeys,
    revision: stored.revision,
  };
  if (stored.recurringSessionId !== undefined) document.recurringSessionId = stored.recurringSessionId;
  if (stored.postSessionFeedbackFrom !== undefined) document.postSessionFeedbackFrom = stored.postSessionFeedbackFrom;
  if (stored.erroredAt !== undefined) document.erroredAt = stored.erroredAt;
  if (stored.refundedCents !== undefined) document.refundedCents = stored.refundedCents;
  if (stored.tutorReversedCents !== undefined) document.tutorReversedCents = stored.tutorReversedCents;
  return document;
}

/**
 * The decider's session of a document (whole or as stored), every field written out: a spread
 * with `sessionId` added would give each a hidden class of its own (see scheduledSession in the
 * decider), and every event of a rebuild folds one.
 */
function sessionOf(document: SessionDocument): Session {
  return {
    status: document.status,
    sessionId: document._id,
    pairId: document.pairId,
    sessionType: document.sessionType,
    subject: document.subject,
    gradeLevel: document.gradeLevel,
    startTime: document.startTime,
    endTime: document.endTime,
    meeting: document.meeting,
    timeZoneId: document.timeZoneId,
    plannedStartTime: document.plannedStartTime,
    processingDelayMs: document.processingDelayMs,
    processingTime: document.processingTime,
    participants: document.participants,
    recurrence: document.recurrence,
    cancellationNotice: document.cancellationNotice,
    processingStartedAt: document.processingStartedAt,
    errorReason: document.errorReason,
    tutorSummary: document.tutorSummary,
    clientFeedback: document.clientFeedback,
  };
}

/**
 * The document after one session event (at `revision` of its stream); the domain's own
 * `evolveSession` keeps the read model and the decider in step.
 */
export function evolveSessionDocument(current: StoredSessionDocument | null, event: SessionEvent, position: number, revision: number): StoredSessionDocument | null {
  // The document's own fields are taken from `current` by storedDocumentOf.
  const state: SessionState = current ? sessionOf(sessionDocumentOf(current)) : { status: 'none' };
  const next = evolveSession(state, event);
  if (next.status === 'none') return null;
  const erroredAt = event.type === 'SessionErrored' ? event.data.erroredAt : current?.erroredAt;
  return storedDocumentOf(next, current, erroredAt, revision, position);
}

export const sessionsProjection: ProjectionDefinition = {
  name: 'sessions',
  // v4: the stream's revision on each document (stale edits), and SessionMeetingCreated (rooms made after scheduling).
  // v5: refunds and what they took back from the tutor.
  // v6: stored without default and derivable fields (StoredSessionDocument), user ids and participant keys shared.
  version: 6,
  handles: [...SESSION_EVENT_TYPES, 'PostSessionFeedbackGiven', ...MONEY_BACK_EVENTS],
  collections: [SESSIONS_COLLECTION],
  async setup(store) {
    const sessions = store.collection(SESSIONS_COLLECTION);
    await sessions.createIndex({ keys: { participantKeys: 1, startTime: 1, _id: 1 }, name: SESSIONS_BY_PARTICIPANT_KEY });
    await sessions.createIndex({ keys: { pairId: 1, startTime: -1, _id: 1 }, name: 'by_pair' });
    // Few sessions are in ERROR: the admins' list walks that bucket alone.
    await sessions.createIndex({ keys: { status: 1 }, name: 'by_status' });
    await sessions.createIndex({ keys: { recurringSessionId: 1 }, name: 'by_series', sparse: true });
    await sessions.createIndex({ keys: { 'meeting.roomId': 1 }, name: 'by_room', sparse: true });
  },
  async apply(event: RecordedEvent, store) {
    if (event.type === 'PostSessionFeedbackGiven') {
      const { sessionId, tuteeId } = event.data as PostSessionFeedbackGiven['data'];
      await evolveDocument(store.collection<StoredSessionDocument>(SESSIONS_COLLECTION), sessionId, event, (current) =>
        current && !current.postSessionFeedbackFrom?.includes(tuteeId) ? { ...current, postSessionFeedbackFrom: [...(current.postSessionFeedbackFrom ?? []), tuteeId] } : current,
      );
      return;
    }
    if ((MONEY_BACK_EVENTS as readonly string[]).includes(event.type)) {
      const { sessionId, amountCents, cause } = event.data as { sessionId: string; amountCents: number; cause?: string };
      // A correction's difference is not a refund: the summaries show refunds only.
      if (cause === 'correction') return;
      await evolveDocument(store.collection<StoredSessionDocument>(SESSIONS_COLLECTION), sessionId, event, (current) => {
        if (!current) return current;
        // A manual payout adjusted down is negative: taken back from the tutor.
        if (event.type === 'ClientRefunded') return { ...current, refundedCents: (current.refundedCents ?? 0) + amountCents };
        return { ...current, tutorReversedCents: (current.tutorReversedCents ?? 0) + Math.abs(amountCents) };
      });
      return;
    }
    const sessionEvent = { type: event.type, data: event.data } as SessionEvent;
    // evolveSessionDocument builds the next document from the current one without changing it.
    await evolveDocument(
      store.collection<StoredSessionDocument>(SESSIONS_COLLECTION),
      sessionEvent.data.sessionId,
      event,
      (current) => evolveSessionDocument(current, sessionEvent, event.position, event.revision),
      { evolveKeepsCurrent: true },
    );
  },
};

/** Whether this client has answered the session's check-in survey. */
export function hasGivenPostSessionFeedback(session: SessionDocument, clientId: string): boolean {
  return session.postSessionFeedbackFrom?.includes(clientId) ?? false;
}

// ---------------------------------------------------------------------------------------------
// Readers

/** The collection as its readers see it: whole documents (sessionDocumentOf), whatever it stores. */
function sessions(readModels: ReadModels) {
  const stored = readModels.collection<StoredSessionDocument>(SESSIONS_COLLECTION);
  return {
    async findOne(filter: Filter): Promise<SessionDocument | null> {
      const found = await stored.findOne(filter, { readOnly: true });
      return found && sessionDocumentOf(found);
    },
    async find(filter: Filter, options: FindOptions): Promise<SessionDocument[]> {
      return (await stored.find(filter, options)).map(sessionDocumentOf);
    },
    count: (filter: Filter) => stored.count(filter),
  };
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

/** A participant's sessions starting in [from, to), any status (those they left out). */
export function findSessionsOfParticipantBetween(readModels: ReadModels, userId: string, from: string, to: string): Promise<SessionDocument[]> {
  return findAllSessionsByParticipantKey(readModels, allParticipantKeysOf(userId), { from, to });
}

/** A pair's sessions, latest first. */
export function findSessionsOfPair(readModels: ReadModels, pairId: string, filter: Filter = {}): Promise<SessionDocument[]> {
  return sessions(readModels).find({ ...filter, pairId }, { sort: { startTime: -1, _id: 1 }, readOnly: true });
}

export function findSessionsOfSeries(readModels: ReadModels, recurringSessionId: string): Promise<SessionDocument[]> {
  return sessions(readModels).find({ recurringSessionId }, { sort: { startTime: 1, _id: 1 } });
}

/** The sessions in these statuses whose start (UTC) falls in [from, to), earliest first. */
export function findSessionsStartingBetween(readModels: ReadModels, statuses: readonly SessionStatus[], from: string, to: string): Promise<SessionDocument[]> {
  return sessions(readModels).find({ status: { $in: [...statuses] }, startTime: { $gte: from, $lt: to } }, { sort: { startTime: 1, _id: 1 }, readOnly: true });
}

/** The sessions in ERROR whose start (UTC) falls in [from, to), earliest first. */
export function findErrorSessionsStartingBetween(readModels: ReadModels, from: string, to: string): Promise<SessionDocument[]> {
  return findSessionsStartingBetween(readModels, ['ERROR'], from, to);
}

/** The decider's view of a read-model session (for planning series edits). */
export function sessionOfDocument(document: SessionDocument): Session {
  return sessionOf(document);
}

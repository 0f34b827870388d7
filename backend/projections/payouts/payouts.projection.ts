import { evolvePayout, initialPayoutState, Payout, PayoutState } from '../../domain/payouts/payout.decider';
import { ManualPayoutMethod, PAYOUT_EVENT_TYPES, PayoutEvent, payoutStreamId } from '../../domain/payouts/payout.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * One payout for finance and admins (`_id` = its stream id): a session's, or one client's share of a
 * session with several paying clients, so such a session has one document per client. The payout
 * as its decider folds it, plus when it started and settled, the charge and transfer ids and the
 * manual payout to make.
 */
export interface PayoutDocument extends ProjectedDocument {
  payout: Payout;
  /** Of the latest attempt. */
  startedAt: string;
  /** When it completed or failed; null while processing. */
  settledAt: string | null;
  /** The month it started, `YYYY-MM`, for monthly lists. */
  month: string;
  manualMethod: ManualPayoutMethod | null;
}

export const PAYOUTS_COLLECTION = 'payouts';

export function evolvePayoutDocument(current: PayoutDocument | null, event: PayoutEvent, streamId: string, position: number): PayoutDocument | null {
  const state: PayoutState = current?.payout ?? initialPayoutState();
  const next = evolvePayout(state, event);
  if (next.status === 'none') return null;
  const base = current ?? { _id: streamId, startedAt: '', settledAt: null, month: '', manualMethod: null, _position: position };
  switch (event.type) {
    case 'PayoutStarted':
      return { ...base, payout: next, startedAt: event.data.startedAt, month: event.data.startedAt.slice(0, 7), settledAt: null, manualMethod: null, _position: position };
    case 'ManualPayoutRecorded':
      return { ...base, payout: next, manualMethod: event.data.method, _position: position };
    case 'PayoutCompleted':
      return { ...base, payout: next, settledAt: event.data.completedAt, _position: position };
    case 'PayoutFailed':
      return { ...base, payout: next, settledAt: event.data.failedAt, _position: position };
    default:
      return { ...base, payout: next, _position: position };
  }
}

export const payoutsProjection: ProjectionDefinition = {
  name: 'payouts',
  // v2: one document per payout stream (was per session), for sessions with several paying clients.
  // v3: the payout keeps what its amounts were computed from (`computedFrom`, fees included).
  version: 3,
  handles: PAYOUT_EVENT_TYPES,
  collections: [PAYOUTS_COLLECTION],
  async setup(store) {
    await store.collection(PAYOUTS_COLLECTION).createIndex({ keys: { month: 1, startedAt: -1 }, name: 'by_month' });
    await store.collection(PAYOUTS_COLLECTION).createIndex({ keys: { 'payout.sessionId': 1 }, name: 'by_session' });
  },
  async apply(event: RecordedEvent, store) {
    const payoutEvent = { type: event.type, data: event.data } as PayoutEvent;
    await evolveDocument(store.collection<PayoutDocument>(PAYOUTS_COLLECTION), event.streamId, event, (current) =>
      evolvePayoutDocument(current, payoutEvent, event.streamId, event.position),
    );
  },
};

// Readers

export interface PayoutFilter {
  /** `YYYY-MM`. */
  month: string;
  /** error | partial | manual | stripeConnect; or 'processing' for those not settled. */
  status?: string | null;
}

export function findPayouts(readModels: ReadModels, filter: PayoutFilter): Promise<PayoutDocument[]> {
  const query: Record<string, unknown> = { month: filter.month };
  if (filter.status === 'processing') query['payout.status'] = 'processing';
  else if (filter.status) query['payout.outcome'] = filter.status;
  return readModels.collection<PayoutDocument>(PAYOUTS_COLLECTION).find(query, { sort: { startedAt: -1 } });
}

/** The payout of a session with one client, or of one client of a session with several: the arguments of `payoutStreamId`. */
export function findPayout(readModels: ReadModels, sessionId: string, clientIdOfSeveral?: string): Promise<PayoutDocument | null> {
  return readModels.collection<PayoutDocument>(PAYOUTS_COLLECTION).findOne({ _id: payoutStreamId(sessionId, clientIdOfSeveral) });
}

/** Every payout of a session: one, or one per client when it has several paying clients. */
export function findSessionPayouts(readModels: ReadModels, sessionId: string): Promise<PayoutDocument[]> {
  return readModels.collection<PayoutDocument>(PAYOUTS_COLLECTION).find({ 'payout.sessionId': sessionId }, { sort: { startedAt: 1 } });
}

/** A tutor's payouts held for want of a payout method (their clients are charged; the shares wait). */
export function findHeldPayoutsOfTutor(readModels: ReadModels, tutorId: string): Promise<PayoutDocument[]> {
  return readModels.collection<PayoutDocument>(PAYOUTS_COLLECTION).find({ 'payout.tutorId': tutorId, 'payout.status': 'held' }, { sort: { startedAt: 1 } });
}

import {
  applyPayoutEvent,
  membersKeyOf,
  PairFacts,
  pairFactsAfter,
  pairIdOfPairEvent,
  payoutPairOf,
  payoutStarted,
  PayoutTrack,
  SessionFacts,
  sessionFactsEdited,
  sessionFactsScheduled,
} from '../../domain/payouts/payout-replay';
import { PAYOUT_EVENT_TYPES } from '../../domain/payouts/payout.events';
import { PAIR_EVENT_TYPES } from '../../domain/pairs/pair.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * Finance's read model (issue 15): the payout replay's fold (`PayoutReplayFold`) kept by the
 * projection runner instead of replayed from the whole log on every request. One document per
 * payout (`_id` = its stream id) with its month, the facts it was computed from (length, rates,
 * fees, credit) and every money movement recorded on it (charges, transfers, refunds, reversals,
 * manual payouts, held shares, corrections), from which the month's report (recorded beside
 * recomputed) is read in milliseconds. The facts in force when a payout starts (sessions, pairs,
 * credits spent) are kept as documents of their own. Same functions as the CLI's fold, so the same
 * log gives the same report; the provider's records are compared only by the full replay.
 */
export interface ReplayPayoutDocument extends ProjectedDocument {
  /** YYYY-MM of the payout's first attempt (the month the replay reports it in). */
  month: string;
  payout: PayoutTrack;
}

/** What a payout's start needs of the log before it: `session:<id>`, `pair:<id>`, `members:<tutorId>:<clientId>` (a pair id), `credit:<clientId>:<sessionId>`. */
export interface ReplayFactDocument extends ProjectedDocument {
  session?: SessionFacts;
  pair?: PairFacts;
  pairId?: string;
  creditCents?: number;
}

export const PAYOUT_REPLAY_PAYOUTS_COLLECTION = 'payout_replay_payouts';
export const PAYOUT_REPLAY_FACTS_COLLECTION = 'payout_replay_facts';

type Data = Record<string, unknown>;

async function applyReplayEvent(event: RecordedEvent, store: ProjectionStore): Promise<void> {
  const facts = store.collection<ReplayFactDocument>(PAYOUT_REPLAY_FACTS_COLLECTION);
  const payouts = store.collection<ReplayPayoutDocument>(PAYOUT_REPLAY_PAYOUTS_COLLECTION);
  const data = (event.data ?? {}) as Data;
  const fact = async (id: string) => (await facts.findOne({ _id: id })) ?? null;
  // The log position orders a pair's rate saved against the session it applies to, as the fold's count does.
  const seq = event.position;
  const pairId = pairIdOfPairEvent(event);
  if (pairId) {
    const members = membersKeyOf(event);
    if (members) await evolveDocument(facts, `members:${members}`, event, () => ({ _id: `members:${members}`, _position: seq, pairId }));
    await evolveDocument(facts, `pair:${pairId}`, event, (current) => ({ _id: `pair:${pairId}`, _position: seq, pair: pairFactsAfter(current?.pair ?? null, event, seq) }));
    return;
  }
  const sessionId = typeof data.sessionId === 'string' ? data.sessionId : null;
  if (!sessionId) return;
  switch (event.type) {
    case 'SessionScheduled':
      await evolveDocument(facts, `session:${sessionId}`, event, () => ({ _id: `session:${sessionId}`, _position: seq, session: sessionFactsScheduled(data, seq) }));
      return;
    case 'SessionEdited':
      await evolveDocument(facts, `session:${sessionId}`, event, (current) => (current?.session ? { ...current, session: sessionFactsEdited(current.session, data) } : current));
      return;
    case 'CreditsSpent': {
      const id = `credit:${String(data.userId)}:${sessionId}`;
      const cents = typeof data.amountCents === 'number' ? data.amountCents : 0;
      await evolveDocument(facts, id, event, (current) => ({ _id: id, _position: seq, creditCents: (current?.creditCents ?? 0) + cents }));
      return;
    }
    case 'PayoutStarted': {
      const clientId = String(data.clientId);
      const session = (await fact(`session:${sessionId}`))?.session ?? null;
      const where = session ? payoutPairOf(session, clientId, data.oneOfSeveralClients === true) : null;
      const payoutPairId = where && 'pairId' in where ? where.pairId : where?.membersKey ? (await fact(`members:${where.membersKey}`))?.pairId : undefined;
      const pair = payoutPairId ? ((await fact(`pair:${payoutPairId}`))?.pair ?? null) : null;
      const creditCents = (await fact(`credit:${clientId}:${sessionId}`))?.creditCents ?? 0;
      await evolveDocument(payouts, event.streamId, event, (current) => {
        const payout = payoutStarted(current ? structuredClone(current.payout) : null, data, { session, pair, creditCents });
        return { _id: event.streamId, _position: seq, month: payout.month, payout };
      });
      return;
    }
    default:
      await evolveDocument(payouts, event.streamId, event, (current) => {
        if (!current) return null;
        const payout = structuredClone(current.payout);
        applyPayoutEvent(payout, event.type, data);
        return { ...current, payout };
      });
  }
}

export const payoutReplayProjection: ProjectionDefinition = {
  name: 'payout-replay',
  // v2: a session's rates as a list of participants' rates (SessionFacts.rates), not an object keyed by user id.
  version: 2,
  handles: [...new Set<string>([...PAIR_EVENT_TYPES, 'SessionScheduled', 'SessionEdited', 'CreditsSpent', ...PAYOUT_EVENT_TYPES])],
  collections: [PAYOUT_REPLAY_PAYOUTS_COLLECTION, PAYOUT_REPLAY_FACTS_COLLECTION],
  async setup(store) {
    await store.collection(PAYOUT_REPLAY_PAYOUTS_COLLECTION).createIndex({ keys: { month: 1 }, name: 'by_month' });
  },
  apply: applyReplayEvent,
};

/** The payouts the replay reports in a month, with their facts. */
export async function findReplayPayouts(readModels: ReadModels, month: string): Promise<PayoutTrack[]> {
  // Read only: the report only reads the tracks, so the in-memory store need not copy a month of them.
  const documents = await readModels.collection<ReplayPayoutDocument>(PAYOUT_REPLAY_PAYOUTS_COLLECTION).find({ month }, { readOnly: true });
  return documents.map((document) => document.payout);
}

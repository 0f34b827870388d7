import { PAIR_RATE_DEFAULTS_EVENT_TYPES, PairRateDefaultsEvent } from '../../domain/pairs/pair-rate-defaults.events';
import { PAIR_EVENT_TYPES, PairEvent } from '../../domain/pairs/pair.events';
import { clientHourlyWage, effectivePairFeeRates, PairFeeRates } from '../../domain/pairs/pair.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * A tutor-client pair (`_id` = the pair id). Names come from the users read model. The fee rates
 * and `hourlyWage` are those that apply (see `effectivePairFeeRates`); `pairFeeRates` the pair's own.
 */
export interface PairDocument extends ProjectedDocument {
  tutorId: string;
  clientId: string;
  requestId: string;
  /** What the client pays per hour: the tutor rate plus the client fee that applies. */
  hourlyWage: number;
  tutorHourlyWage: number;
  tutorPlatformFeePercentageRate: number;
  tuteePlatformFeePercentageRate: number;
  /** The pair's own fees: at creation, or as an admin saved them (`ratesSavedForPair`). Absent in version 1 documents. */
  pairFeeRates?: PairFeeRates;
  ratesSavedForPair?: boolean;
  /** An admin saved the pair's tutor rate: its sessions not yet processed are paid at `tutorHourlyWage`. */
  hourlyRateSavedForPair?: boolean;
  type: string;
  isActive: boolean;
  sessionsTutored: number;
  createdAt: string;
}

/** A user's default pair rates (`_id` = the user), set by admins; null where none was set. */
export interface PairRateDefaultsDocument extends ProjectedDocument {
  clientDefaultPairRate: number | null;
  tutorDefaultPairRate: number | null;
}

export const PAIRS_COLLECTION = 'pairs';
export const PAIR_RATE_DEFAULTS_COLLECTION = 'pair-rate-defaults';

/** The default rates that apply to a pair: the client's as a client, the tutor's as a tutor. */
export interface MembersDefaultPairRates {
  clientDefaultPairRate: number | null;
  tutorDefaultPairRate: number | null;
}

const NO_DEFAULTS: MembersDefaultPairRates = { clientDefaultPairRate: null, tutorDefaultPairRate: null };

/** The pair with the fees and client rate that apply under the members' defaults. */
export function pricedPair(pair: PairDocument, defaults: MembersDefaultPairRates): PairDocument {
  const own = pair.pairFeeRates ?? { tutorPlatformFeePercentageRate: pair.tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate: pair.tuteePlatformFeePercentageRate };
  const applied = effectivePairFeeRates({ ...own, ratesSavedForPair: pair.ratesSavedForPair ?? false }, defaults);
  return { ...pair, ...applied, hourlyWage: clientHourlyWage(pair.tutorHourlyWage, applied.tuteePlatformFeePercentageRate) };
}

export function evolvePairDocument(current: PairDocument | null, event: PairEvent, position: number, defaults: MembersDefaultPairRates = NO_DEFAULTS): PairDocument | null {
  if (event.type === 'PairCreated') {
    const { pairId, createdAt, ...data } = event.data;
    const pairFeeRates = { tutorPlatformFeePercentageRate: data.tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate: data.tuteePlatformFeePercentageRate };
    return pricedPair({ _id: pairId, ...data, pairFeeRates, ratesSavedForPair: false, isActive: true, sessionsTutored: 0, createdAt, _position: position }, defaults);
  }
  if (!current) return null;
  switch (event.type) {
    case 'PairActivated':
      return { ...current, isActive: true, _position: position };
    case 'PairDeactivated':
      return { ...current, isActive: false, _position: position };
    case 'PairSessionTutored':
      return { ...current, sessionsTutored: current.sessionsTutored + 1, _position: position };
    case 'PairPlatformRatesSaved': {
      const { tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate } = event.data;
      return pricedPair({ ...current, pairFeeRates: { tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate }, ratesSavedForPair: true, _position: position }, defaults);
    }
    case 'PairHourlyRateSaved':
      return pricedPair({ ...current, tutorHourlyWage: event.data.tutorHourlyWage, hourlyRateSavedForPair: true, _position: position }, defaults);
    default:
      return current;
  }
}

async function membersDefaults(store: ProjectionStore, tutorId: string, clientId: string): Promise<MembersDefaultPairRates> {
  const defaults = store.collection<PairRateDefaultsDocument>(PAIR_RATE_DEFAULTS_COLLECTION);
  const [tutor, client] = await Promise.all([defaults.findOne({ _id: tutorId }), defaults.findOne({ _id: clientId })]);
  return { tutorDefaultPairRate: tutor?.tutorDefaultPairRate ?? null, clientDefaultPairRate: client?.clientDefaultPairRate ?? null };
}

export const pairsProjection: ProjectionDefinition = {
  name: 'pairs',
  version: 2,
  handles: [...PAIR_EVENT_TYPES, ...PAIR_RATE_DEFAULTS_EVENT_TYPES],
  collections: [PAIRS_COLLECTION, PAIR_RATE_DEFAULTS_COLLECTION],
  async setup(store) {
    const pairs = store.collection(PAIRS_COLLECTION);
    await pairs.createIndex({ keys: { tutorId: 1, createdAt: -1 }, name: 'by_tutor' });
    await pairs.createIndex({ keys: { clientId: 1, createdAt: -1 }, name: 'by_client' });
    await pairs.createIndex({ keys: { createdAt: -1, _id: 1 }, name: 'by_created' });
  },
  async apply(event: RecordedEvent, store) {
    const pairs = store.collection<PairDocument>(PAIRS_COLLECTION);
    if ((PAIR_RATE_DEFAULTS_EVENT_TYPES as readonly string[]).includes(event.type)) {
      const change = { type: event.type, data: event.data } as PairRateDefaultsEvent;
      const { userId } = change.data;
      await evolveDocument(store.collection<PairRateDefaultsDocument>(PAIR_RATE_DEFAULTS_COLLECTION), userId, event, (current) => ({
        _id: userId,
        clientDefaultPairRate: change.type === 'ClientDefaultPairRateSaved' ? change.data.clientDefaultPairRate : (current?.clientDefaultPairRate ?? null),
        tutorDefaultPairRate: change.type === 'TutorDefaultPairRateSaved' ? change.data.tutorDefaultPairRate : (current?.tutorDefaultPairRate ?? null),
        _position: event.position,
      }));
      // The user's pairs on that side now price at the new default (unless they have fees of their own).
      const affected = await pairs.find(change.type === 'ClientDefaultPairRateSaved' ? { clientId: userId } : { tutorId: userId });
      for (const pair of affected) {
        const defaults = await membersDefaults(store, pair.tutorId, pair.clientId);
        await evolveDocument(pairs, pair._id, event, (current) => (current ? { ...pricedPair(current, defaults), _position: event.position } : null));
      }
      return;
    }
    const pairEvent = { type: event.type, data: event.data } as PairEvent;
    const current = await pairs.findOne({ _id: pairEvent.data.pairId });
    const members = pairEvent.type === 'PairCreated' ? pairEvent.data : current;
    const defaults = members ? await membersDefaults(store, members.tutorId, members.clientId) : NO_DEFAULTS;
    await evolveDocument(pairs, pairEvent.data.pairId, event, (found) => evolvePairDocument(found, pairEvent, event.position, defaults));
  },
};

// ---------------------------------------------------------------------------------------------
// Readers

function pairs(readModels: ReadModels) {
  return readModels.collection<PairDocument>(PAIRS_COLLECTION);
}

export function findPair(readModels: ReadModels, pairId: string): Promise<PairDocument | null> {
  return pairs(readModels).findOne({ _id: pairId });
}

export function findPairOf(readModels: ReadModels, tutorId: string, clientId: string): Promise<PairDocument | null> {
  return pairs(readModels).findOne({ tutorId, clientId });
}

/** The pairs a user is in as the tutor; only active ones with `activeOnly`. */
export function findPairsOfTutor(readModels: ReadModels, tutorId: string, activeOnly = false): Promise<PairDocument[]> {
  return pairs(readModels).find(activeOnly ? { tutorId, isActive: true } : { tutorId }, { sort: { createdAt: -1, _id: 1 } });
}

/** The pairs a user is in as the client; only active ones with `activeOnly`. */
export function findPairsOfClient(readModels: ReadModels, clientId: string, activeOnly = false): Promise<PairDocument[]> {
  return pairs(readModels).find(activeOnly ? { clientId, isActive: true } : { clientId }, { sort: { createdAt: -1, _id: 1 } });
}

/** The pair of two users whichever is the tutor, the active one first. */
export async function findPairBetween(readModels: ReadModels, userA: string, userB: string): Promise<PairDocument | null> {
  return pairs(readModels).findOne(
    { $or: [{ tutorId: userA, clientId: userB }, { tutorId: userB, clientId: userA }] },
    { sort: { isActive: -1, createdAt: -1 } },
  );
}

export async function findPairRateDefaults(readModels: ReadModels, userId: string): Promise<MembersDefaultPairRates> {
  const found = await readModels.collection<PairRateDefaultsDocument>(PAIR_RATE_DEFAULTS_COLLECTION).findOne({ _id: userId });
  return { clientDefaultPairRate: found?.clientDefaultPairRate ?? null, tutorDefaultPairRate: found?.tutorDefaultPairRate ?? null };
}

/** A page of pairs, newest first; with `userIds`, only pairs either of them is in. */
export async function searchPairs(
  readModels: ReadModels,
  query: { userIds: readonly string[] | null; pairId?: string; activeOnly: boolean; skip: number; limit: number },
): Promise<{ pairs: PairDocument[]; total: number }> {
  const filter: Record<string, unknown> = query.pairId ? { _id: query.pairId } : {};
  if (query.userIds) filter.$or = [{ tutorId: { $in: query.userIds } }, { clientId: { $in: query.userIds } }];
  if (query.activeOnly) filter.isActive = true;
  const [found, total] = await Promise.all([pairs(readModels).find(filter, { sort: { createdAt: -1, _id: 1 }, skip: query.skip, limit: query.limit }), pairs(readModels).count(filter)]);
  return { pairs: found, total };
}

export async function countPairsOf(readModels: ReadModels, userId: string): Promise<number> {
  return pairs(readModels).count({ $or: [{ tutorId: userId }, { clientId: userId }] });
}

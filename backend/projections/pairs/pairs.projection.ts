import { PAIR_EVENT_TYPES, PairEvent } from '../../domain/pairs/pair.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** A tutor-client pair (`_id` = the pair id). Names come from the users read model. */
export interface PairDocument extends ProjectedDocument {
  tutorId: string;
  clientId: string;
  requestId: string;
  hourlyWage: number;
  tutorHourlyWage: number;
  tutorPlatformFeePercentageRate: number;
  tuteePlatformFeePercentageRate: number;
  type: string;
  isActive: boolean;
  sessionsTutored: number;
  createdAt: string;
}

export const PAIRS_COLLECTION = 'pairs';

export function evolvePairDocument(current: PairDocument | null, event: PairEvent, position: number): PairDocument | null {
  if (event.type === 'PairCreated') {
    const { pairId, createdAt, ...data } = event.data;
    return { _id: pairId, ...data, isActive: true, sessionsTutored: 0, createdAt, _position: position };
  }
  if (!current) return null;
  switch (event.type) {
    case 'PairActivated':
      return { ...current, isActive: true, _position: position };
    case 'PairDeactivated':
      return { ...current, isActive: false, _position: position };
    case 'PairSessionTutored':
      return { ...current, sessionsTutored: current.sessionsTutored + 1, _position: position };
    default:
      return current;
  }
}

export const pairsProjection: ProjectionDefinition = {
  name: 'pairs',
  version: 1,
  handles: PAIR_EVENT_TYPES,
  collections: [PAIRS_COLLECTION],
  async setup(store) {
    const pairs = store.collection(PAIRS_COLLECTION);
    await pairs.createIndex({ keys: { tutorId: 1, createdAt: -1 }, name: 'by_tutor' });
    await pairs.createIndex({ keys: { clientId: 1, createdAt: -1 }, name: 'by_client' });
  },
  async apply(event: RecordedEvent, store) {
    const pairEvent = { type: event.type, data: event.data } as PairEvent;
    await evolveDocument(store.collection<PairDocument>(PAIRS_COLLECTION), pairEvent.data.pairId, event, (current) =>
      evolvePairDocument(current, pairEvent, event.position),
    );
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

export async function countPairsOf(readModels: ReadModels, userId: string): Promise<number> {
  return pairs(readModels).count({ $or: [{ tutorId: userId }, { clientId: userId }] });
}

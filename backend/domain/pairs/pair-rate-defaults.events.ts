import { DomainEvent } from '../shared/decider';

/**
 * Stream `pair-rate-defaults-<userId>`: the fee percentage an admin set for every pair of a client
 * (clientDefaultPairRate: the client's fee) or of a tutor (tutorDefaultPairRate: the tutor's fee).
 * It applies to the user's pairs without fees of their own, for sessions not yet processed.
 */
export type ClientDefaultPairRateSaved = DomainEvent<'ClientDefaultPairRateSaved', { userId: string; clientDefaultPairRate: number; byUserId: string; reason: string; savedAt: string }>;
export type TutorDefaultPairRateSaved = DomainEvent<'TutorDefaultPairRateSaved', { userId: string; tutorDefaultPairRate: number; byUserId: string; reason: string; savedAt: string }>;

export type PairRateDefaultsEvent = ClientDefaultPairRateSaved | TutorDefaultPairRateSaved;

export const PAIR_RATE_DEFAULTS_EVENT_TYPES: ReadonlyArray<PairRateDefaultsEvent['type']> = ['ClientDefaultPairRateSaved', 'TutorDefaultPairRateSaved'];

export function pairRateDefaultsStreamId(userId: string): string {
  return `pair-rate-defaults-${userId}`;
}

import { DomainEvent } from '../shared/decider';
import { PAIR_TYPE } from './pair.rules';

/** A tutor and a client work together (stream `pair-<pairId>`), created by an accepted request. */
export type PairCreated = DomainEvent<
  'PairCreated',
  {
    pairId: string;
    tutorId: string;
    clientId: string;
    requestId: string;
    /** What the client pays per hour, fee included. */
    hourlyWage: number;
    tutorHourlyWage: number;
    tutorPlatformFeePercentageRate: number;
    tuteePlatformFeePercentageRate: number;
    type: typeof PAIR_TYPE;
    createdAt: string;
  }
>;
/** `requestId`: the accepted request that made the pair active again (absent when a member did, and in older events). */
export type PairActivated = DomainEvent<'PairActivated', { pairId: string; byUserId: string | null; activatedAt: string; requestId?: string }>;
export type PairDeactivated = DomainEvent<'PairDeactivated', { pairId: string; byUserId: string; deactivatedAt: string }>;

/** A session of the pair was processed (held and paid): the pair's sessionsTutored grows by one. */
export type PairSessionTutored = DomainEvent<'PairSessionTutored', { pairId: string; sessionId: string; recordedAt: string }>;

/**
 * An admin set the pair's own platform fees (percentages). They apply to the pair's sessions not yet
 * processed, ahead of the members' default pair rates; a processed session keeps what it recorded.
 */
export type PairPlatformRatesSaved = DomainEvent<
  'PairPlatformRatesSaved',
  { pairId: string; tutorPlatformFeePercentageRate: number; tuteePlatformFeePercentageRate: number; byUserId: string; reason: string; savedAt: string }
>;
/** An admin set the pair's tutor rate (`hourlyWage`: what the client then pays per hour, fee included); for sessions not yet processed. */
export type PairHourlyRateSaved = DomainEvent<'PairHourlyRateSaved', { pairId: string; hourlyWage: number; tutorHourlyWage: number; byUserId: string; reason: string; savedAt: string }>;

export type PairEvent = PairCreated | PairActivated | PairDeactivated | PairSessionTutored | PairPlatformRatesSaved | PairHourlyRateSaved;

export const PAIR_EVENT_TYPES: ReadonlyArray<PairEvent['type']> = [
  'PairCreated',
  'PairActivated',
  'PairDeactivated',
  'PairSessionTutored',
  'PairPlatformRatesSaved',
  'PairHourlyRateSaved',
];

import { DomainCommand } from '../shared/decider';

/**
 * Opens the pair for an accepted request, or, when the two already have a pair, activates it again.
 * tutorHourlyWage is the tutor's rate at acceptance.
 */
export type CreatePair = DomainCommand<'CreatePair', { pairId: string; tutorId: string; clientId: string; requestId: string; tutorHourlyWage: number }>;
/** By either member. */
export type ActivatePair = DomainCommand<'ActivatePair', Record<string, never>>;
/** `unPairWithUser`, by either member. */
export type DeactivatePair = DomainCommand<'DeactivatePair', Record<string, never>>;

/** The system records a processed session of the pair (once per session: the caller's ids derive from the session's event). */
export type RecordSessionTutored = DomainCommand<'RecordSessionTutored', { sessionId: string }>;
/** An admin (the caller checks the role) sets the pair's fee percentages, with a reason. */
export type SavePairPlatformRates = DomainCommand<'SavePairPlatformRates', { tutorPlatformFeePercentageRate: number; tuteePlatformFeePercentageRate: number; reason: string }>;
/** An admin (the caller checks the role) sets the pair's tutor rate, with a reason. */
export type SavePairHourlyRate = DomainCommand<'SavePairHourlyRate', { tutorHourlyWage: number; reason: string }>;
export type PairCommand = CreatePair | ActivatePair | DeactivatePair | RecordSessionTutored | SavePairPlatformRates | SavePairHourlyRate;

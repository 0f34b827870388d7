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
export type PairCommand = CreatePair | ActivatePair | DeactivatePair | RecordSessionTutored;

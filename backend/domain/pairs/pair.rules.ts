import { PAGE_NUMBER_MESSAGE } from '../shared/paging';

/**
 * Pair pricing (spec section 9 and ARCHITECTURE 'Payments and payouts'): a service fee of 9.7 % on
 * each side. The client's hourly rate is the tutor's rate plus the client fee, rounded to cents;
 * the tutor fee comes off the tutor's pay when a session is paid out.
 */
export const DEFAULT_TUTEE_PLATFORM_FEE_PERCENTAGE_RATE = 9.7;
export const DEFAULT_TUTOR_PLATFORM_FEE_PERCENTAGE_RATE = 9.7;
export const PAIR_TYPE = 'TUTORING' as const;

export const PairMessages = {
  notFound: 'This pair does not exist.',
  invalidWage: 'Please enter a valid hourly rate.',
  ownPair: 'You cannot pair with yourself.',
  invalidFeeRate: 'Please enter a fee from 0 to 100 percent.',
  userNotFound: 'No user has this id or e-mail address.',
  pageNumber: PAGE_NUMBER_MESSAGE,
  tooManyTutees: 'A group session has at most 50 clients.',
} as const;

/** A fee percentage as recorded: to the hundredth of a percent (the payout's basis points), or null when not from 0 to 100. */
export function roundFeePercentageRate(rate: number): number | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return null;
  return Math.round(rate * 100) / 100;
}

/** A pair's fee percentages as they apply: the pair's own once an admin saved them, else each member's default pair rate, else the pair's at creation. */
export interface PairFeeRates {
  tutorPlatformFeePercentageRate: number;
  tuteePlatformFeePercentageRate: number;
}

export function effectivePairFeeRates(
  pair: PairFeeRates & { ratesSavedForPair: boolean },
  defaults: { tutorDefaultPairRate: number | null; clientDefaultPairRate: number | null },
): PairFeeRates {
  if (pair.ratesSavedForPair) return { tutorPlatformFeePercentageRate: pair.tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate: pair.tuteePlatformFeePercentageRate };
  return {
    tutorPlatformFeePercentageRate: defaults.tutorDefaultPairRate ?? pair.tutorPlatformFeePercentageRate,
    tuteePlatformFeePercentageRate: defaults.clientDefaultPairRate ?? pair.tuteePlatformFeePercentageRate,
  };
}

/** What the client pays per hour for a tutor's rate: rate × (1 + fee), in whole cents. */
export function clientHourlyWage(tutorHourlyWage: number, tuteeFeePercentageRate = DEFAULT_TUTEE_PLATFORM_FEE_PERCENTAGE_RATE): number {
  return Math.round(tutorHourlyWage * (100 + tuteeFeePercentageRate)) / 100;
}

/** What the tutor keeps per hour after the tutor fee, in whole cents. */
export function tutorNetHourlyWage(tutorHourlyWage: number, tutorFeePercentageRate = DEFAULT_TUTOR_PLATFORM_FEE_PERCENTAGE_RATE): number {
  return Math.round(tutorHourlyWage * (100 - tutorFeePercentageRate)) / 100;
}

export function pairStreamId(pairId: string): string {
  return `pair-${pairId}`;
}

/** The rate a pair starts at when the tutor has set none yet: the advertised tutor pay ($25+ per hour). */
export const DEFAULT_TUTOR_HOURLY_WAGE = 25;

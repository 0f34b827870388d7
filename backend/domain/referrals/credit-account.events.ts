import { DomainEvent } from '../shared/decider';

/** Stream `credit-account-<userId>`: the client's referral credits (spec section 1: $20 per referred client). */
export type ReferralCreditGranted = DomainEvent<'ReferralCreditGranted', { userId: string; refereeId: string; sessionId: string; amountCents: number; grantedAt: string }>;
/** Spent on a session's payout before the card (the payout's CreditsApplied records the same amount). */
export type CreditsSpent = DomainEvent<'CreditsSpent', { userId: string; sessionId: string; amountCents: number; spentAt: string }>;

/** An admin granted (amountCents > 0) or removed (< 0) account credit, with a reason; spent like referral credit. */
export type AccountCreditSaved = DomainEvent<'AccountCreditSaved', { userId: string; amountCents: number; byUserId: string; reason: string; savedAt: string }>;

export type CreditAccountEvent = ReferralCreditGranted | CreditsSpent | AccountCreditSaved;

export const CREDIT_ACCOUNT_EVENT_TYPES: ReadonlyArray<CreditAccountEvent['type']> = ['ReferralCreditGranted', 'CreditsSpent', 'AccountCreditSaved'];

export function creditAccountStreamId(userId: string): string {
  return `credit-account-${userId}`;
}

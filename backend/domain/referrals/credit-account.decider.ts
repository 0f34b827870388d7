import { changeReasonOf } from '../shared/change-reason';
import { assertNever, Decider, DomainCommand } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { REFERRAL_CREDIT_CENTS } from '../payouts/payout.rules';
import { CreditAccountEvent } from './credit-account.events';

/** The referrer earns the credit once per referee, when the referee's first paid session completes. */
export type GrantReferralCredit = DomainCommand<'GrantReferralCredit', { userId: string; refereeId: string; sessionId: string }>;
/** Spends up to `upToCents` of the balance on one session, once per session whatever the retries. */
export type SpendCredits = DomainCommand<'SpendCredits', { userId: string; sessionId: string; upToCents: number }>;
/** An admin (the caller checks the role) grants (amountCents > 0) or removes (< 0) credit, with a reason. */
export type SaveAccountCredit = DomainCommand<'SaveAccountCredit', { userId: string; amountCents: number; reason: string }>;
export type CreditAccountCommand = GrantReferralCredit | SpendCredits | SaveAccountCredit;

/** The most one change may grant or remove: $10,000. */
export const MAX_CREDIT_CHANGE_CENTS = 1_000_000;

export const CreditAccountMessages = {
  invalidAmount: 'Please enter an amount in dollars and cents, other than zero and at most $10,000.',
  moreThanBalance: 'You cannot remove more credit than the balance.',
} as const;

export interface CreditAccount {
  balanceCents: number;
  rewardedReferees: string[];
  /** Cents spent per session id. */
  spentBySession: Record<string, number>;
}

export const initialCreditAccount = (): CreditAccount => ({ balanceCents: 0, rewardedReferees: [], spentBySession: {} });

export function evolveCreditAccount(state: CreditAccount, event: CreditAccountEvent): CreditAccount {
  switch (event.type) {
    case 'ReferralCreditGranted':
      return { ...state, balanceCents: state.balanceCents + event.data.amountCents, rewardedReferees: [...state.rewardedReferees, event.data.refereeId] };
    case 'CreditsSpent':
      return {
        ...state,
        balanceCents: state.balanceCents - event.data.amountCents,
        spentBySession: { ...state.spentBySession, [event.data.sessionId]: event.data.amountCents },
      };
    case 'AccountCreditSaved':
      return { ...state, balanceCents: state.balanceCents + event.data.amountCents };
    default:
      return assertNever(event);
  }
}

export function grantReferralCredit(command: GrantReferralCredit, state: CreditAccount): CreditAccountEvent[] {
  const { userId, refereeId, sessionId } = command.data;
  if (state.rewardedReferees.includes(refereeId)) return [];
  return [{ type: 'ReferralCreditGranted', data: { userId, refereeId, sessionId, amountCents: REFERRAL_CREDIT_CENTS, grantedAt: command.metadata.now.toISOString() } }];
}

export function spendCredits(command: SpendCredits, state: CreditAccount): CreditAccountEvent[] {
  const { userId, sessionId, upToCents } = command.data;
  if (sessionId in state.spentBySession) return [];
  const amountCents = Math.min(state.balanceCents, Math.max(0, upToCents));
  if (amountCents <= 0) return [];
  return [{ type: 'CreditsSpent', data: { userId, sessionId, amountCents, spentAt: command.metadata.now.toISOString() } }];
}

/** Every change is recorded (two grants of the same amount are two grants); a removal never takes the balance below zero. */
export function saveAccountCredit(command: SaveAccountCredit, state: CreditAccount): CreditAccountEvent[] {
  const byUserId = command.metadata.actorId;
  if (byUserId === null) throw new ForbiddenError();
  const { userId, amountCents } = command.data;
  const { reason, problem } = changeReasonOf(command.data.reason);
  const validAmount = Number.isInteger(amountCents) && amountCents !== 0 && Math.abs(amountCents) <= MAX_CREDIT_CHANGE_CENTS;
  throwIfInvalid({ amountCents: validAmount ? undefined : CreditAccountMessages.invalidAmount, reason: problem });
  if (state.balanceCents + amountCents < 0) throw DomainError.fromFieldErrors({ amountCents: CreditAccountMessages.moreThanBalance });
  return [{ type: 'AccountCreditSaved', data: { userId, amountCents, byUserId, reason, savedAt: command.metadata.now.toISOString() } }];
}

export function decideCreditAccount(command: CreditAccountCommand, state: CreditAccount): CreditAccountEvent[] {
  switch (command.type) {
    case 'GrantReferralCredit':
      return grantReferralCredit(command, state);
    case 'SpendCredits':
      return spendCredits(command, state);
    case 'SaveAccountCredit':
      return saveAccountCredit(command, state);
    default:
      return assertNever(command);
  }
}

export const creditAccountDecider: Decider<CreditAccountCommand, CreditAccountEvent, CreditAccount> = {
  initialState: initialCreditAccount,
  evolve: evolveCreditAccount,
  decide: decideCreditAccount,
};

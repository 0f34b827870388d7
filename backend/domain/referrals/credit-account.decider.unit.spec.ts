import { deciderSpecification } from '../test-support/decider-specification';
import { ChangeReasonMessages } from '../shared/change-reason';
import { ForbiddenError } from '../shared/domain-error';
import { CreditAccountCommand, creditAccountDecider, CreditAccountMessages } from './credit-account.decider';
import { CreditAccountEvent } from './credit-account.events';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpecification(creditAccountDecider);
const command = <C extends CreditAccountCommand>(type: C['type'], data: C['data']): C => ({ type, data, metadata: { now, actorId: null } }) as C;
const granted = (refereeId: string): CreditAccountEvent => ({ type: 'ReferralCreditGranted', data: { userId: 'u1', refereeId, sessionId: `s-${refereeId}`, amountCents: 2000, grantedAt: at } });

describe('credit account decider', () => {
  it('grants $20 once per referred client', () => {
    spec.given([]).when(command('GrantReferralCredit', { userId: 'u1', refereeId: 'r1', sessionId: 's-r1' })).then([granted('r1')]);
    spec.given([granted('r1')]).when(command('GrantReferralCredit', { userId: 'u1', refereeId: 'r1', sessionId: 's-other' })).thenNothingHappened();
  });

  it('spends up to the balance on a session, once per session', () => {
    spec
      .given([granted('r1')])
      .when(command('SpendCredits', { userId: 'u1', sessionId: 's1', upToCents: 1500 }))
      .then([{ type: 'CreditsSpent', data: { userId: 'u1', sessionId: 's1', amountCents: 1500, spentAt: at } }]);
    const spent: CreditAccountEvent = { type: 'CreditsSpent', data: { userId: 'u1', sessionId: 's1', amountCents: 1500, spentAt: at } };
    spec.given([granted('r1'), spent]).when(command('SpendCredits', { userId: 'u1', sessionId: 's1', upToCents: 1500 })).thenNothingHappened();
    spec
      .given([granted('r1'), spent])
      .when(command('SpendCredits', { userId: 'u1', sessionId: 's2', upToCents: 4388 }))
      .then([{ type: 'CreditsSpent', data: { userId: 'u1', sessionId: 's2', amountCents: 500, spentAt: at } }]);
    spec.given([]).when(command('SpendCredits', { userId: 'u1', sessionId: 's1', upToCents: 4388 })).thenNothingHappened();
  });
});

describe('admins granting and removing account credit', () => {
  const saveCredit = (amountCents: number, reason = 'Sorry for the missed session', actorId: string | null = 'admin') =>
    ({ type: 'SaveAccountCredit', data: { userId: 'u1', amountCents, reason }, metadata: { now, actorId } }) as CreditAccountCommand;
  const saved = (amountCents: number): CreditAccountEvent => ({ type: 'AccountCreditSaved', data: { userId: 'u1', amountCents, byUserId: 'admin', reason: 'Sorry for the missed session', savedAt: at } });

  it('grants credit with the admin and the reason, and removes it up to the balance', () => {
    spec.given([]).when(saveCredit(1500)).then([saved(1500)]);
    spec.given([saved(1500)]).when(saveCredit(-1500)).then([saved(-1500)]);
    spec.given([saved(1500)]).when(saveCredit(-1501)).thenThrows(CreditAccountMessages.moreThanBalance, { amountCents: CreditAccountMessages.moreThanBalance });
  });

  it('lets granted credit be spent like referral credit', () => {
    spec
      .given([saved(1000)])
      .when(command('SpendCredits', { userId: 'u1', sessionId: 's1', upToCents: 4388 }))
      .then([{ type: 'CreditsSpent', data: { userId: 'u1', sessionId: 's1', amountCents: 1000, spentAt: at } }]);
  });

  it('refuses zero, fractions of a cent, more than $10,000, a blank reason and the system', () => {
    spec.given([]).when(saveCredit(0, ' ')).thenThrows(CreditAccountMessages.invalidAmount, { amountCents: CreditAccountMessages.invalidAmount, reason: ChangeReasonMessages.reasonRequired });
    spec.given([]).when(saveCredit(10.5)).thenThrows(CreditAccountMessages.invalidAmount, { amountCents: CreditAccountMessages.invalidAmount });
    spec.given([]).when(saveCredit(1_000_001)).thenThrows(CreditAccountMessages.invalidAmount, { amountCents: CreditAccountMessages.invalidAmount });
    spec.given([]).when(saveCredit(100, 'r', null)).thenThrows(ForbiddenError);
  });
});

import { DESCRIBED_EVENT_TYPES, describeAuditEvent, dollars, UNKNOWN_EVENT_MESSAGE_ID } from './audit-descriptions';
import { auditActorRole } from './audit-actor';
import { auditPageProblem, auditStreamIdOf, AuditMessages } from './audit-streams';
import { PAYOUT_EVENT_TYPES } from '../payouts/payout.events';
import { SESSION_EVENT_TYPES } from '../sessions/session.events';

describe('audit descriptions', () => {
  it('formats cents as US dollars, negative and unreadable amounts too', () => {
    expect(dollars(4388)).toBe('$43.88');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(123456789)).toBe('$1,234,567.89');
    expect(dollars(-2500)).toBe('-$25.00');
    expect(dollars(undefined)).toBe('?');
    expect(dollars(Number.NaN)).toBe('?');
  });

  it('describes a charge, a transfer and a payout by their amounts and provider ids', () => {
    expect(describeAuditEvent('ClientCharged', { sessionId: 's1', attempt: 1, chargeId: 'ch_1', amountCents: 4388, chargedAt: '2026-11-25T10:00:00.000Z' })).toEqual({
      messageId: 'audit.event.ClientCharged',
      values: { amount: '$43.88', chargeId: 'ch_1' },
    });
    expect(describeAuditEvent('TutorTransferred', { sessionId: 's1', attempt: 1, transferId: 'tr_1', amountCents: 2709, transferredAt: '' })).toEqual({
      messageId: 'audit.event.TutorTransferred',
      values: { amount: '$27.09', transferId: 'tr_1' },
    });
    expect(describeAuditEvent('PayoutStarted', { attempt: 2, amounts: { minutes: 60, clientTotalCents: 4388, tutorPayoutCents: 2709 } }).values).toEqual({
      attempt: '2',
      clientTotal: '$43.88',
      tutorPayout: '$27.09',
      minutes: '60',
    });
  });

  it('describes a scheduled session by subject, length and meeting, and a cancellation by its notice', () => {
    expect(
      describeAuditEvent('SessionScheduled', { subject: 'SAT', startTime: '2026-11-25T10:00:00.000Z', endTime: '2026-11-25T11:30:00.000Z', meeting: { solution: 'ZOOM' } }).values,
    ).toEqual({ subject: 'SAT', minutes: '90', meeting: 'ZOOM' });
    expect(describeAuditEvent('SessionCancelled', { withinNoticeWindow: true }).values).toEqual({ withinNotice: 'yes' });
    expect(describeAuditEvent('SessionErrored', { reason: 'Your card was declined.' }).values).toEqual({ reason: 'Your card was declined.' });
  });

  it('never shows what people wrote: a message is described by whether it carries a file only', () => {
    const described = describeAuditEvent('MessageSent', { body: 'my phone is 555-0100', type: 'TEXT', file: null, fromUserId: 'u1' });
    expect(described).toEqual({ messageId: 'audit.event.MessageSent', values: { withFile: 'no' } });
    expect(JSON.stringify(described)).not.toContain('555');
  });

  it('shows the admins\' rate changes with their reason (the pairs events)', () => {
    expect(describeAuditEvent('PairPlatformRatesSaved', { tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 9.7, reason: 'Promotion', byUserId: 'a1' }).values).toEqual({
      tutorFee: '7.7',
      clientFee: '9.7',
      reason: 'Promotion',
    });
  });

  it('names an event type it does not know by its type, and survives data that is not an object', () => {
    expect(describeAuditEvent('SomethingNew', { a: 1 })).toEqual({ messageId: UNKNOWN_EVENT_MESSAGE_ID, values: { type: 'SomethingNew' } });
    expect(describeAuditEvent('toString', {})).toEqual({ messageId: UNKNOWN_EVENT_MESSAGE_ID, values: { type: 'toString' } });
    expect(describeAuditEvent('ClientCharged', null)).toEqual({ messageId: 'audit.event.ClientCharged', values: { amount: '?', chargeId: '' } });
  });

  it('has a message for every event of a session and of a payout', () => {
    for (const type of [...SESSION_EVENT_TYPES, ...PAYOUT_EVENT_TYPES]) expect(DESCRIBED_EVENT_TYPES).toContain(type);
  });
});

describe('audit actors', () => {
  const admin = { profileTypes: ['ADMIN'], deleted: false };
  const tutor = { profileTypes: ['TUTOR'], deleted: false };
  const client = { profileTypes: ['STUDENT_OR_PARENT'], deleted: false };

  it('names jobs, reactions and the system by what acted, whoever they act for', () => {
    expect(auditActorRole({ actorId: null, via: 'job' }, null)).toBe('SYSTEM_JOB');
    expect(auditActorRole({ actorId: 'u1', via: 'reaction' }, client)).toBe('REACTION');
    expect(auditActorRole({ actorId: null, via: 'system' }, null)).toBe('SYSTEM');
    expect(auditActorRole({ actorId: 'u1', via: 'system' }, client)).toBe('SYSTEM');
  });

  it('names a request\'s user as admin, tutor or client by their account', () => {
    expect(auditActorRole({ actorId: 'a1' }, { profileTypes: ['ADMIN', 'TUTOR'], deleted: false })).toBe('ADMIN');
    expect(auditActorRole({ actorId: 'a1' }, admin)).toBe('ADMIN');
    expect(auditActorRole({ actorId: 't1' }, tutor)).toBe('TUTOR');
    expect(auditActorRole({ actorId: 'c1' }, client)).toBe('CLIENT');
    expect(auditActorRole({ actorId: 'gone' }, null)).toBe('CLIENT');
    expect(auditActorRole({ actorId: null }, null)).toBe('VISITOR');
  });
});

describe('audit streams and pages', () => {
  it('maps each kind of the History view to its stream', () => {
    expect(auditStreamIdOf('session', 's1')).toBe('session-s1');
    expect(auditStreamIdOf('payout', 's1')).toBe('payout-s1');
    expect(auditStreamIdOf('payout', 's1-c2')).toBe('payout-s1-c2');
    expect(auditStreamIdOf('payment-account', 'u1')).toBe('payment-account-u1');
    expect(auditStreamIdOf('user', 'u1')).toBe('user-u1');
    expect(auditStreamIdOf('pair', 'p1')).toBe('pair-p1');
    expect(auditStreamIdOf('request', 'r1')).toBe('tutoring-request-r1');
    expect(auditStreamIdOf('conversation', 'c1')).toBe('conversation-c1');
    expect(auditStreamIdOf('tutor', 'u1')).toBe('tutor-u1');
    expect(auditStreamIdOf('lead', 'l1')).toBe('lead-l1');
    expect(auditStreamIdOf('inquiry', 'i1')).toBe('inquiry-i1');
  });

  it('takes pages of 1 to 200 events from offset 0 on', () => {
    expect(auditPageProblem({ offset: 0, limit: 1 })).toBeUndefined();
    expect(auditPageProblem({ offset: 950, limit: 200 })).toBeUndefined();
    for (const page of [{ offset: -1, limit: 50 }, { offset: 0, limit: 0 }, { offset: 0, limit: 201 }, { offset: 1.5, limit: 50 }]) expect(auditPageProblem(page)).toBe(AuditMessages.invalidPage);
  });
});

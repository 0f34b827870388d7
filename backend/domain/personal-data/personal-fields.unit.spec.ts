import { EmailAddressEvent } from '../accounts/email-address.decider';
import { DESCRIBED_EVENT_TYPES } from '../audit/audit-descriptions';
import { REFERRAL_INVITE_EVENT_TYPES } from '../referrals/referral-invite.events';
import { SessionFeedbackEvent } from '../sessions/post-session-feedback.events';
import { PERSONAL_FIELDS, personalDataSubjectOf, personalFieldValue, withPersonalField, withPersonalFields } from './personal-fields';

describe('personal fields', () => {
  it('names only event types the product records', () => {
    // Recorded on streams the History view does not show, so without an audit description.
    const undescribed: Array<EmailAddressEvent['type'] | SessionFeedbackEvent['type']> = ['EmailAddressReserved', 'EmailAddressReleased', 'FormAssessmentResponseSubmitted'];
    const recorded = new Set<string>([...DESCRIBED_EVENT_TYPES, ...REFERRAL_INVITE_EVENT_TYPES, ...undescribed]);
    expect(Object.keys(PERSONAL_FIELDS).filter((type) => !recorded.has(type))).toEqual([]);
  });

  it('finds the person of an event by its subject field, and no one without it (events recorded before the field was added)', () => {
    expect(personalDataSubjectOf('TutoringRequestEdited', { requestId: 'r1', clientId: 'c1', firstMessage: 'x' })).toBe('c1');
    expect(personalDataSubjectOf('TutoringRequestEdited', { requestId: 'r1', firstMessage: 'x' })).toBeNull();
    expect(personalDataSubjectOf('PairCreated', { pairId: 'p1', clientId: 'c1' })).toBeNull();
  });

  it('reads and writes a path inside objects without changing the data it was given', () => {
    const data = { userId: 'u1', changes: { firstName: 'Zelinda', gradeLevel: 'COLLEGE' } };
    expect(personalFieldValue(data, 'changes.firstName')).toBe('Zelinda');
    expect(personalFieldValue(data, 'changes.birthday')).toBeUndefined();
    expect(personalFieldValue(data, 'userId.length')).toBeUndefined();

    expect(withPersonalField(data, 'changes.firstName', undefined)).toEqual({ userId: 'u1', changes: { gradeLevel: 'COLLEGE' } });
    expect(withPersonalField(data, 'changes.firstName', 'deleted user')).toEqual({ userId: 'u1', changes: { firstName: 'deleted user', gradeLevel: 'COLLEGE' } });
    expect(withPersonalField({ sessionId: 's1' }, 'tutorPayout.manualPayoutId', '')).toEqual({ sessionId: 's1', tutorPayout: { manualPayoutId: '' } });
    expect(data).toEqual({ userId: 'u1', changes: { firstName: 'Zelinda', gradeLevel: 'COLLEGE' } });
  });

  it('applies several changes in one copy, as one change after another would, leaving a named field out', () => {
    const data = { userId: 'u1', __sealed: 'x', email: 'a@example.com', firstName: 'Zelinda', changes: { firstName: 'Z', lastName: 'Q', gradeLevel: 'COLLEGE' } };
    const changes: Array<[string, unknown]> = [
      ['email', undefined],
      ['firstName', 'deleted user'],
      ['changes.firstName', undefined],
      ['changes.lastName', ''],
      ['phoneNumber', null],
    ];
    const oneByOne = changes.reduce<Record<string, unknown>>((copy, [path, value]) => withPersonalField(copy, path, value), { userId: 'u1', email: 'a@example.com', firstName: 'Zelinda', changes: data.changes });
    const applied = withPersonalFields(data, changes, '__sealed');
    expect(applied).toEqual(oneByOne);
    expect(applied).toEqual({ userId: 'u1', firstName: 'deleted user', changes: { lastName: '', gradeLevel: 'COLLEGE' }, phoneNumber: null });
    expect(data).toEqual({ userId: 'u1', __sealed: 'x', email: 'a@example.com', firstName: 'Zelinda', changes: { firstName: 'Z', lastName: 'Q', gradeLevel: 'COLLEGE' } });
    expect(withPersonalFields(data, [])).toEqual(data);
    expect(withPersonalFields(data, [])).not.toBe(data);
  });
});

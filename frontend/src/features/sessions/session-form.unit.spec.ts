import { emptySessionForm, formFlags, hasErrors, SessionFormValues, validateSessionForm } from './session-form';

const now = new Date(2026, 10, 24, 9, 52);
const valid: SessionFormValues = { ...emptySessionForm(now), tuteeId: 'client-1', subject: 'Algebra 1', date: '2026-11-26', start: '10:00', end: '11:00' };

describe('session form validation', () => {
  it('starts on the next quarter hour after an hour, an hour long', () => {
    expect(emptySessionForm(now)).toMatchObject({ date: '2026-11-24', start: '11:00', end: '12:00', meetingSolution: 'LESSONSPACE' });
  });

  it('passes a complete form', () => {
    expect(hasErrors(validateSessionForm(valid, true))).toBe(false);
  });

  it('uses the spec’s time messages', () => {
    expect(validateSessionForm({ ...valid, end: '17:15' }, true).times).toBe('sessions.validation.tooLong');
    expect(validateSessionForm({ ...valid, end: '10:00' }, true).times).toBe('sessions.validation.endBeforeStart');
    expect(validateSessionForm({ ...valid, end: '09:00' }, true).times).toBe('sessions.validation.endBeforeStart');
  });

  it('asks for a client, a subject, a place and at least one day to recur', () => {
    const errors = validateSessionForm({ ...valid, tuteeId: '', subject: ' ', meetingSolution: 'IN_PERSON', recurring: true, weeks: '60' }, true);
    expect(errors.fields).toEqual({
      tuteeId: 'sessions.validation.client',
      subject: 'sessions.validation.subject',
      locationName: 'sessions.validation.location',
      recurringDays: 'sessions.validation.recurringDays',
      weeks: 'sessions.validation.weeksRecurring',
    });
    expect(validateSessionForm({ ...valid, meetingSolution: 'CUSTOM_URL', customUrl: 'zoom.us/j/1' }, true).fields).toEqual({ customUrl: 'sessions.validation.customUrl' });
  });

  it('does not ask an edit for a client or a recurrence', () => {
    expect(validateSessionForm({ ...valid, tuteeId: '', recurring: true }, false).fields).toEqual({});
  });

  it('flags the past and the far future', () => {
    expect(formFlags({ ...valid, date: '2026-11-24', start: '09:00', end: '10:00' }, now)).toEqual({ startInPast: true, farFuture: false });
    expect(formFlags({ ...valid, date: '2027-03-01' }, now)).toEqual({ startInPast: false, farFuture: true });
  });
});

import { Session } from './graphql/session-fields';
import { emptySessionForm, formFlags, hasErrors, sessionFormOf, SessionFormValues, timesOf, validateSessionForm } from './session-form';

// The user keeps Denver's time; instants are explicit, so the file passes whatever the process's zone (run with TZ=Europe/Madrid too).
const DENVER = 'America/Denver';
const now = new Date('2026-11-24T16:52:00.000Z');
const valid: SessionFormValues = { ...emptySessionForm(now, DENVER), tuteeId: 'client-1', subject: 'Algebra 1', date: '2026-11-26', start: '10:00', end: '11:00' };

describe('session form validation', () => {
  it('starts on the next quarter hour after an hour, an hour long', () => {
    expect(emptySessionForm(now, DENVER)).toMatchObject({ date: '2026-11-24', start: '11:00', end: '12:00', meetingSolution: 'LESSONSPACE' });
  });

  it('is the next morning when that hour would end after midnight on the user’s clock, and always valid', () => {
    // 22:18 in Denver: 23:30 to 00:30 would end on another day (its end slot before its start).
    expect(emptySessionForm(new Date('2026-11-25T05:18:00.000Z'), DENVER)).toMatchObject({ date: '2026-11-25', start: '09:00', end: '10:00' });
    // 22:00: 23:00 to midnight ends on the next day too.
    expect(emptySessionForm(new Date('2026-11-25T05:00:00.000Z'), DENVER)).toMatchObject({ date: '2026-11-25', start: '09:00', end: '10:00' });
    // 21:45 still fits: 22:45 to 23:45.
    expect(emptySessionForm(new Date('2026-11-25T04:45:00.000Z'), DENVER)).toMatchObject({ date: '2026-11-24', start: '22:45', end: '23:45' });
    // 23:10: the first slot an hour ahead is already the next day, 00:15 to 01:15.
    expect(emptySessionForm(new Date('2026-11-25T06:10:00.000Z'), DENVER)).toMatchObject({ date: '2026-11-25', start: '00:15', end: '01:15' });
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const at = new Date(Date.UTC(2026, 10, 25, 0, minute));
      const form = { ...emptySessionForm(at, DENVER), tuteeId: 'client-1', subject: 'Algebra 1' };
      expect([at.toISOString(), validateSessionForm(form, true, DENVER).times]).toEqual([at.toISOString(), undefined]);
    }
  });

  it('passes a complete form', () => {
    expect(hasErrors(validateSessionForm(valid, true, DENVER))).toBe(false);
  });

  it('uses the spec’s time messages', () => {
    expect(validateSessionForm({ ...valid, end: '17:15' }, true, DENVER).times).toBe('sessions.validation.tooLong');
    expect(validateSessionForm({ ...valid, end: '10:00' }, true, DENVER).times).toBe('sessions.validation.endBeforeStart');
    expect(validateSessionForm({ ...valid, end: '09:00' }, true, DENVER).times).toBe('sessions.validation.endBeforeStart');
  });

  it('asks for a client, a subject, a place and at least one day to recur', () => {
    const errors = validateSessionForm({ ...valid, tuteeId: '', subject: ' ', meetingSolution: 'IN_PERSON', recurring: true, weeks: '60' }, true, DENVER);
    expect(errors.fields).toEqual({
      tuteeId: 'sessions.validation.client',
      subject: 'sessions.validation.subject',
      locationName: 'sessions.validation.location',
      recurringDays: 'sessions.validation.recurringDays',
      weeks: 'sessions.validation.weeksRecurring',
    });
    expect(validateSessionForm({ ...valid, meetingSolution: 'CUSTOM_URL', customUrl: 'zoom.us/j/1' }, true, DENVER).fields).toEqual({ customUrl: 'sessions.validation.customUrl' });
  });

  it('does not ask an edit for a client or a recurrence', () => {
    expect(validateSessionForm({ ...valid, tuteeId: '', recurring: true }, false, DENVER).fields).toEqual({});
  });

  it('flags the past and the far future', () => {
    expect(formFlags({ ...valid, date: '2026-11-24', start: '09:00', end: '10:00' }, now, DENVER)).toEqual({ startInPast: true, farFuture: false });
    expect(formFlags({ ...valid, date: '2027-03-01' }, now, DENVER)).toEqual({ startInPast: false, farFuture: true });
  });

  it('means the slots on the user’s clock: 3:00 PM in Denver is 22:00 UTC, whatever the browser’s zone', () => {
    expect(timesOf({ date: '2026-11-26', start: '15:00', end: '16:30' }, DENVER)).toEqual({ start: new Date('2026-11-26T22:00:00.000Z'), end: new Date('2026-11-26T23:30:00.000Z') });
  });

  it('shows a stored session on the user’s day and clock (late evening in Denver is the next day in UTC and Madrid)', () => {
    const stored = { subject: 'Algebra 1', startTime: '2026-11-27T04:00:00.000Z', endTime: '2026-11-27T05:00:00.000Z', meetingSolution: 'LESSONSPACE', physicalSessionOptions: null, joinUrl: null } as unknown as Session;
    expect(sessionFormOf(stored, DENVER)).toMatchObject({ date: '2026-11-26', start: '21:00', end: '22:00' });
  });
});

import { localDateKey, yearMonthOf } from './time-zone';

// Instants are explicit (ISO, UTC): the answers must not follow the process's zone (run with TZ=Europe/Madrid too).
describe("the user's day and month of an instant", () => {
  it('files a late-evening instant under the user’s day, not UTC’s or the browser’s', () => {
    const eveningInDenver = '2026-11-27T04:30:00.000Z';
    expect(localDateKey(eveningInDenver, 'America/Denver')).toBe('2026-11-26');
    expect(localDateKey(eveningInDenver, 'Europe/Madrid')).toBe('2026-11-27');
  });

  it('keeps New York’s 1 November 2026 one day across its 25 hours', () => {
    expect(localDateKey('2026-11-01T04:00:00.000Z', 'America/New_York')).toBe('2026-11-01');
    expect(localDateKey('2026-11-02T04:59:00.000Z', 'America/New_York')).toBe('2026-11-01');
    expect(localDateKey('2026-11-02T05:00:00.000Z', 'America/New_York')).toBe('2026-11-02');
  });

  it('puts the first hours of a UTC month in the month before for a US user', () => {
    expect(yearMonthOf('2027-01-01T03:00:00.000Z', 'America/Los_Angeles')).toEqual({ year: 2026, month: 12 });
    expect(yearMonthOf('2027-01-01T03:00:00.000Z', 'UTC')).toEqual({ year: 2027, month: 1 });
  });
});

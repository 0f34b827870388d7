import { isCoordinate, isIanaTimeZone, isNumberInRange, isOneOf, isoInstantOf, lengthProblem, MAX_TEXT_LENGTH, tooLongMessage, ValueBoundsMessages } from './value-bounds';
import { MESSAGES_BY_ID } from './message-ids';

describe('the shared value bounds', () => {
  it('knows IANA zones and their aliases, and nothing else', () => {
    for (const zone of ['America/New_York', 'America/Chicago', 'US/Pacific', 'UTC', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires']) expect(isIanaTimeZone(zone)).toBe(true);
    for (const notZone of ['Mars/Olympus', '     ', '', 'NaN', '<b>x</b>', '../../etc/passwd', '+01:00', 'America/New_York ', 'x'.repeat(100_000), 42, null, undefined]) {
      expect(isIanaTimeZone(notZone)).toBe(false);
    }
  });

  it('takes coordinates on Earth only', () => {
    expect(isCoordinate(30.27, -97.74)).toBe(true);
    expect(isCoordinate(-90, 180)).toBe(true);
    for (const [lat, lng] of [[1e308, 0], [0, -1e308], [Number.NaN, 0], [0, Number.POSITIVE_INFINITY], [90.01, 0], [0, -180.01], ['30', '-97'], [null, null]]) {
      expect(isCoordinate(lat, lng)).toBe(false);
    }
  });

  it('checks enums as enums and numbers in range', () => {
    expect(isOneOf(['A', 'B'] as const, 'A')).toBe(true);
    expect(isOneOf(['A', 'B'] as const, 'C')).toBe(false);
    expect(isOneOf(['A', 'B'] as const, 1)).toBe(false);
    expect(isNumberInRange(5, 0, 10)).toBe(true);
    expect(isNumberInRange(Number.NaN, 0, 10)).toBe(false);
    expect(isNumberInRange(11, 0, 10)).toBe(false);
  });

  it('reads instants into their ISO form, and nothing else', () => {
    expect(isoInstantOf('2026-11-25T16:00:00Z')).toBe('2026-11-25T16:00:00.000Z');
    for (const notInstant of ['not a time', null, undefined, {}, Number.NaN]) expect(isoInstantOf(notInstant)).toBeNull();
  });

  it('names a too-long text with the message of its limit, registered with an id the browser can translate', () => {
    expect(lengthProblem('x'.repeat(40), MAX_TEXT_LENGTH.firstName)).toBeUndefined();
    expect(lengthProblem('x'.repeat(41), MAX_TEXT_LENGTH.firstName)).toBe(ValueBoundsMessages.atMost40Characters);
    expect(lengthProblem(null, MAX_TEXT_LENGTH.shortText)).toBeUndefined();
    for (const limit of Object.values(MAX_TEXT_LENGTH)) {
      expect(tooLongMessage(limit)).toBe(`Please enter at most ${limit} characters.`);
      expect([...MESSAGES_BY_ID.values()]).toContain(tooLongMessage(limit));
    }
    expect(MESSAGES_BY_ID.get('valueBounds.timeZone')).toBe(ValueBoundsMessages.timeZone);
  });
});

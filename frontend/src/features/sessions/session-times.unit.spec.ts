import { sessionTimesProblem as sharedTimesProblem, SessionTimeMessages } from '../../../../backend/domain/sessions/session-times';
import { validateSessionForm } from '../../../../backend/domain/sessions/session.decider';
import { DomainError } from '../../../../backend/domain/shared/domain-error';
import { sessionsMessages } from './messages';
import {
  addMonthsIn,
  instantOf,
  isWithinCancellationNotice,
  localSlotOf,
  monthGrid,
  sessionPhase,
  sessionTimeFlags,
  sessionTimesProblem,
  TIME_SLOTS,
  weekOf,
  withNeighbourDays,
} from './session-times';

// Zones and instants are explicit (ISO, UTC): an answer read off the process's clock would fail under another TZ (the file is run with TZ=Europe/Madrid too).
const DENVER = 'America/Denver';
const NEW_YORK = 'America/New_York';

describe('session times', () => {
  it('offers a slot every 15 minutes', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_SLOTS.at(-1)).toBe('23:45');
    expect(localSlotOf(new Date('2026-11-24T16:52:00Z'), DENVER)).toBe('09:45');
  });

  it('accepts 15 minutes to 7 hours, and nothing ending before it starts', () => {
    const at = (slot: string) => instantOf('2026-12-01', slot, DENVER);
    const start = at('10:00');
    expect(sessionTimesProblem(start, at('10:15'))).toBeUndefined();
    expect(sessionTimesProblem(start, at('17:00'))).toBeUndefined();
    expect(sessionTimesProblem(start, at('17:15'))).toBe('sessions.validation.tooLong');
    expect(sessionTimesProblem(start, at('10:00'))).toBe('sessions.validation.endBeforeStart');
    expect(sessionTimesProblem(start, at('09:00'))).toBe('sessions.validation.endBeforeStart');
    expect(sessionTimesProblem(start, new Date(start.getTime() + 10 * 60_000))).toBe('sessions.validation.tooShort');
  });

  it('flags a start in the past and one more than 3 months ahead', () => {
    const now = instantOf('2026-11-30', '12:00', DENVER);
    expect(sessionTimeFlags(instantOf('2026-11-30', '11:45', DENVER), now, DENVER)).toEqual({ startInPast: true, farFuture: false });
    expect(sessionTimeFlags(instantOf('2027-02-28', '12:00', DENVER), now, DENVER)).toEqual({ startInPast: false, farFuture: false });
    expect(sessionTimeFlags(instantOf('2027-02-28', '12:15', DENVER), now, DENVER)).toEqual({ startInPast: false, farFuture: true });
  });

  it('gives the notice within 24 hours of the start', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isWithinCancellationNotice('2026-11-25T09:45:00Z', now)).toBe(true);
    expect(isWithinCancellationNotice('2026-11-25T10:00:00Z', now)).toBe(false);
  });

  it('knows a session upcoming, in progress or ended', () => {
    const session = { startTime: '2026-11-24T10:00:00Z', endTime: '2026-11-24T11:00:00Z' };
    expect(sessionPhase(session, new Date('2026-11-24T09:59:00Z'))).toBe('upcoming');
    expect(sessionPhase(session, new Date('2026-11-24T10:30:00Z'))).toBe('inProgress');
    expect(sessionPhase(session, new Date('2026-11-24T11:00:00Z'))).toBe('ended');
  });

  it('lays out a month as 6 weeks from Sunday and finds the week of a day', () => {
    const grid = monthGrid(2026, 10);
    expect(grid).toHaveLength(42);
    expect(grid.slice(0, 8)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08']);
    expect(grid.at(-1)).toBe('2026-12-12');
    expect(monthGrid(2027, 0).slice(0, 6)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
    expect(weekOf('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(weekOf('2027-01-01')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(withNeighbourDays(weekOf('2026-11-01'))).toEqual(['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08']);
  });
});

describe("times on the user's wall clock, not the browser's", () => {
  it('builds the instant of a date and slot in the user’s zone', () => {
    expect(instantOf('2026-11-25', '15:00', DENVER).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(instantOf('2026-07-01', '15:00', DENVER).toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(instantOf('2026-11-25', '00:00', 'Pacific/Honolulu').toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('reads an instant back as the same slot in that zone, on both sides of the DST change', () => {
    for (const [date, slot] of [['2026-10-31', '15:00'], ['2026-11-01', '15:00'], ['2026-11-02', '23:45'], ['2026-03-07', '00:00'], ['2026-03-09', '09:30']] as const) {
      expect(localSlotOf(instantOf(date, slot, NEW_YORK), NEW_YORK)).toBe(slot);
    }
  });

  it('keeps 25 hours in New York’s 1 November 2026 (clocks go back at 2:00)', () => {
    const midnight = instantOf('2026-11-01', '00:00', NEW_YORK);
    expect(midnight.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(instantOf('2026-11-01', '03:00', NEW_YORK).toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(instantOf('2026-11-02', '00:00', NEW_YORK).getTime() - midnight.getTime()).toBe(25 * 3_600_000);
    // 1:30 happens twice that night: the form means the first (still daylight time).
    expect(instantOf('2026-11-01', '01:30', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // A 9:00 to 10:00 session that day is one hour long, not two.
    expect(sessionTimesProblem(instantOf('2026-11-01', '09:00', NEW_YORK), instantOf('2026-11-01', '16:00', NEW_YORK))).toBeUndefined();
  });

  it('moves a slot the clock skips (8 March 2026, 2:00 to 3:00) to the hour after', () => {
    expect(instantOf('2026-03-08', '02:30', NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(localSlotOf(new Date('2026-03-08T07:30:00.000Z'), NEW_YORK)).toBe('03:30');
  });

  it('counts the 3 months to the far-future flag on the user’s calendar across the DST change', () => {
    const now = instantOf('2026-09-15', '12:00', NEW_YORK);
    expect(addMonthsIn(now, 3, NEW_YORK).toISOString()).toBe(instantOf('2026-12-15', '12:00', NEW_YORK).toISOString());
    expect(addMonthsIn(instantOf('2026-11-30', '12:00', NEW_YORK), 3, NEW_YORK).toISOString()).toBe(instantOf('2027-02-28', '12:00', NEW_YORK).toISOString());
  });
});

describe('the time rules the browser shares with the session decider', () => {
  it('answers a 0-minute session the same on both sides, with the same message', () => {
    const start = new Date('2026-12-01T15:00:00.000Z');
    const browser = sessionTimesProblem(start, start);
    expect(browser).toBe('sessions.validation.endBeforeStart');
    let server: DomainError | null = null;
    try {
      validateSessionForm({ subject: 'Algebra', startTime: start.toISOString(), endTime: start.toISOString(), meeting: { solution: 'LESSONSPACE', joinUrl: null, roomId: null } });
    } catch (error) {
      server = error as DomainError;
    }
    expect(server?.fieldErrors).toEqual({ endTime: SessionTimeMessages.endBeforeStart });
    expect(sessionsMessages.en[browser!]).toBe(server?.fieldErrors?.endTime);
    expect(sharedTimesProblem(start, start)).toEqual({ field: 'endTime', message: sessionsMessages.en[browser!] });
  });

  it('answers 10 and 421 minutes the same on both sides', () => {
    const start = new Date('2026-12-01T15:00:00.000Z');
    for (const minutes of [10, 7 * 60 + 1]) {
      const end = new Date(start.getTime() + minutes * 60_000);
      expect(sessionsMessages.en[sessionTimesProblem(start, end)!]).toBe(sharedTimesProblem(start, end)?.message);
    }
  });
});

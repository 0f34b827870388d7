import { sessionTimesProblem as sharedTimesProblem, SessionTimeMessages } from '../../../../backend/domain/sessions/session-times';
import { validateSessionForm } from '../../../../backend/domain/sessions/session.decider';
import { DomainError } from '../../../../backend/domain/shared/domain-error';
import { sessionsMessages } from './messages';
import {
  instantOf,
  isWithinCancellationNotice,
  localSlotOf,
  monthGrid,
  sessionPhase,
  sessionTimeFlags,
  sessionTimesProblem,
  TIME_SLOTS,
  weekOf,
} from './session-times';

describe('session times', () => {
  it('offers a slot every 15 minutes', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_SLOTS.at(-1)).toBe('23:45');
    expect(localSlotOf(new Date(2026, 10, 24, 9, 52))).toBe('09:45');
  });

  it('accepts 15 minutes to 7 hours, and nothing ending before it starts', () => {
    const start = instantOf('2026-12-01', '10:00');
    expect(sessionTimesProblem(start, instantOf('2026-12-01', '10:15'))).toBeUndefined();
    expect(sessionTimesProblem(start, instantOf('2026-12-01', '17:00'))).toBeUndefined();
    expect(sessionTimesProblem(start, instantOf('2026-12-01', '17:15'))).toBe('sessions.validation.tooLong');
    expect(sessionTimesProblem(start, instantOf('2026-12-01', '10:00'))).toBe('sessions.validation.endBeforeStart');
    expect(sessionTimesProblem(start, instantOf('2026-12-01', '09:00'))).toBe('sessions.validation.endBeforeStart');
    expect(sessionTimesProblem(start, new Date(start.getTime() + 10 * 60_000))).toBe('sessions.validation.tooShort');
  });

  it('flags a start in the past and one more than 3 months ahead', () => {
    const now = new Date(2026, 10, 30, 12, 0);
    expect(sessionTimeFlags(new Date(2026, 10, 30, 11, 45), now)).toEqual({ startInPast: true, farFuture: false });
    expect(sessionTimeFlags(new Date(2027, 1, 28, 12, 0), now)).toEqual({ startInPast: false, farFuture: false });
    expect(sessionTimeFlags(new Date(2027, 1, 28, 12, 15), now)).toEqual({ startInPast: false, farFuture: true });
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
    expect(grid[0]!.getDay()).toBe(0);
    expect(grid.some((day) => day.getMonth() === 10 && day.getDate() === 1)).toBe(true);
    expect(weekOf('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
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

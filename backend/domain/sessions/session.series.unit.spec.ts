import { DomainError } from '../shared/domain-error';
import { ValueBoundsMessages } from '../shared/value-bounds';
import { ScheduleSession } from './session.commands';
import { Session, sessionDecider } from './session.decider';
import { SessionMessages as Messages, instantOfWallTime, wallTimeIn, weekdayOf } from './session.rules';
import { planRecurringSessions, planSeriesEdit, RecurringSessionPlan } from './session.series';

const metadata = { now: new Date('2026-10-20T12:00:00.000Z'), actorId: 't1' };
// Monday 26 October 2026, 17:00-18:00 in Chicago (CDT, UTC-5); DST ends Sunday 1 November.
const plan = (overrides: Partial<RecurringSessionPlan> = {}): RecurringSessionPlan => ({
  recurringSessionId: 'series1',
  recurringDays: ['wednesday', 'MONDAY'],
  weeksRecurring: 2,
  first: {
    pairId: 'p1',
    sessionType: 'ONE_ON_ONE',
    timeZoneId: 'America/Chicago',
    form: {
      subject: 'Algebra 1',
      startTime: '2026-10-26T22:00:00.000Z',
      endTime: '2026-10-26T23:00:00.000Z',
      meeting: { solution: 'LESSONSPACE', joinUrl: null, roomId: null },
    },
    participants: [
      { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 },
      { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 4000 },
    ],
  },
  ...overrides,
});

function thrown(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

const stateOf = (command: ScheduleSession) => sessionDecider.decide(command, sessionDecider.initialState()).reduce(sessionDecider.evolve, sessionDecider.initialState()) as Session;

describe('recurring sessions', () => {
  it('plans one session per chosen weekday of each week, at the same local time across DST', () => {
    const commands = planRecurringSessions(plan(), metadata);
    expect(commands.map((c) => [c.data.sessionId, c.data.form.startTime, c.data.form.endTime])).toEqual([
      ['series1-0', '2026-10-26T22:00:00.000Z', '2026-10-26T23:00:00.000Z'],
      ['series1-1', '2026-10-28T22:00:00.000Z', '2026-10-28T23:00:00.000Z'],
      ['series1-2', '2026-11-02T23:00:00.000Z', '2026-11-03T00:00:00.000Z'],
      ['series1-3', '2026-11-04T23:00:00.000Z', '2026-11-05T00:00:00.000Z'],
    ]);
    expect(commands[2]!.data.recurrence).toEqual({ recurringSessionId: 'series1', recurringDays: ['MONDAY', 'WEDNESDAY'], weeksRecurring: 2, occurrenceIndex: 2 });
    expect(commands.every((c) => c.metadata === metadata)).toBe(true);
    // Every occurrence is a valid session for the decider.
    for (const command of commands) expect(sessionDecider.decide(command, sessionDecider.initialState())).toHaveLength(1);
  });

  it('uses the session ids it is given', () => {
    expect(planRecurringSessions(plan({ sessionIdFor: (n) => `id-${n * 10}` }), metadata).map((c) => c.data.sessionId)).toEqual(['id-0', 'id-10', 'id-20', 'id-30']);
  });

  it('needs at least one day, with the spec message', () => {
    const error = thrown(() => planRecurringSessions(plan({ recurringDays: [] }), metadata));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.message).toBe('Please select at least one day of the week for sessions to recur.');
    expect(error.fieldErrors).toEqual({ recurringDays: Messages.recurringDays });
    expect(thrown(() => planRecurringSessions(plan({ recurringDays: ['FUNDAY'] }), metadata)).message).toBe(Messages.recurringDays);
  });

  it('needs 1 to 52 whole weeks', () => {
    for (const weeksRecurring of [0, 53, 1.5]) {
      expect(thrown(() => planRecurringSessions(plan({ weeksRecurring }), metadata)).fieldErrors).toEqual({ weeksRecurring: Messages.weeksRecurring });
    }
  });

  it('refuses a time zone that is not one before laying out the occurrences in it', () => {
    for (const timeZoneId of ['Mars/Olympus', '     ', 'NaN']) {
      const error = thrown(() => planRecurringSessions(plan({ first: { ...plan().first, timeZoneId } }), metadata));
      expect(error).toBeInstanceOf(DomainError);
      expect(error.fieldErrors).toEqual({ timeZoneId: ValueBoundsMessages.timeZone });
    }
  });

  describe('editing a series', () => {
    const sessions = planRecurringSessions(plan(), metadata).map(stateOf);

    it('ALL with a start that is no time plans the edit without shifting the others (the decider then refuses it)', () => {
      const commands = planSeriesEdit({ scope: 'ALL', session: sessions[0]!, series: sessions, changes: { startTime: 'garbage', subject: 'Geometry' } }, metadata);
      expect(commands.map((c) => c.command.data.changes)).toEqual([{ startTime: 'garbage', subject: 'Geometry' }, { subject: 'Geometry' }, { subject: 'Geometry' }, { subject: 'Geometry' }]);
    });

    it('ALL on a series stored with a zone that is not one moves the others by the same instant shift', () => {
      const marsSessions = sessions.map((session) => ({ ...session, timeZoneId: 'Mars/Olympus' }));
      const changes = { startTime: '2026-10-26T23:00:00.000Z', endTime: '2026-10-27T00:00:00.000Z' };
      const commands = planSeriesEdit({ scope: 'ALL', session: marsSessions[0]!, series: marsSessions, changes }, metadata);
      expect(commands[1]!.command.data.changes).toEqual({ startTime: '2026-10-28T23:00:00.000Z', endTime: '2026-10-29T00:00:00.000Z' });
    });

    it('SINGLE edits only the chosen session', () => {
      const commands = planSeriesEdit({ scope: 'SINGLE', session: sessions[1]!, series: sessions, changes: { subject: 'Geometry' } }, metadata);
      expect(commands).toEqual([{ sessionId: 'series1-1', command: { type: 'EditSession', data: { changes: { subject: 'Geometry' } }, metadata } }]);
    });

    it('ALL moves every upcoming occurrence by the same local shift and gives it the new length', () => {
      const changes = { startTime: '2026-10-26T23:00:00.000Z', endTime: '2026-10-27T00:30:00.000Z', subject: 'Geometry' };
      const commands = planSeriesEdit({ scope: 'ALL', session: sessions[0]!, series: sessions, changes }, metadata);
      expect(commands.map((c) => [c.sessionId, c.command.data.changes])).toEqual([
        ['series1-0', changes],
        ['series1-1', { subject: 'Geometry', startTime: '2026-10-28T23:00:00.000Z', endTime: '2026-10-29T00:30:00.000Z' }],
        ['series1-2', { subject: 'Geometry', startTime: '2026-11-03T00:00:00.000Z', endTime: '2026-11-03T01:30:00.000Z' }],
        ['series1-3', { subject: 'Geometry', startTime: '2026-11-05T00:00:00.000Z', endTime: '2026-11-05T01:30:00.000Z' }],
      ]);
    });

    it('ALL leaves out occurrences already started, cancelled or of another series', () => {
      const later = { now: new Date('2026-10-29T12:00:00.000Z'), actorId: 't1' };
      const cancelled = { ...sessions[3]!, status: 'CANCELLED' as const };
      const stranger = { ...sessions[2]!, sessionId: 'other', recurrence: { ...sessions[2]!.recurrence!, recurringSessionId: 'series2' } };
      const commands = planSeriesEdit({ scope: 'ALL', session: sessions[2]!, series: [...sessions.slice(0, 3), cancelled, stranger], changes: { subject: 'Geometry' } }, later);
      expect(commands.map((c) => c.sessionId)).toEqual(['series1-2']);
    });
  });
});

describe('time zone helpers', () => {
  it('reads and names wall-clock times in a zone', () => {
    expect(wallTimeIn(new Date('2026-11-02T23:00:00.000Z'), 'America/Chicago')).toEqual({ year: 2026, month: 11, day: 2, hour: 17, minute: 0 });
    expect(instantOfWallTime({ year: 2026, month: 7, day: 4, hour: 9, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-07-04T13:30:00.000Z');
    expect(weekdayOf(2026, 11, 22)).toBe('SUNDAY');
  });
});

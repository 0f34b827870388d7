import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { ScheduleSession, SessionCommand, SessionForm } from './session.commands';
import { hiddenClassCount } from '../../test-support/hidden-classes';
import { evolveSession, initialSessionState, sessionDecider, sessionMinutes } from './session.decider';
import { ParticipantPayoutResult, SessionEvent, SessionParticipant, SessionScheduled } from './session.events';
import { DEFAULT_PROCESSING_DELAY_MS, HOUR_MS, SessionMessages as Messages, SessionType } from './session.rules';
import { ValueBoundsMessages } from '../shared/value-bounds';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = (iso: string) => new Date(iso);
const spec = deciderSpecification(sessionDecider);

const START = '2026-11-25T16:00:00.000Z';
const END = '2026-11-25T17:00:00.000Z';
const form = (overrides: Partial<SessionForm> = {}): SessionForm => ({
  subject: ' Algebra 1 ',
  gradeLevel: 'HIGH_SCHOOL',
  startTime: START,
  endTime: END,
  meeting: { solution: 'ZOOM', joinUrl: null, meetingId: null },
  ...overrides,
});
const participant = (userId: string, userType: SessionParticipant['userType'], hourlyRateCents: number): SessionParticipant => ({
  userId,
  userType,
  hourlyRateCents,
  joinedTime: null,
  leftTime: null,
  sessionPayoutStatus: null,
  tutorBasePaymentAmount: null,
  finalTutorPayoutAmount: null,
  finalClientPaymentAmount: null,
  remaining: null,
});

const command = <C extends SessionCommand>(type: C['type'], data: C['data'], actorId: string | null = 't1', when: Date = now): C =>
  ({ type, data, metadata: { now: when, actorId } }) as C;
const schedule = (overrides: Partial<SessionForm> = {}, data: Partial<ScheduleSession['data']> = {}, actorId: string | null = 't1') =>
  command<ScheduleSession>(
    'ScheduleSession',
    {
      sessionId: 's1',
      pairId: 'p1',
      sessionType: 'ONE_ON_ONE',
      timeZoneId: 'America/Chicago',
      form: form(overrides),
      participants: [
        { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 },
        { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 4000 },
      ],
      ...data,
    },
    actorId,
  );

const scheduled: SessionScheduled = {
  type: 'SessionScheduled',
  data: {
    sessionId: 's1',
    pairId: 'p1',
    subject: 'Algebra 1',
    gradeLevel: 'HIGH_SCHOOL',
    startTime: START,
    endTime: END,
    meeting: { solution: 'ZOOM', joinUrl: null, meetingId: null },
    sessionType: 'ONE_ON_ONE',
    timeZoneId: 'America/Chicago',
    plannedStartTime: START,
    processingDelayMs: DEFAULT_PROCESSING_DELAY_MS,
    processingTime: '2026-11-26T17:00:00.000Z',
    participants: [participant('t1', 'TUTOR', 3000), participant('c1', 'STUDENT', 4000)],
    recurrence: null,
    scheduledBy: 't1',
    scheduledAt: now.toISOString(),
    flags: { startInPast: false, farFuture: false },
  },
};
const groupScheduled: SessionScheduled = {
  ...scheduled,
  data: { ...scheduled.data, sessionType: 'DROP_IN', participants: [...scheduled.data.participants, participant('c2', 'STUDENT', 4000)] },
};
const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId: 's1', endedAt: END } };
const results: ParticipantPayoutResult[] = [
  { userId: 'c1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: 0 },
];
const errored: SessionEvent = { type: 'SessionErrored', data: { sessionId: 's1', reason: 'Your card was declined.', erroredAt: '2026-11-26T17:00:00.000Z', participants: [] } };

const DURING = at('2026-11-25T16:30:00.000Z');
const AFTER_END = at('2026-11-25T18:00:00.000Z');
const AFTER_PROCESSING = at('2026-11-26T17:00:00.000Z');

describe('session decider', () => {
  describe('schedule', () => {
    it('records the session with its processing time (end + 24 h by default) and no flags', () => {
      spec.given([]).when(schedule()).then([scheduled]);
    });

    it('takes the processing delay from the command', () => {
      spec
        .given([])
        .when(schedule({}, { processingDelayMs: 5 * 60_000 }))
        .then([{ ...scheduled, data: { ...scheduled.data, processingDelayMs: 300_000, processingTime: '2026-11-25T17:05:00.000Z' } }]);
    });

    it('records nothing when retried', () => {
      spec.given([scheduled]).when(schedule()).thenNothingHappened();
    });

    it.each<[string, Partial<SessionForm>, string, string]>([
      ['longer than 7 hours', { endTime: '2026-11-25T23:15:00.000Z' }, 'endTime', Messages.tooLong],
      ['of 0 minutes (it ends when it starts)', { endTime: '2026-11-25T16:00:00.000Z' }, 'endTime', Messages.endBeforeStart],
      ['of 14 minutes', { endTime: '2026-11-25T16:14:00.000Z' }, 'endTime', Messages.tooShort],
      ['of 7 hours and 1 minute', { endTime: '2026-11-25T23:01:00.000Z' }, 'endTime', Messages.tooLong],
      ['ending before it starts', { endTime: '2026-11-25T15:00:00.000Z' }, 'endTime', Messages.endBeforeStart],
      ['off the 15-minute slots (start)', { startTime: '2026-11-25T16:10:00.000Z' }, 'startTime', Messages.timeSlot],
      ['off the 15-minute slots (end)', { endTime: '2026-11-25T16:50:00.000Z' }, 'endTime', Messages.timeSlot],
      ['with an unreadable start', { startTime: 'tomorrow' }, 'startTime', Messages.checkTimes],
    ])('refuses a session %s, headlined by the spec message', (_case, overrides, field, message) => {
      spec.given([]).when(schedule(overrides)).thenThrows(Messages.checkTimes, { [field]: message });
    });

    it('uses the spec words for the length limits', () => {
      expect(Messages.checkTimes).toBe('Please double check your selected start and end times.');
      expect(Messages.tooLong).toBe('Sessions cannot be longer than 7 hours.');
      expect(Messages.tooShort).toBe('Sessions cannot be shorter than 15 minutes.');
      expect(Messages.recurringDays).toBe('Please select at least one day of the week for sessions to recur.');
    });

    it('accepts exactly 15 minutes and exactly 7 hours', () => {
      spec
        .given([])
        .when(schedule({ endTime: '2026-11-25T16:15:00.000Z' }))
        .then([{ ...scheduled, data: { ...scheduled.data, endTime: '2026-11-25T16:15:00.000Z', processingTime: '2026-11-26T16:15:00.000Z' } }]);
      spec
        .given([])
        .when(schedule({ endTime: '2026-11-25T23:00:00.000Z' }))
        .then([{ ...scheduled, data: { ...scheduled.data, endTime: '2026-11-25T23:00:00.000Z', processingTime: '2026-11-26T23:00:00.000Z' } }]);
    });

    it('flags a start more than 3 months ahead, and a start in the past, without refusing them', () => {
      const far = { startTime: '2027-02-22T10:15:00.000Z', endTime: '2027-02-22T11:15:00.000Z' };
      spec
        .given([])
        .when(schedule(far))
        .then([
          {
            ...scheduled,
            data: { ...scheduled.data, ...far, plannedStartTime: far.startTime, processingTime: '2027-02-23T11:15:00.000Z', flags: { startInPast: false, farFuture: true } },
          },
        ]);
      const exactlyThreeMonths = { startTime: '2027-02-22T10:00:00.000Z', endTime: '2027-02-22T11:00:00.000Z' };
      spec
        .given([])
        .when(schedule(exactlyThreeMonths))
        .then([
          {
            ...scheduled,
            data: { ...scheduled.data, ...exactlyThreeMonths, plannedStartTime: exactlyThreeMonths.startTime, processingTime: '2027-02-23T11:00:00.000Z' },
          },
        ]);
      const past = { startTime: '2026-11-21T16:00:00.000Z', endTime: '2026-11-21T17:00:00.000Z' };
      spec
        .given([])
        .when(schedule(past))
        .then([
          {
            ...scheduled,
            data: { ...scheduled.data, ...past, plannedStartTime: past.startTime, processingTime: '2026-11-22T17:00:00.000Z', flags: { startInPast: true, farFuture: false } },
          },
        ]);
    });

    it('checks the subject and the meeting solution', () => {
      spec.given([]).when(schedule({ subject: ' ' })).thenThrows(Messages.subject, { subject: Messages.subject });
      spec.given([]).when(schedule({ meeting: { solution: 'CUSTOM_URL', joinUrl: 'javascript:alert(1)' } })).thenThrows(Messages.customUrl, { meeting: Messages.customUrl });
      spec
        .given([])
        .when(schedule({ meeting: { solution: 'IN_PERSON', locationName: ' ', locationPoint: null } }))
        .thenThrows(Messages.location, { meeting: Messages.location });
    });

    it('keeps an in-person location and a custom join url, trimmed', () => {
      const inPerson = { solution: 'IN_PERSON' as const, locationName: 'Austin Public Library', locationPoint: { lat: 30.27, lng: -97.74 } };
      spec
        .given([])
        .when(schedule({ meeting: { ...inPerson, locationName: ' Austin Public Library ' } }))
        .then([{ ...scheduled, data: { ...scheduled.data, meeting: inPerson } }]);
      spec
        .given([])
        .when(schedule({ meeting: { solution: 'CUSTOM_URL', joinUrl: ' https://meet.example.com/abc ' } }))
        .then([{ ...scheduled, data: { ...scheduled.data, meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/abc' } } }]);
    });

    it('needs one tutor, one student for one-on-one, distinct participants and whole-cent rates', () => {
      spec
        .given([])
        .when(schedule({}, { participants: [{ userId: 'c1', userType: 'STUDENT', hourlyRateCents: 4000 }] }, 'c1'))
        .thenThrows(Messages.noTutor);
      spec
        .given([])
        .when(schedule({}, { participants: [{ userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 }] }))
        .thenThrows(Messages.oneOnOneStudents);
      spec
        .given([])
        .when(
          schedule({}, {
            participants: [
              { userId: 't1', userType: 'TUTOR', hourlyRateCents: 3000 },
              { userId: 't1', userType: 'STUDENT', hourlyRateCents: 3000 },
            ],
          }),
        )
        .thenThrows(Messages.duplicateParticipant);
      spec
        .given([])
        .when(
          schedule({}, {
            participants: [
              { userId: 't1', userType: 'TUTOR', hourlyRateCents: 30.5 },
              { userId: 'c1', userType: 'STUDENT', hourlyRateCents: 4000 },
            ],
          }),
        )
        .thenThrows(Messages.hourlyRate);
    });

    it('is scheduled by one of its participants or by the system', () => {
      spec.given([]).when(schedule({}, {}, 'x9')).thenThrows(ForbiddenError);
      spec.given([]).when(schedule({}, {}, null)).then([{ ...scheduled, data: { ...scheduled.data, scheduledBy: null } }]);
    });
  });

  describe('values the session views must be able to show (issue 13)', () => {
    const HUGE = 'x'.repeat(100_000);

    it.each([['Mars/Olympus'], ['     '], ['NaN'], ['<b>x</b>'], ['../../etc/passwd'], ['+01:00'], ['']])('refuses the time zone %j', (timeZoneId) => {
      spec.given([]).when(schedule({}, { timeZoneId })).thenThrows(ValueBoundsMessages.timeZone, { timeZoneId: ValueBoundsMessages.timeZone });
    });

    it('takes IANA zones and their aliases', () => {
      spec.given([]).when(schedule({}, { timeZoneId: 'US/Pacific' })).then([{ ...scheduled, data: { ...scheduled.data, timeZoneId: 'US/Pacific' } }]);
      spec.given([]).when(schedule({}, { timeZoneId: 'UTC' })).then([{ ...scheduled, data: { ...scheduled.data, timeZoneId: 'UTC' } }]);
    });

    it('keeps a grade level of the list in its one form, or none, and refuses anything else', () => {
      spec.given([]).when(schedule({ gradeLevel: 'High School' })).then([scheduled]);
      spec.given([]).when(schedule({ gradeLevel: '  ' })).then([{ ...scheduled, data: { ...scheduled.data, gradeLevel: null } }]);
      for (const gradeLevel of [HUGE, 'NaN', '../../etc/passwd']) spec.given([]).when(schedule({ gradeLevel })).thenThrows(Messages.gradeLevel, { gradeLevel: Messages.gradeLevel });
    });

    it('refuses a place longer than 200 characters, and a point off Earth', () => {
      const inPerson = (locationName: string, locationPoint: { lat: number; lng: number } | null) => schedule({ meeting: { solution: 'IN_PERSON', locationName, locationPoint } });
      spec.given([]).when(inPerson(HUGE, null)).thenThrows(ValueBoundsMessages.atMost200Characters, { meeting: ValueBoundsMessages.atMost200Characters });
      for (const point of [{ lat: 1e308, lng: 0 }, { lat: 0, lng: -1e308 }, { lat: Number.NaN, lng: 0 }, { lat: 91, lng: 0 }, { lat: 0, lng: 181 }]) {
        spec.given([]).when(inPerson('Library', point)).thenThrows(ValueBoundsMessages.coordinates, { meeting: ValueBoundsMessages.coordinates });
      }
      spec.given([]).when(inPerson('Library', { lat: -90, lng: 180 })).then([{ ...scheduled, data: { ...scheduled.data, meeting: { solution: 'IN_PERSON', locationName: 'Library', locationPoint: { lat: -90, lng: 180 } } } }]);
    });

    it('refuses a meeting link longer than 2048 characters, and a meeting solution of no list', () => {
      spec.given([]).when(schedule({ meeting: { solution: 'CUSTOM_URL', joinUrl: `https://example.com/${HUGE}` } })).thenThrows(ValueBoundsMessages.atMost2048Characters);
      spec.given([]).when(schedule({ meeting: { solution: 'HOLOGRAM' } as never })).thenThrows(Messages.meetingSolution, { meeting: Messages.meetingSolution });
    });

    it('refuses a session type, participant type or rate of no list or range, and a start beyond four-digit years', () => {
      spec.given([]).when(schedule({}, { sessionType: 'WORKSHOP' as SessionType })).thenThrows(Messages.sessionType, { sessionType: Messages.sessionType });
      const participants = (userType: string, hourlyRateCents: number) => [
        { userId: 't1', userType: 'TUTOR' as const, hourlyRateCents: 3000 },
        { userId: 'c1', userType: userType as 'STUDENT', hourlyRateCents },
      ];
      spec.given([]).when(schedule({}, { participants: participants('WIZARD', 4000) })).thenThrows(Messages.participants);
      spec.given([]).when(schedule({}, { participants: participants('STUDENT', 1e308) })).thenThrows(Messages.hourlyRate);
      spec.given([]).when(schedule({ startTime: '+010000-01-01T00:00:00.000Z', endTime: '+010000-01-01T01:00:00.000Z' })).thenThrows(Messages.checkTimes, { startTime: Messages.checkTimes });
    });

    it('refuses a series that is not one', () => {
      const recurrence = { recurringSessionId: 'r1', recurringDays: ['FUNDAY'] as never, weeksRecurring: 1e12, occurrenceIndex: 0 };
      spec.given([]).when(schedule({}, { recurrence })).thenThrows(Messages.recurringDays, { recurringDays: Messages.recurringDays });
    });

    it('refuses the same values in an edit, and keeps a grade level stored before grades were checked when the edit leaves it', () => {
      const edit = (changes: Partial<SessionForm>) => command('EditSession', { changes }, 't1');
      spec.given([scheduled]).when(edit({ gradeLevel: HUGE })).thenThrows(Messages.gradeLevel);
      spec.given([scheduled]).when(edit({ meeting: { solution: 'IN_PERSON', locationName: 'Library', locationPoint: { lat: 1e308, lng: 1e308 } } })).thenThrows(ValueBoundsMessages.coordinates);
      const legacy: SessionScheduled = { ...scheduled, data: { ...scheduled.data, gradeLevel: '9th grade' } };
      spec
        .given([legacy])
        .when(edit({ subject: 'Geometry' }))
        .then([{ type: 'SessionEdited', data: { sessionId: 's1', subject: 'Geometry', editedBy: 't1', editedAt: now.toISOString(), flags: { startInPast: false, farFuture: false } } }]);
    });

    it('bounds the payout worker\'s error reason rather than refusing it', () => {
      const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId: 's1', endedAt: END } };
      spec
        .given([scheduled, ended])
        .when(command('MarkSessionError', { reason: HUGE }, null, at('2026-11-27T00:00:00.000Z')))
        .then([{ type: 'SessionErrored', data: { sessionId: 's1', reason: 'x'.repeat(1000), erroredAt: '2026-11-27T00:00:00.000Z', participants: [] } }]);
    });
  });

  describe('edit', () => {
    const edit = (changes: Partial<SessionForm>, when: Date = now, actorId: string | null = 't1') => command('EditSession', { changes }, actorId, when);

    it('changes anything before the start, moving the processing time with the end', () => {
      spec
        .given([scheduled])
        .when(edit({ startTime: '2026-11-25T17:00:00.000Z', endTime: '2026-11-25T18:30:00.000Z', subject: 'Geometry' }))
        .then([
          {
            type: 'SessionEdited',
            data: {
              sessionId: 's1',
              subject: 'Geometry',
              startTime: '2026-11-25T17:00:00.000Z',
              endTime: '2026-11-25T18:30:00.000Z',
              processingTime: '2026-11-26T18:30:00.000Z',
              editedBy: 't1',
              editedAt: now.toISOString(),
              flags: { startInPast: false, farFuture: false },
            },
          },
        ]);
    });

    it('records nothing when nothing changes', () => {
      spec.given([scheduled]).when(edit({ subject: 'Algebra 1 ' })).thenNothingHappened();
    });

    it('checks the times like scheduling', () => {
      spec.given([scheduled]).when(edit({ endTime: '2026-11-26T00:00:00.000Z' })).thenThrows(Messages.checkTimes, { endTime: Messages.tooLong });
    });

    it('in progress allows only the end time', () => {
      spec
        .given([scheduled])
        .when(edit({ endTime: '2026-11-25T17:30:00.000Z' }, DURING))
        .then([
          {
            type: 'SessionEdited',
            data: {
              sessionId: 's1',
              endTime: '2026-11-25T17:30:00.000Z',
              processingTime: '2026-11-26T17:30:00.000Z',
              editedBy: 't1',
              editedAt: DURING.toISOString(),
              flags: { startInPast: false, farFuture: false },
            },
          },
        ]);
      spec.given([scheduled]).when(edit({ subject: 'Geometry' }, DURING)).thenThrows(Messages.inProgress);
      spec.given([scheduled]).when(edit({ startTime: '2026-11-25T16:15:00.000Z' }, DURING)).thenThrows(Messages.startBeforeEnd);
    });

    it('after the end allows the start time, until the processing time', () => {
      spec
        .given([scheduled, ended])
        .when(edit({ startTime: '2026-11-25T16:15:00.000Z' }, AFTER_END))
        .then([
          {
            type: 'SessionEdited',
            data: { sessionId: 's1', startTime: '2026-11-25T16:15:00.000Z', editedBy: 't1', editedAt: AFTER_END.toISOString(), flags: { startInPast: true, farFuture: false } },
          },
        ]);
      spec.given([scheduled, ended]).when(edit({ startTime: '2026-11-25T16:15:00.000Z' }, AFTER_PROCESSING)).thenThrows(Messages.needsSupport);
      // Not yet marked ended by the clock: the same rule holds.
      spec.given([scheduled]).when(edit({ startTime: '2026-11-25T16:15:00.000Z' }, AFTER_PROCESSING)).thenThrows(Messages.needsSupport);
    });

    it('refuses completed and cancelled sessions, and non-participants', () => {
      spec.given([scheduled, ended, { type: 'SessionProcessed', data: { sessionId: 's1', processedAt: AFTER_PROCESSING.toISOString(), participants: results } }]).when(edit({ subject: 'X' }, AFTER_END)).thenThrows(Messages.needsSupport);
      spec.given([scheduled, { type: 'SessionCancelled', data: { sessionId: 's1', cancelledBy: 't1', cancelledAt: now.toISOString(), withinNoticeWindow: false } }]).when(edit({ subject: 'X' })).thenThrows(Messages.cancelled);
      spec.given([scheduled]).when(edit({ subject: 'X' }, now, 'x9')).thenThrows(ForbiddenError);
      spec.given([]).when(edit({ subject: 'X' })).thenThrows(Messages.notFound);
    });
  });

  describe('cancel', () => {
    const cancel = (when: Date = now, actorId: string | null = 'c1') => command('CancelSession', {}, actorId, when);
    const cancelled = (when: Date, withinNoticeWindow: boolean, by: string | null = 'c1'): SessionEvent => ({
      type: 'SessionCancelled',
      data: { sessionId: 's1', cancelledBy: by, cancelledAt: when.toISOString(), withinNoticeWindow },
    });

    it('gives no notice more than 24 hours before the start, and the notice within 24 hours', () => {
      spec.given([scheduled]).when(cancel()).then([cancelled(now, false)]);
      const exactly24h = at('2026-11-24T16:00:00.000Z');
      spec.given([scheduled]).when(cancel(exactly24h)).then([cancelled(exactly24h, false)]);
      const within = at('2026-11-24T16:00:00.001Z');
      spec.given([scheduled]).when(cancel(within)).then([cancelled(within, true)]);
      spec.given([scheduled]).when(cancel(DURING)).then([cancelled(DURING, true)]);
    });

    it('deletes a recently completed session until its processing time, then needs support', () => {
      spec.given([scheduled, ended]).when(cancel(AFTER_END)).then([cancelled(AFTER_END, false)]);
      spec.given([scheduled, ended]).when(cancel(AFTER_PROCESSING)).thenThrows(Messages.needsSupport);
      spec.given([scheduled, ended, errored]).when(cancel(AFTER_PROCESSING)).thenThrows(Messages.needsSupport);
    });

    it('records nothing when cancelled again', () => {
      spec.given([scheduled, cancelled(now, false)]).when(cancel()).thenNothingHappened();
    });
  });

  describe('drop', () => {
    const drop = (actorId: string, when: Date = now) => command('DropSession', {}, actorId, when);

    it('lets a student leave a drop-in or group session, once', () => {
      const dropped: SessionEvent = { type: 'SessionDropped', data: { sessionId: 's1', userId: 'c2', droppedAt: now.toISOString() } };
      spec.given([groupScheduled]).when(drop('c2')).then([dropped]);
      spec.given([groupScheduled, dropped]).when(drop('c2')).thenNothingHappened();
      // Once left, the student no longer acts on the session.
      spec.given([groupScheduled, dropped]).when(command('CancelSession', {}, 'c2')).thenThrows(ForbiddenError);
    });

    it('refuses one-on-one sessions, the tutor, strangers and ended sessions', () => {
      spec.given([scheduled]).when(drop('c1')).thenThrows(Messages.notDroppable);
      spec.given([groupScheduled]).when(drop('t1')).thenThrows(Messages.tutorCannotDrop);
      spec.given([groupScheduled]).when(drop('x9')).thenThrows(ForbiddenError);
      spec.given([groupScheduled]).when(drop('c2', AFTER_END)).thenThrows(Messages.needsSupport);
    });
  });

  describe('time passing and processing', () => {
    const complete = (when: Date) => command('CompleteSession', {}, null, when);

    it('moves UPCOMING to RECENTLY_COMPLETED at the end, once', () => {
      spec.given([scheduled]).when(complete(at(END))).then([{ type: 'SessionEnded', data: { sessionId: 's1', endedAt: END } }]);
      spec.given([scheduled]).when(complete(DURING)).thenThrows(Messages.notEnded);
      spec.given([scheduled, ended]).when(complete(AFTER_END)).thenNothingHappened();
      spec.given([scheduled, { type: 'SessionCancelled', data: { sessionId: 's1', cancelledBy: 'c1', cancelledAt: now.toISOString(), withinNoticeWindow: false } }]).when(complete(AFTER_END)).thenNothingHappened();
    });

    it('starts processing once its processing time has passed, fencing off edits and cancellation', () => {
      const started = (when: Date): SessionEvent => ({ type: 'SessionProcessingStarted', data: { sessionId: 's1', startedAt: when.toISOString() } });
      const startProcessing = (when: Date) => command('StartSessionProcessing', {}, null, when);
      spec.given([scheduled, ended]).when(startProcessing(AFTER_PROCESSING)).then([started(AFTER_PROCESSING)]);
      spec
        .given([scheduled])
        .when(startProcessing(AFTER_PROCESSING))
        .then([{ type: 'SessionEnded', data: { sessionId: 's1', endedAt: AFTER_PROCESSING.toISOString() } }, started(AFTER_PROCESSING)]);
      spec.given([scheduled, ended]).when(startProcessing(AFTER_END)).thenThrows(Messages.notDue);
      spec.given([scheduled, ended, started(AFTER_PROCESSING)]).when(startProcessing(AFTER_PROCESSING)).thenNothingHappened();
      spec.given([scheduled, { type: 'SessionCancelled', data: { sessionId: 's1', cancelledBy: 'c1', cancelledAt: now.toISOString(), withinNoticeWindow: false } }]).when(startProcessing(AFTER_PROCESSING)).thenNothingHappened();
      // An api clock a little behind the worker's still meets the fence.
      spec.given([scheduled, ended, started(AFTER_PROCESSING)]).when(command('EditSession', { changes: { endTime: '2026-11-25T16:45:00.000Z' } }, 'c1', AFTER_END)).thenThrows(Messages.needsSupport);
      spec.given([scheduled, ended, started(AFTER_PROCESSING)]).when(command('CancelSession', {}, 'c1', AFTER_END)).thenThrows(Messages.needsSupport);
    });

    it('marks a recently completed session processed (COMPLETED) once, with the payout fields', () => {
      const processed: SessionEvent = { type: 'SessionProcessed', data: { sessionId: 's1', processedAt: AFTER_PROCESSING.toISOString(), participants: results } };
      spec.given([scheduled, ended]).when(command('MarkSessionProcessed', { participants: results }, null, AFTER_PROCESSING)).then([processed]);
      spec.given([scheduled, ended, processed]).when(command('MarkSessionProcessed', { participants: results }, null, AFTER_PROCESSING)).thenNothingHappened();
      spec.given([scheduled]).when(command('MarkSessionProcessed', { participants: results }, null, AFTER_PROCESSING)).thenThrows(Messages.notProcessable);
      const state = [scheduled, ended, processed].reduce(sessionDecider.evolve, sessionDecider.initialState());
      expect(state).toMatchObject({ status: 'COMPLETED', participants: [{ userId: 't1', sessionPayoutStatus: null }, { userId: 'c1', sessionPayoutStatus: 'stripeConnect', finalClientPaymentAmount: 4388 }] });
    });

    it('marks an error with its reason, and lets a participant or an admin fix it to be processed again now', () => {
      spec
        .given([scheduled, ended])
        .when(command('MarkSessionError', { reason: ' Your card was declined. ' }, null, AFTER_PROCESSING))
        .then([errored]);
      spec.given([scheduled, ended, errored]).when(command('MarkSessionError', { reason: 'Your card was declined.' }, null, AFTER_PROCESSING)).thenNothingHappened();
      const fixAt = at('2026-11-27T09:00:00.000Z');
      spec
        .given([scheduled, ended, errored])
        .when(command('FixErrorSession', {}, 'c1', fixAt))
        .then([{ type: 'SessionErrorFixed', data: { sessionId: 's1', fixedBy: 'c1', fixedAt: fixAt.toISOString(), processingTime: fixAt.toISOString() } }]);
      spec.given([scheduled, ended]).when(command('FixErrorSession', {}, null, fixAt)).thenThrows(Messages.notError);
      const state = [scheduled, ended, errored].reduce(sessionDecider.evolve, sessionDecider.initialState());
      expect(state).toMatchObject({ status: 'ERROR', errorReason: 'Your card was declined.' });
    });

    it('lets an admin who takes no part in the session fix it, recorded as fixed by them; others who take no part may not', () => {
      const fixAt = at('2026-11-27T09:00:00.000Z');
      spec
        .given([scheduled, ended, errored])
        .when(command('FixErrorSession', { byAdmin: true }, 'admin1', fixAt))
        .then([{ type: 'SessionErrorFixed', data: { sessionId: 's1', fixedBy: 'admin1', fixedAt: fixAt.toISOString(), processingTime: fixAt.toISOString() } }]);
      spec.given([scheduled, ended, errored]).when(command('FixErrorSession', {}, 'admin1', fixAt)).thenThrows(ForbiddenError);
      spec.given([scheduled, ended]).when(command('FixErrorSession', { byAdmin: true }, 'admin1', fixAt)).thenThrows(Messages.notError);
      spec.given([]).when(command('FixErrorSession', { byAdmin: true }, 'admin1', fixAt)).thenThrows(Messages.notFound);
    });

    it('records an admin\'s card reminder on a session in error, and nothing else about the session changes', () => {
      const sentAt = at('2026-11-27T09:00:00.000Z');
      spec
        .given([scheduled, ended, errored])
        .when(command('RecordPaymentErrorFollowUp', { clientId: 'c1' }, 'admin1', sentAt))
        .then([{ type: 'PaymentErrorFollowUpSent', data: { sessionId: 's1', clientId: 'c1', byUserId: 'admin1', sentAt: sentAt.toISOString() } }]);
      spec.given([scheduled, ended]).when(command('RecordPaymentErrorFollowUp', { clientId: 'c1' }, 'admin1', sentAt)).thenThrows(Messages.notError);
      spec.given([]).when(command('RecordPaymentErrorFollowUp', { clientId: 'c1' }, 'admin1', sentAt)).thenThrows(Messages.notFound);
      const followedUp: SessionEvent = { type: 'PaymentErrorFollowUpSent', data: { sessionId: 's1', clientId: 'c1', byUserId: 'admin1', sentAt: sentAt.toISOString() } };
      const before = [scheduled, ended, errored].reduce(sessionDecider.evolve, sessionDecider.initialState());
      expect(sessionDecider.evolve(before, followedUp)).toEqual(before);
    });

    it('records an admin\'s payout retry on any session there is', () => {
      const requestedAt = at('2026-11-27T09:00:00.000Z');
      spec
        .given([scheduled, ended, errored])
        .when(command('RequestPayoutRetry', {}, 'admin1', requestedAt))
        .then([{ type: 'SessionPayoutRetryRequested', data: { sessionId: 's1', byUserId: 'admin1', requestedAt: requestedAt.toISOString() } }]);
      spec.given([]).when(command('RequestPayoutRetry', {}, 'admin1', requestedAt)).thenThrows(Messages.notFound);
    });

    it('lets an error session be corrected before the fix without moving its processing time', () => {
      const fixAt = at('2026-11-27T09:00:00.000Z');
      spec
        .given([scheduled, ended, errored])
        .when(command('EditSession', { changes: { endTime: '2026-11-25T16:45:00.000Z' } }, 'c1', fixAt))
        .then([{ type: 'SessionEdited', data: { sessionId: 's1', endTime: '2026-11-25T16:45:00.000Z', editedBy: 'c1', editedAt: fixAt.toISOString(), flags: { startInPast: false, farFuture: false } } }]);
    });
  });

  describe('summary and feedback', () => {
    it('lets the tutor set a summary after the end, checked against the guidelines', () => {
      spec
        .given([scheduled, ended])
        .when(command('SetTutorSessionSummary', { tutorSummary: ' Worked on linear equations. ' }, 't1', AFTER_END))
        .then([{ type: 'TutorSessionSummarySet', data: { sessionId: 's1', tutorId: 't1', tutorSummary: 'Worked on linear equations.', setAt: AFTER_END.toISOString() } }]);
      spec.given([scheduled]).when(command('SetTutorSessionSummary', { tutorSummary: 'Early' }, 't1', DURING)).thenThrows(Messages.notEnded);
      spec.given([scheduled, ended]).when(command('SetTutorSessionSummary', { tutorSummary: 'what a shitshow' }, 't1', AFTER_END)).thenThrows(Messages.summary, { tutorSummary: Messages.summary });
      spec.given([scheduled, ended]).when(command('SetTutorSessionSummary', { tutorSummary: 'Fine' }, 'c1', AFTER_END)).thenThrows(ForbiddenError);
    });

    it('lets the student leave feedback after the end, once per text', () => {
      const set: SessionEvent = { type: 'ClientSessionFeedbackSet', data: { sessionId: 's1', clientId: 'c1', clientFeedback: 'Very helpful!', setAt: AFTER_END.toISOString() } };
      spec.given([scheduled, ended]).when(command('SetClientSessionFeedback', { clientFeedback: 'Very helpful!' }, 'c1', AFTER_END)).then([set]);
      spec.given([scheduled, ended, set]).when(command('SetClientSessionFeedback', { clientFeedback: 'Very helpful!' }, 'c1', AFTER_END)).thenNothingHappened();
      spec.given([scheduled, ended]).when(command('SetClientSessionFeedback', { clientFeedback: '' }, 'c1', AFTER_END)).thenThrows(Messages.feedback, { clientFeedback: Messages.feedback });
      spec.given([scheduled, ended]).when(command('SetClientSessionFeedback', { clientFeedback: 'Nice' }, 't1', AFTER_END)).thenThrows(ForbiddenError);
    });
  });

  it('bills the whole minutes between start and end', () => {
    expect(sessionMinutes({ startTime: START, endTime: END })).toBe(60);
    expect(sessionMinutes({ startTime: START, endTime: '2026-11-25T22:45:00.000Z' })).toBe(405);
  });

  it('keeps the default processing delay at 24 hours', () => {
    expect(DEFAULT_PROCESSING_DELAY_MS).toBe(24 * HOUR_MS);
  });

  describe('the online room (meeting-rooms workflow)', () => {
    const room = { solution: 'ZOOM' as const, joinUrl: 'https://zoom.example/j/1', meetingId: '1' };
    const recorded: SessionEvent = { type: 'SessionMeetingCreated', data: { sessionId: 's1', meeting: room, createdAt: now.toISOString() } };
    const record = (meeting = room) => command('RecordSessionMeeting', { meeting }, null);

    it('records the room once on the session scheduled without one', () => {
      spec.given([scheduled]).when(record()).then([recorded]);
      spec.given([scheduled, recorded]).when(record()).thenNothingHappened();
      expect([scheduled, recorded].reduce(sessionDecider.evolve, sessionDecider.initialState())).toMatchObject({ meeting: room });
    });

    it('records nothing on a session cancelled meanwhile, or switched to another solution', () => {
      const cancelled: SessionEvent = { type: 'SessionCancelled', data: { sessionId: 's1', cancelledBy: 't1', cancelledAt: now.toISOString(), withinNoticeWindow: false } };
      spec.given([scheduled, cancelled]).when(record()).thenNothingHappened();
      const switched: SessionEvent = {
        type: 'SessionEdited',
        data: { sessionId: 's1', meeting: { solution: 'LESSONSPACE', joinUrl: null, roomId: null }, editedBy: 't1', editedAt: now.toISOString(), flags: { startInPast: false, farFuture: false } },
      };
      spec.given([scheduled, switched]).when(record()).thenNothingHappened();
    });
  });

  it('folds sessions scheduled from the log into objects of one shape, as a rebuild of a million sessions needs', () => {
    // As the log hands them over: parsed from JSON, each session its own.
    const sessions = Array.from({ length: 40 }, (_, index) => {
      const event = JSON.parse(JSON.stringify({ ...scheduled, data: { ...scheduled.data, sessionId: `s${index}` } })) as SessionScheduled;
      return evolveSession(initialSessionState(), event);
    });
    expect(sessions[7]).toEqual({ ...sessions[7], sessionId: 's7', status: 'UPCOMING', subject: 'Algebra 1' });
    expect(Object.keys(sessions[7])).not.toEqual(expect.arrayContaining(['scheduledBy']));
    expect(hiddenClassCount(sessions)).toBe(1);
    expect(hiddenClassCount(sessions.map((session) => evolveSession(session, { ...ended, data: { ...ended.data, sessionId: 'any' } })))).toBe(1);
  });
});

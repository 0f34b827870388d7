import { ValueBoundsMessages } from '../domain/shared/value-bounds';
import { SIGN_UP, signUpInput } from './support/account-operations';
import { CREATE_SESSION, EDIT_SESSION, later, pairOf, SessionView, signedUpUser, SignedUpUser, slot, THIS_WEEK, UPCOMING } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const EDIT_SCHOOL = `mutation ($input: SchoolInfoInput!) { editSchoolInfo(input: $input) { id school { name city state } } }`;
const ADD_CLASSES = `mutation ($classes: [TutorClassInput!]!) { addClassesToTutorProfile(classes: $classes) { id classes { course } } }`;

const HUGE = 'x'.repeat(100_000);

/**
 * Issue 13, findings 1 and 5: a value the read models cannot show is refused where its event is
 * decided, as BAD_USER_INPUT with a message and its id, and nothing is stored; the lists still answer.
 */
describe('values out of bounds are refused before anything is stored', () => {
  let app: TestApp;
  let tutor: SignedUpUser;
  let client: SignedUpUser;

  const eventCount = async (type: string) => (await app.running.platform.eventStore.readAll()).filter((event) => event.type === type).length;
  const streamLength = async (streamId: string) => (await app.running.platform.eventStore.readStream(streamId)).length;

  async function expectRefused(user: GraphqlClient, query: string, variables: Record<string, unknown>) {
    const response = await user.request(query, variables);
    expect(response.errors).toHaveLength(1);
    const [error] = response.errors!;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error.extensions as { messageId?: string }).messageId).toEqual(expect.any(String));
    return error;
  }

  async function expectListsStillAnswer() {
    for (const [user, isTutorContext] of [
      [tutor, true],
      [client, false],
    ] as const) {
      const response = await user.client.request<{ getUpcomingSessions: { sessions: SessionView[] } }>(UPCOMING, { isTutorContext });
      expect(response.errors).toBeUndefined();
    }
    const week = await client.client.request(THIS_WEEK, { tutorId: tutor.id, dates: [slot(48).slice(0, 10)] });
    expect(week.errors).toBeUndefined();
  }

  const sessionInput = (overrides: Record<string, unknown> = {}) => ({
    tuteeId: client.id,
    subject: 'Algebra 1',
    startTime: slot(48),
    endTime: later(slot(48), 60),
    timeZoneId: 'America/Chicago',
    meetingSolution: 'CUSTOM_URL',
    customUrl: 'https://meet.example.com/algebra',
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp();
    tutor = await signedUpUser(app, 'TUTOR', 'Tomás');
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Carla');
    await pairOf(app, tutor.id, client.id, 30);
  });
  afterAll(async () => app.close());

  describe('finding 1: createSession with a time zone that is not one', () => {
    it.each([['Mars/Olympus'], ['     '], ['NaN'], ['<b>Chicago</b>'], ['../../etc/passwd'], ['+01:00']])('refuses %j, stores no session, and the lists still answer', async (timeZoneId) => {
      const before = await eventCount('SessionScheduled');
      const error = await expectRefused(tutor.client, CREATE_SESSION, { input: sessionInput({ timeZoneId }) });
      expect(error.message).toBe(ValueBoundsMessages.timeZone);
      expect(error.extensions?.fieldErrors).toEqual({ timeZoneId: ValueBoundsMessages.timeZone });
      expect(await eventCount('SessionScheduled')).toBe(before);
      await expectListsStillAnswer();
    });

    it('refuses it for a recurring series too, before planning its occurrences', async () => {
      const before = await eventCount('SessionScheduled');
      await expectRefused(tutor.client, CREATE_SESSION, { input: sessionInput({ timeZoneId: 'Mars/Olympus', recurringDays: ['MONDAY'], weeksRecurring: 2 }) });
      expect(await eventCount('SessionScheduled')).toBe(before);
    });

    it('still schedules with a real zone, an alias of one, or none (US Eastern)', async () => {
      for (const timeZoneId of ['America/Chicago', 'US/Pacific', null]) {
        const [session] = (await tutor.client.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input: sessionInput({ timeZoneId, startTime: slot(72), endTime: later(slot(72), 60) }) })).createSession;
        expect(session.status).toBe('UPCOMING');
      }
    });
  });

  describe('finding 5: unbounded values', () => {
    it('refuses 100,000-character names at emailSignup and reserves no address', async () => {
      const before = { users: await eventCount('UserSignedUp'), reserved: await eventCount('EmailAddressReserved') };
      for (const names of [{ firstName: HUGE }, { lastName: HUGE }]) {
        const error = await expectRefused(app.client(), SIGN_UP, { input: signUpInput(names) });
        expect(Object.values(error.extensions?.fieldErrors ?? {})).toContain(names.firstName ? ValueBoundsMessages.atMost40Characters : ValueBoundsMessages.atMost80Characters);
      }
      expect(await eventCount('UserSignedUp')).toBe(before.users);
      expect(await eventCount('EmailAddressReserved')).toBe(before.reserved);
    });

    it.each([
      ['a 100,000-character grade level', { gradeLevel: HUGE }, 'gradeLevel'],
      ['a grade level of NaN', { gradeLevel: 'NaN' }, 'gradeLevel'],
      ['a grade level that is a path', { gradeLevel: '../../etc/passwd' }, 'gradeLevel'],
      ['a 100,000-character location', { meetingSolution: 'IN_PERSON', customUrl: null, locationName: HUGE }, 'meeting'],
      ['a latitude of 1e308', { meetingSolution: 'IN_PERSON', customUrl: null, locationName: 'Library', locationPoint: { lat: 1e308, lng: 0 } }, 'meeting'],
      ['a longitude of -1e308', { meetingSolution: 'IN_PERSON', customUrl: null, locationName: 'Library', locationPoint: { lat: 0, lng: -1e308 } }, 'meeting'],
    ])('createSession refuses %s and stores nothing', async (_case, overrides, field) => {
      const before = await eventCount('SessionScheduled');
      const error = await expectRefused(tutor.client, CREATE_SESSION, { input: sessionInput(overrides) });
      expect(Object.keys(error.extensions?.fieldErrors ?? {})).toContain(field);
      expect(await eventCount('SessionScheduled')).toBe(before);
    });

    it.each([
      ['a 100,000-character grade level', { gradeLevel: HUGE }],
      ['a grade level of NaN', { gradeLevel: 'NaN' }],
      ['a 100,000-character location', { meetingSolution: 'IN_PERSON', locationName: HUGE }],
      ['a latitude of 1e308', { meetingSolution: 'IN_PERSON', locationName: 'Library', locationPoint: { lat: 1e308, lng: 1e308 } }],
    ])('editSessionV3 refuses %s and stores nothing', async (_case, input) => {
      const start = slot(24 * 4);
      const [session] = (await tutor.client.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input: sessionInput({ startTime: start, endTime: later(start, 60) }) })).createSession;
      const before = await streamLength(`session-${session.id}`);
      await expectRefused(tutor.client, EDIT_SESSION, { sessionId: session.id, input });
      expect(await streamLength(`session-${session.id}`)).toBe(before);
      await expectListsStillAnswer();
    });

    it('keeps a grade level from the list, in its one form', async () => {
      const [session] = (await tutor.client.data<{ createSession: Array<SessionView & { gradeLevel: string }> }>(CREATE_SESSION, { input: sessionInput({ gradeLevel: 'High School', startTime: slot(96), endTime: later(slot(96), 60) }) })).createSession;
      expect(session.gradeLevel).toBe('HIGH_SCHOOL');
    });

    it('editSchoolInfo refuses a 100,000-character school name or city and stores nothing', async () => {
      const before = await streamLength(`tutor-${tutor.id}`);
      for (const input of [
        { name: HUGE, city: 'Austin', state: 'TX' },
        { name: 'Austin High School', city: HUGE, state: 'TX' },
      ]) {
        const error = await expectRefused(tutor.client, EDIT_SCHOOL, { input });
        expect(error.message).toBe(ValueBoundsMessages.atMost200Characters);
      }
      expect(await streamLength(`tutor-${tutor.id}`)).toBe(before);
    });

    it('addClassesToTutorProfile refuses a 100,000-character course (or school, or teacher) and stores nothing', async () => {
      const before = await streamLength(`tutor-${tutor.id}`);
      for (const tutorClass of [{ course: HUGE, subject: 'Math' }, { course: 'Geometry', school: HUGE }, { course: 'Geometry', teacher: HUGE }]) {
        const error = await expectRefused(tutor.client, ADD_CLASSES, { classes: [tutorClass] });
        expect(error.message).toBe(ValueBoundsMessages.atMost200Characters);
      }
      expect(await streamLength(`tutor-${tutor.id}`)).toBe(before);
    });
  });
});

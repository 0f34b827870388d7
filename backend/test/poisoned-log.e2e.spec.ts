import { randomUUID } from 'node:crypto';
import { NewEvent } from '../platform/eventstore/event-store.port';
import { CURRENT_USER, LOGIN } from './support/account-operations';
import { CREATE_SESSION, later, pairOf, SessionView, signedUpUser, SignedUpUser, slot, THIS_WEEK, UPCOMING } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const HUGE = 'x'.repeat(100_000);
const TUTOR_FIELDS = `id profileId profilePageId firstName lastInitial school { id name city state } isHighSchoolTutor bio hourlyWage avgReviewScore reviewCount
  hoursTutored subjects classes { courseKey course subject school teacher isHighSchoolClass } teaches gradesForTutoring sessionPreference avaliabilityDesc
  dailyAvaliability { day times } location { zip city state } distanceMiles isVisible hasSignedAgreement isOnboarded`;
const REQUEST_FIELDS = `id from { id firstName lastName } to { id firstName } subject gradeLevel sessionType zipCode city state daysAvailable timeAvailable note createdAt status
  files { filename mimetype url } conversationId pairId declineMessage revision`;
const USER_FIELDS = `getCurrentUserV2 { id email { address verified } createdAt profile { firstName lastName profileTypes clientProfileType languagePreference phoneNumber
  isPhoneNumberVerified tutorRequestPreferences { subject gradeLevel sessionType zipCode city state daysAvailable timeAvailable } } zoomProfile { id firstName lastName email } }`;

/**
 * Issue 13: "a test replays a log holding such an event (written past the decider) and every query
 * still answers". Events no decider would record today (a zone that is not one, 100,000-character
 * texts, coordinates that are no numbers, values of no enum, fields of the wrong type) are appended
 * straight to the event store for sessions, requests, users and tutors; every query that reads them
 * answers without errors, with fallbacks, before and after a restart rebuilds the read models, and
 * the read models keep applying the events after them.
 */
describe('a log holding events no decider would record', () => {
  let app: TestApp;
  let tutor: SignedUpUser;
  let client: SignedUpUser;
  let visitor: GraphqlClient;
  let pairId: string;
  let profileId: string;
  let profilePageId: string;
  const poisonedSessionIds: string[] = [];
  const poisonedRequestId = randomUUID();

  const append = async (streamId: string, type: string, data: Record<string, unknown>) => {
    const occurredAt = new Date().toISOString();
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'poison', causationId: 'poison', actorId: null, occurredAt } };
    return app.running.platform.eventStore.append(streamId, [event], { expectedRevision: 'any' });
  };

  const sessionScheduled = (sessionId: string, overrides: Record<string, unknown>) => ({
    sessionId,
    pairId,
    subject: 'Algebra 1',
    gradeLevel: null,
    startTime: slot(48),
    endTime: later(slot(48), 60),
    meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/x' },
    sessionType: 'ONE_ON_ONE',
    timeZoneId: 'America/Chicago',
    plannedStartTime: slot(48),
    processingDelayMs: 86_400_000,
    processingTime: later(slot(48), 60 + 24 * 60),
    participants: [
      { userId: tutor.id, userType: 'TUTOR', hourlyRateCents: 3000, joinedTime: null, leftTime: null, sessionPayoutStatus: null, tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: null, remaining: null },
      { userId: client.id, userType: 'STUDENT', hourlyRateCents: 3000, joinedTime: null, leftTime: null, sessionPayoutStatus: null, tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: null, remaining: null },
    ],
    recurrence: null,
    scheduledBy: tutor.id,
    scheduledAt: new Date().toISOString(),
    flags: { startInPast: false, farFuture: false },
    ...overrides,
  });

  async function poisonTheLog(): Promise<void> {
    // Sessions: issue 13's finding 1 (a zone that is not one), with every other kind of odd value.
    const [marsId, hologramId, brokenId] = [randomUUID(), randomUUID(), randomUUID()];
    poisonedSessionIds.push(marsId, hologramId);
    await append(
      `session-${marsId}`,
      'SessionScheduled',
      sessionScheduled(marsId, {
        timeZoneId: 'Mars/Olympus',
        sessionType: 'WORKSHOP',
        gradeLevel: HUGE,
        subject: HUGE,
        meeting: { solution: 'IN_PERSON', locationName: HUGE, locationPoint: { lat: Number.NaN, lng: 1e308 } },
        recurrence: { recurringSessionId: 'series', recurringDays: ['FUNDAY'], weeksRecurring: 1e12, occurrenceIndex: -1 },
      }),
    );
    await append(`session-${marsId}`, 'TutorSessionSummarySet', { sessionId: marsId, tutorId: tutor.id, tutorSummary: { not: 'text' }, setAt: 'later' });
    await append(
      `session-${hologramId}`,
      'SessionScheduled',
      sessionScheduled(hologramId, { meeting: { solution: 'HOLOGRAM' }, timeZoneId: '     ', startTime: 'not a time', endTime: 'never', plannedStartTime: 42, processingTime: null }),
    );
    // Participants that are no list: the projection cannot apply it, and must go on with what follows.
    await append(`session-${brokenId}`, 'SessionScheduled', sessionScheduled(brokenId, { participants: 'nobody' }));
    // The same waiting for an online room: the meeting-rooms workflow cannot make it, and must go on with the next session.
    const roomlessId = randomUUID();
    await append(`session-${roomlessId}`, 'SessionScheduled', sessionScheduled(roomlessId, { participants: 'nobody', endTime: 'never', meeting: { solution: 'LESSONSPACE', joinUrl: null, roomId: null } }));

    // The tutor's profile: numbers out of range, values of no list, texts of the wrong type.
    const tutorStream = `tutor-${tutor.id}`;
    await append(tutorStream, 'TutorHourlyWageSet', { tutorId: tutor.id, hourlyWage: 1e308 });
    await append(tutorStream, 'TutorLocationSet', { tutorId: tutor.id, zipCode: 78701, city: HUGE, state: null, latitude: Number.NaN, longitude: 1e308 });
    await append(tutorStream, 'TutorGradesForTutoringSet', { tutorId: tutor.id, gradesForTutoring: ['WIZARD', 'HIGH_SCHOOL'] });
    await append(tutorStream, 'TutorSessionPreferenceSet', { tutorId: tutor.id, sessionPreference: 'teleport' });
    await append(tutorStream, 'TutorAvailabilityEdited', { tutorId: tutor.id, dailyAvailability: [{ day: 'FUNDAY', times: ['NOON', 7] }], availabilityDescription: 99 });
    await append(tutorStream, 'TutorSchoolSet', { tutorId: tutor.id, school: { id: 7, name: HUGE, city: null, state: 'Texas' }, isHighSchoolTutor: 'maybe' });
    await append(tutorStream, 'TutorClassesAdded', {
      tutorId: tutor.id,
      classes: [{ courseKey: 'alchemy', course: HUGE, subject: 'Alchemy', school: 42, teacher: null, isHighSchoolClass: 'yes' }],
    });
    await append(tutorStream, 'TutorClassesAdded', { tutorId: tutor.id, classes: 'none' });

    // The users: a language of no list, a phone number that is none, preferences and a Zoom account of the wrong shape.
    await append(`user-${tutor.id}`, 'LanguagePreferenceSaved', { userId: tutor.id, language: 'klingon' });
    await append(`user-${client.id}`, 'PhoneNumberChanged', { userId: client.id, phoneNumber: HUGE });
    await append(`user-${client.id}`, 'TutorRequestPreferencesSaved', { userId: client.id, preferences: { subject: 5, gradeLevel: 'NaN', daysAvailable: 'FUNDAY' } });
    await append(`user-${client.id}`, 'ZoomAccountAssociated', { userId: client.id, zoomProfile: { id: 5, firstName: null }, associatedAt: 'now' });
    // A second account with the client's address (the reservation bypassed): the unique index refuses it.
    const copyId = randomUUID();
    await append(`user-${copyId}`, 'UserSignedUp', {
      userId: copyId,
      email: (await client.client.data<{ getCurrentUserV2: { email: { address: string } } }>(CURRENT_USER)).getCurrentUserV2.email.address,
      firstName: HUGE,
      lastName: 12,
      profileTypes: ['WIZARD'],
      clientProfileType: 'ALIEN',
      phoneNumber: null,
      referralCode: null,
      languagePreference: 'klingon',
      signedUpAt: 'yesterday',
    });

    // A request of odd values.
    await append(`tutoring-request-${poisonedRequestId}`, 'TutoringRequestSent', {
      requestId: poisonedRequestId,
      clientId: client.id,
      tutorId: tutor.id,
      conversationId: null,
      subject: HUGE,
      gradeLevel: 'NaN',
      sessionType: 'teleport',
      zipCode: 99,
      city: HUGE,
      state: null,
      daysAvailable: ['FUNDAY'],
      timeAvailable: 12,
      firstMessage: HUGE,
      files: 'none',
      sentAt: 'yesterday',
    });
  }

  async function expectAnswers<T = Record<string, unknown>>(user: GraphqlClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await user.request<T>(query, variables);
    expect({ query: query.slice(0, 60), errors: response.errors }).toEqual({ query: query.slice(0, 60), errors: undefined });
    return response.data as T;
  }

  async function expectEveryQueryAnswers(): Promise<void> {
    const thisWeek = Array.from({ length: 7 }, (_, day) => slot(24 * day).slice(0, 10));
    const asTutor = await expectAnswers<{ getUpcomingSessions: { sessions: SessionView[] } }>(tutor.client, UPCOMING, { isTutorContext: true });
    const shown = asTutor.getUpcomingSessions.sessions.filter((session) => poisonedSessionIds.includes(session.id));
    expect(shown).toHaveLength(2);
    for (const session of shown) {
      expect(session.date === '' || /^\d{4}-\d{2}-\d{2}$/.test(session.date)).toBe(true);
      expect(['ONE_ON_ONE', 'DROP_IN', 'GROUP', 'ONE_ON_ONE_BREAKOUT']).toContain((session as SessionView & { sessionType: string }).sessionType);
    }
    const mars = shown.find((session) => session.id === poisonedSessionIds[0])!;
    expect(mars).toMatchObject({ physicalSessionOptions: { locationPoint: null }, recurringDays: [] });
    expect((mars as SessionView & { timeZoneId: string }).timeZoneId).toBe('UTC');
    await expectAnswers(client.client, UPCOMING, { isTutorContext: false });
    await expectAnswers(client.client, THIS_WEEK, { tutorId: tutor.id, dates: thisWeek });
    await expectAnswers(tutor.client, THIS_WEEK, { tutorId: tutor.id, dates: thisWeek });
    await expectAnswers(tutor.client, `query { getPendingSessionCount(dateRegex: "^20") }`);
    const now = new Date();
    await expectAnswers(tutor.client, `query ($input: CompletedSessionSummaryInput!) { getCompletedSessionSummaryV3(input: $input) { monthlyTotal } }`, {
      input: { isTutorContext: true, month: now.getUTCMonth() + 1, year: now.getUTCFullYear() },
    });
    await expectAnswers(tutor.client, `query { getPaymentErrorSessionsForUserV2 { id } }`);
    await expectAnswers(client.client, `query ($pairId: ID!) { getSessionSummariesByPairId(pairId: $pairId) { id } }`, { pairId });

    const tutorView = await expectAnswers<{ getCurrentUserV2: { profile: { languagePreference: string } } }>(tutor.client, `query { ${USER_FIELDS} }`);
    expect(tutorView.getCurrentUserV2.profile.languagePreference).toBe('en');
    const clientView = await expectAnswers<{ getCurrentUserV2: { profile: { phoneNumber: string; tutorRequestPreferences: { daysAvailable: string[] } } } }>(client.client, `query { ${USER_FIELDS} }`);
    expect(clientView.getCurrentUserV2.profile.tutorRequestPreferences.daysAvailable).toEqual([]);

    const requests = await expectAnswers<{ getRequestsOfTutorQuery: Array<{ id: string; files: unknown[]; daysAvailable: string[] }> }>(tutor.client, `query { getRequestsOfTutorQuery { ${REQUEST_FIELDS} } }`);
    expect(requests.getRequestsOfTutorQuery.find((request) => request.id === poisonedRequestId)).toMatchObject({ files: [], daysAvailable: ['FUNDAY'] });
    await expectAnswers(client.client, `query { getRequestsOfTuteeQuery { ${REQUEST_FIELDS} } }`);
    await expectAnswers(client.client, `query ($requestId: ID!) { getTutoringRequest(requestId: $requestId) { ${REQUEST_FIELDS} } }`, { requestId: poisonedRequestId });
    await expectAnswers(tutor.client, `query { getPendingTutorRequestCount getUnreadMessageCount }`);
    await expectAnswers(tutor.client, `query { getPaginatedConversationList(isActiveContext: true, isTutorContext: true, pageNumber: 1) { __typename } }`);

    const profile = await expectAnswers<{ getProfilePage: { hourlyWage: number | null; gradesForTutoring: string[]; location: unknown } }>(visitor, `query ($profileId: String!) { getProfilePage(profileId: $profileId) { ${TUTOR_FIELDS} } }`, { profileId });
    expect(profile.getProfilePage).toMatchObject({ hourlyWage: null, gradesForTutoring: ['HIGH_SCHOOL'] });
    await expectAnswers(visitor, `query ($id: String!) { getUserByProfilePageIdAndReviews(profilePageId: $id) { __typename } }`, { id: profilePageId });
    await expectAnswers(visitor, `query { getTopActiveTutors(numberTutors: 50) { ${TUTOR_FIELDS} } }`);
    await expectAnswers(visitor, `query { getTutorsBySubject(subject: "Math") { ${TUTOR_FIELDS} } }`);
    await expectAnswers(visitor, `query { getTutorsByName(name: "Tom") { ${TUTOR_FIELDS} } }`);
    await expectAnswers(visitor, `query { searchTutorsByCourse(input: "Algebra 1", zip: "78701") { localTutorCount onlineTutorCount localTutors { ${TUTOR_FIELDS} } onlineTutors { ${TUTOR_FIELDS} } } }`);
    await expectAnswers(visitor, `query { searchActiveTutorText(input: "Alchemy") { ${TUTOR_FIELDS} } }`);
    await expectAnswers(tutor.client, `query { getPairedTuteeList { id firstName lastName } }`);
  }

  /** The read models and workflows still apply what comes after the odd events: a session scheduled now gets its room and is listed. */
  async function expectReadModelsStillApplyNewEvents(): Promise<void> {
    const start = slot(24 * 6 + Math.floor(Math.random() * 24));
    const [session] = (await tutor.client.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input: { tuteeId: client.id, subject: 'Geometry', startTime: start, endTime: later(start, 60), meetingSolution: 'LESSONSPACE' } })).createSession;
    expect(session.joinUrl).toMatch(/\/rooms\//);
    const { getUpcomingSessions } = await client.client.data<{ getUpcomingSessions: { sessions: SessionView[] } }>(UPCOMING, { isTutorContext: false });
    expect(getUpcomingSessions.sessions.map((upcoming) => upcoming.id)).toContain(session.id);
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    tutor = await signedUpUser(app, 'TUTOR', 'Tomás');
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Carla');
    visitor = app.client();
    pairId = await pairOf(app, tutor.id, client.id, 30);
    const edit = async (query: string, variables: Record<string, unknown> = {}) => tutor.client.data<Record<string, { profileId: string; profilePageId: string }>>(query, variables);
    await edit(`mutation { editDescription(description: "I teach algebra.") { profileId } }`);
    await edit(`mutation { editTutoringPreferences(input: { subjects: ["Math"] }) { profileId } }`);
    await edit(`mutation { addClassesToTutorProfile(classes: [{ course: "Algebra 1" }]) { profileId } }`);
    await edit(`mutation { editVisibilityV2(isVisible: true) { profileId } }`);
    const signed = Object.values(await edit(`mutation { signTutorAgreement { profileId profilePageId } }`))[0];
    ({ profileId, profilePageId } = signed);
    // Onboarded, so visitors find the tutor and read the poisoned profile through every public query.
    const admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    await admin.data(`mutation ($tutorId: ID!) { onBoardTutor(tutorId: $tutorId) { id } }`, { tutorId: tutor.id });
    await poisonTheLog();
    expect(await app.running.projections.waitUntilCaughtUp(10_000)).toBe(true);
  });
  afterAll(async () => app.close());

  it('answers every query reading them, with fallbacks', async () => {
    await expectEveryQueryAnswers();
  });

  it('keeps applying the events after them', async () => {
    await expectReadModelsStillApplyNewEvents();
  });

  it('answers them all again after a restart rebuilds the read models from the log', async () => {
    await app.restart();
    // The restarted app listens on another port: the same browsers, with their session cookies, follow it.
    const reconnected = (user: GraphqlClient) => Object.assign(app.client(), { cookie: user.cookie, bearer: user.bearer });
    tutor = { ...tutor, client: reconnected(tutor.client) };
    client = { ...client, client: reconnected(client.client) };
    visitor = app.client();
    await expectEveryQueryAnswers();
    await expectReadModelsStillApplyNewEvents();
  });
});

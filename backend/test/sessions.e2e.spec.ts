import { sessionStreamId } from '../domain/sessions/session.events';
import { SessionMessages } from '../domain/sessions/session.rules';
import { CommandPipeline } from '../src/event-sourcing/command-pipeline';
import { sessionStream, SessionServiceMessages } from '../src/modules/sessions/session-stream';
import { eventually } from '../test-support/eventually';
import { REVIEW_NEEDS_PAIR_MESSAGE } from '../src/modules/reviews/review-answer';
import { ZOOM_CONNECT_FAILED_MESSAGE } from '../src/modules/sessions/commands/associate-zoom/associate-zoom.resolver';
import { ReviewMessages } from '../domain/reviews/review.rules';
import { SessionFeedbackMessages } from '../domain/sessions/post-session-feedback.decider';
import {
  ADD_FEEDBACK,
  ADD_REVIEW,
  BY_PAIR,
  CHECK_FEEDBACK,
  EDIT_REVIEW,
  OPEN_GROUP_ROOM,
  OPEN_ROOM,
  POST_SESSION_FEEDBACK,
  REPORT_ISSUE,
  ASSOCIATE_ZOOM,
  ZOOM_PROFILE,
  CANCEL_SESSION,
  CREATE_SESSION,
  DROP_SESSION,
  EDIT_SESSION,
  FIX_ERROR_SESSION,
  later,
  LESSON_ROOM,
  pairOf,
  PAYMENT_ERRORS,
  PENDING_COUNT,
  SessionView,
  SET_CLIENT_FEEDBACK,
  SET_TUTOR_SUMMARY,
  signedUpUser,
  SignedUpUser,
  slot,
  SUMMARY,
  THIS_WEEK,
  UPCOMING,
} from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const PROCESSING_DELAY_MINUTES = 90;

interface UpcomingPage {
  getUpcomingSessions: { sessions: SessionView[]; hasMore: boolean; totalSessions: number; pageNum: number };
}

describe('sessions over GraphQL: scheduling, editing, cancelling, ending and the session lists', () => {
  let app: TestApp;
  let tutor: SignedUpUser;
  let client: SignedUpUser;
  let stranger: SignedUpUser;
  let pairId: string;

  const sessionInput = (overrides: Record<string, unknown> = {}) => ({
    tuteeId: client.id,
    subject: 'Algebra 1',
    gradeLevel: 'High School',
    startTime: slot(48),
    endTime: later(slot(48), 60),
    timeZoneId: 'America/Chicago',
    meetingSolution: 'LESSONSPACE',
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<SessionView[]> {
    return (await tutor.client.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input: sessionInput(overrides) })).createSession;
  }

  async function errorOf(client: GraphqlClient, query: string, variables: Record<string, unknown> = {}) {
    const response = await client.request(query, variables);
    expect(response.errors).toHaveLength(1);
    return response.errors![0];
  }

  beforeAll(async () => {
    app = await startTestApp({ SESSION_PROCESSING_DELAY_MINUTES: String(PROCESSING_DELAY_MINUTES) });
    tutor = await signedUpUser(app, 'TUTOR', 'Tomás');
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Carla');
    stranger = await signedUpUser(app, 'TUTOR', 'Sam');
    pairId = await pairOf(app, tutor.id, client.id, 30);
  });
  afterAll(async () => app.close());

  it('lets a pair’s tutor schedule a session both of them then see as upcoming, with its room, rate and processing time', async () => {
    const startTime = slot(24 * 5);
    const [session] = await create({ startTime, endTime: later(startTime, 90) });
    expect(session).toMatchObject({
      pairId,
      subject: 'Algebra 1',
      status: 'UPCOMING',
      startTime,
      endTime: later(startTime, 90),
      processingTime: later(startTime, 90 + PROCESSING_DELAY_MINUTES),
      cancellationPolicyTime: later(startTime, -24 * 60),
      timeZoneId: 'America/Chicago',
      numMins: 90,
      tutoringAmount: 45,
      meetingSolution: 'LESSONSPACE',
      isInPerson: false,
      recurringSessionId: null,
    });
    expect(session.joinUrl).toMatch(/\/rooms\/[\w-]+$/);
    expect(session.lessonspaceOptions?.roomId).toBeTruthy();
    expect(session.participants.map((p) => [p.user.id, p.userType, p.hourlyRate])).toEqual([
      [tutor.id, 'TUTOR', 30],
      [client.id, 'STUDENT', 30],
    ]);

    const asTutor = (await tutor.client.data<UpcomingPage>(UPCOMING, { isTutorContext: true })).getUpcomingSessions;
    expect(asTutor.sessions.map((s) => s.id)).toContain(session.id);
    expect(asTutor).toMatchObject({ pageNum: 1, hasMore: false });
    const asClient = (await client.client.data<UpcomingPage>(UPCOMING, { isTutorContext: false })).getUpcomingSessions;
    expect(asClient.sessions.map((s) => s.id)).toContain(session.id);
    expect((await client.client.data<UpcomingPage>(UPCOMING, { isTutorContext: true })).getUpcomingSessions.totalSessions).toBe(0);

    const { getSessionsThisWeek } = await client.client.data<{ getSessionsThisWeek: Array<{ session: { id: string } | null }> }>(THIS_WEEK, { tutorId: tutor.id, dates: [session.date] });
    expect(getSessionsThisWeek.map((s) => s.session?.id)).toContain(session.id);
    const { getPendingSessionCount } = await tutor.client.data<{ getPendingSessionCount: number }>(PENDING_COUNT, { dateRegex: `^${session.date}$` });
    expect(getPendingSessionCount).toBeGreaterThanOrEqual(1);
  });

  it('holds in-person and custom-link sessions where the form says', async () => {
    const [inPerson] = await create({ meetingSolution: 'IN_PERSON', locationName: ' Austin Public Library ', locationPoint: { lat: 30.27, lng: -97.74 } });
    expect(inPerson).toMatchObject({ meetingSolution: 'IN_PERSON', isInPerson: true, joinUrl: null, physicalSessionOptions: { locationName: 'Austin Public Library', locationPoint: { lat: 30.27, lng: -97.74 } } });
    const [custom] = await create({ meetingSolution: 'CUSTOM_URL', customUrl: 'https://meet.example.com/algebra' });
    expect(custom).toMatchObject({ meetingSolution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/algebra' });
  });

  it('pages the upcoming sessions by 10, soonest first', async () => {
    const other = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Paula');
    await pairOf(app, tutor.id, other.id);
    const starts = Array.from({ length: 12 }, (_, i) => slot(24 * 20 - i * 2));
    for (const startTime of starts) await tutor.client.data(CREATE_SESSION, { input: sessionInput({ tuteeId: other.id, startTime, endTime: later(startTime, 30) }) });
    const first = (await other.client.data<UpcomingPage>(UPCOMING, { isTutorContext: false, pageNum: 1 })).getUpcomingSessions;
    const second = (await other.client.data<UpcomingPage>(UPCOMING, { isTutorContext: false, pageNum: 2 })).getUpcomingSessions;
    expect(first).toMatchObject({ totalSessions: 12, hasMore: true, pageNum: 1 });
    expect(second).toMatchObject({ totalSessions: 12, hasMore: false, pageNum: 2 });
    expect([...first.sessions, ...second.sessions].map((s) => s.startTime)).toEqual([...starts].sort());
  });

  it('checks the times with the spec’s messages, at the field', async () => {
    const startTime = slot(72);
    const tooShort = await errorOf(tutor.client, CREATE_SESSION, { input: sessionInput({ startTime, endTime: later(startTime, 10) }) });
    expect(tooShort).toMatchObject({ message: SessionMessages.checkTimes, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { endTime: 'Sessions cannot be shorter than 15 minutes.' } } });
    const tooLong = await errorOf(tutor.client, CREATE_SESSION, { input: sessionInput({ startTime, endTime: later(startTime, 7 * 60 + 15) }) });
    expect(tooLong).toMatchObject({ message: 'Please double check your selected start and end times.', extensions: { fieldErrors: { endTime: 'Sessions cannot be longer than 7 hours.' } } });
    const noDays = await errorOf(tutor.client, CREATE_SESSION, { input: sessionInput({ recurringDays: [], weeksRecurring: 2 }) });
    expect(noDays).toMatchObject({ message: 'Please select at least one day of the week for sessions to recur.', extensions: { code: 'BAD_USER_INPUT' } });
    const badLink = await errorOf(tutor.client, CREATE_SESSION, { input: sessionInput({ meetingSolution: 'CUSTOM_URL', customUrl: 'meet me' }) });
    expect(badLink).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { meeting: SessionMessages.customUrl } } });
  });

  it('schedules a recurring series, edits all of its occurrences not yet started or one, and cancels one or all', async () => {
    const startTime = slot(24 * 7);
    const series = await create({ startTime, endTime: later(startTime, 60), recurringDays: ['MONDAY', 'THURSDAY'], weeksRecurring: 2 });
    expect(series).toHaveLength(4);
    expect(new Set(series.map((s) => s.recurringSessionId)).size).toBe(1);
    expect(series[0]).toMatchObject({ recurringDays: ['MONDAY', 'THURSDAY'], weeksRecurring: 2 });
    const [first, second, third, fourth] = series;

    const edited = (await tutor.client.data<{ editSessionV3: SessionView }>(EDIT_SESSION, { sessionId: second.id, input: { subject: 'Geometry' }, editScope: 'ALL' })).editSessionV3;
    expect(edited.subject).toBe('Geometry');
    const { getUpcomingSessions } = await tutor.client.data<UpcomingPage>(UPCOMING, { isTutorContext: true, pageNum: 1 });
    const all = [...getUpcomingSessions.sessions];
    for (let page = 2; all.length < getUpcomingSessions.totalSessions; page++) all.push(...(await tutor.client.data<UpcomingPage>(UPCOMING, { isTutorContext: true, pageNum: page })).getUpcomingSessions.sessions);
    const subjects = new Map(all.map((s) => [s.id, s.subject]));
    expect([first, second, third, fourth].map((s) => subjects.get(s.id))).toEqual(['Geometry', 'Geometry', 'Geometry', 'Geometry']);
    const single = (await tutor.client.data<{ editSessionV3: SessionView }>(EDIT_SESSION, { sessionId: first.id, input: { subject: 'Algebra 2' }, editScope: 'SINGLE' })).editSessionV3;
    expect(single.subject).toBe('Algebra 2');

    const moved = (await client.client.data<{ editSessionV3: SessionView }>(EDIT_SESSION, { sessionId: third.id, input: { endTime: later(third.endTime, 30) }, editScope: 'SINGLE' })).editSessionV3;
    expect(moved).toMatchObject({ endTime: later(third.endTime, 30), processingTime: later(third.endTime, 30 + PROCESSING_DELAY_MINUTES), numMins: 90 });

    const cancelled = (await tutor.client.data<{ cancelSessionV3: SessionView }>(CANCEL_SESSION, { sessionId: first.id })).cancelSessionV3;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationNotice: false });
    await tutor.client.data(CANCEL_SESSION, { sessionId: fourth.id, cancelScope: 'ALL' });
    const after = (await tutor.client.data<UpcomingPage>(UPCOMING, { isTutorContext: true })).getUpcomingSessions;
    const ids = new Set(after.sessions.map((s) => s.id));
    expect([first, second, third, fourth].filter((s) => ids.has(s.id))).toEqual([]);
  });

  it('gives the notice when a session is cancelled within 24 hours of its start', async () => {
    const [soon] = await create({ startTime: slot(3), endTime: later(slot(3), 60) });
    const { cancelSessionV3 } = await client.client.data<{ cancelSessionV3: SessionView }>(CANCEL_SESSION, { sessionId: soon.id });
    expect(cancelSessionV3).toMatchObject({ status: 'CANCELLED', cancellationNotice: true });
  });

  it('ends a session when its end passes (the end:<id> job), then lists and sums it as completed', async () => {
    const startTime = slot(-1);
    const [session] = await create({ startTime, endTime: later(startTime, 30) });
    expect(session.status).toBe('UPCOMING');
    const ended = await eventually(async () => {
      const { getSessionSummariesByPairId } = await client.client.data<{ getSessionSummariesByPairId: Array<{ id: string; status: string }> }>(BY_PAIR, { pairId });
      const found = getSessionSummariesByPairId.find((s) => s.id === session.id);
      if (found?.status !== 'RECENTLY_COMPLETED') throw new Error(`not ended yet: ${JSON.stringify(found)}`);
      return found;
    });
    expect(ended.status).toBe('RECENTLY_COMPLETED');

    const { setTutorSessionSummary } = await tutor.client.data<{ setTutorSessionSummary: { tutorSummary: string } }>(SET_TUTOR_SUMMARY, { sessionId: session.id, tutorSummary: 'We factored quadratics.' });
    expect(setTutorSessionSummary.tutorSummary).toBe('We factored quadratics.');
    const { setClientSessionFeedback } = await client.client.data<{ setClientSessionFeedback: { clientFeedback: string } }>(SET_CLIENT_FEEDBACK, { sessionId: session.id, clientFeedback: 'Very clear, thanks!' });
    expect(setClientSessionFeedback.clientFeedback).toBe('Very clear, thanks!');

    const [year, month] = session.date.split('-').map(Number);
    const { getCompletedSessionSummaryV3 } = await tutor.client.data<{
      getCompletedSessionSummaryV3: { summaries: Array<Record<string, unknown>>; monthlyTotal: number; monthlyTotalFee: number };
    }>(SUMMARY, { input: { isTutorContext: true, month, year } });
    expect(getCompletedSessionSummaryV3.summaries).toEqual([
      { user: { id: client.id, firstName: 'Carla' }, pairId, numSessions: 1, numMins: 30, rate: 30, total: 15, totalFee: 1.46, sessionIdsWithoutFeedback: [] },
    ]);
    expect(getCompletedSessionSummaryV3).toMatchObject({ monthlyTotal: 15, monthlyTotalFee: 1.46 });
    const asClient = (await client.client.data<{ getCompletedSessionSummaryV3: { summaries: Array<{ user: { id: string } }> } }>(SUMMARY, { input: { isTutorContext: false, month, year } }))
      .getCompletedSessionSummaryV3;
    expect(asClient.summaries.map((s) => s.user.id)).toEqual([tutor.id]);

    const events = await app.running.platform.eventStore.readStream(sessionStreamId(session.id));
    expect(events.filter((event) => event.type === 'SessionEnded')).toHaveLength(1);
  });

  it('lists a session whose payout failed to its participants, who can fix it', async () => {
    const startTime = slot(-2);
    const [session] = await create({ startTime, endTime: later(startTime, 60) });
    const pipeline = app.running.app.get(CommandPipeline, { strict: false });
    const system = { correlationId: 'test', causationId: 'test', actorId: null, now: new Date() };
    await eventually(async () => (await pipeline.load(sessionStream.decider, sessionStream.streamIdOf(session.id))).state.status === 'RECENTLY_COMPLETED');
    await pipeline.run(sessionStream.decider, sessionStream.streamIdOf(session.id), { type: 'MarkSessionError', data: { reason: 'Your card was declined.' } }, system, {
      awaitReadModels: sessionStream.readModels,
    });

    const { getPaymentErrorSessionsForUserV2 } = await client.client.data<{ getPaymentErrorSessionsForUserV2: Array<{ id: string; errorReason: string }> }>(PAYMENT_ERRORS);
    expect(getPaymentErrorSessionsForUserV2).toEqual([{ id: session.id, status: 'ERROR', errorReason: 'Your card was declined.' }]);
    expect((await stranger.client.data<{ getPaymentErrorSessionsForUserV2: unknown[] }>(PAYMENT_ERRORS)).getPaymentErrorSessionsForUserV2).toEqual([]);

    const before = Date.now();
    const { fixErrorSession } = await client.client.data<{ fixErrorSession: { status: string; processingTime: string } }>(FIX_ERROR_SESSION, { sessionId: session.id });
    // Processed again now: the payout that follows may already have failed again (this client has no card).
    expect(Date.parse(fixErrorSession.processingTime)).toBeGreaterThanOrEqual(before - 1000);
    const events = await app.running.platform.eventStore.readStream(sessionStreamId(session.id));
    expect(events.map((event) => event.type)).toContain('SessionErrorFixed');
  });

  it('asks the client for the check-in survey of their latest ended session until they answer it, and takes feedback forms', async () => {
    // Ended, but its processing time (90 minutes after the end) still ahead: no payout interferes.
    const startTime = slot(-1);
    const [session] = await create({ startTime, endTime: later(startTime, 15) });
    const pipeline = app.running.app.get(CommandPipeline, { strict: false });
    await eventually(async () => (await pipeline.load(sessionStream.decider, sessionStream.streamIdOf(session.id))).state.status === 'RECENTLY_COMPLETED');
    const waiting = async () => (await client.client.data<{ checkForSessionFeedback: { id: string; status: string } | null }>(CHECK_FEEDBACK)).checkForSessionFeedback;
    const first = (await eventually(waiting))!;
    expect(['RECENTLY_COMPLETED', 'COMPLETED', 'ERROR']).toContain(first.status);
    expect((await tutor.client.data<{ checkForSessionFeedback: unknown }>(CHECK_FEEDBACK)).checkForSessionFeedback).toBeNull();

    const { createPostSessionFeedback } = await client.client.data<{ createPostSessionFeedback: Record<string, unknown> }>(POST_SESSION_FEEDBACK, {
      sessionId: first.id,
      q1Score: 5,
      q2Score: 4,
      q3Score: 5,
      extraComments: ' Great pace. ',
    });
    expect(createPostSessionFeedback).toEqual({ sessionId: first.id, tutorId: tutor.id, tuteeId: client.id, q1Score: 5, q2Score: 4, q3Score: 5, extraComments: 'Great pace.' });
    expect((await waiting())?.id).not.toBe(first.id);
    const again = await errorOf(client.client, POST_SESSION_FEEDBACK, { sessionId: first.id, q1Score: 5, q2Score: 5, q3Score: 5 });
    expect(again).toMatchObject({ message: SessionFeedbackMessages.alreadyGiven, extensions: { code: 'BAD_USER_INPUT' } });

    const { addFeedbackToSessionV2 } = await tutor.client.data<{ addFeedbackToSessionV2: string }>(ADD_FEEDBACK, {
      sessionId: session.id,
      formName: 'Tutor check-in',
      responses: [{ question: 'Was the student prepared?', response: 'Yes' }],
      receivingUserId: client.id,
    });
    expect(addFeedbackToSessionV2).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets a client who worked with the tutor review them and edit the review', async () => {
    const { addReviewMutation } = await client.client.data<{ addReviewMutation: Record<string, unknown> }>(ADD_REVIEW, { tutorId: tutor.id, score: 4, comments: 'Patient and clear.' });
    expect(addReviewMutation).toMatchObject({ clientId: client.id, clientFirstName: 'Carla', score: 4, comments: 'Patient and clear.' });
    const { editReviewMutation } = await client.client.data<{ editReviewMutation: Record<string, unknown> }>(EDIT_REVIEW, { tutorId: tutor.id, score: 5, comments: 'Even better now.' });
    expect(editReviewMutation).toMatchObject({ id: addReviewMutation.id, score: 5, comments: 'Even better now.' });
    const twice = await errorOf(client.client, ADD_REVIEW, { tutorId: tutor.id, score: 5, comments: 'Again.' });
    expect(twice.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives each participant their own link into the session’s room', async () => {
    const [session] = await create({ startTime: slot(24 * 11), endTime: later(slot(24 * 11), 60) });
    const asClient = (await client.client.data<{ openLessonspaceSession: { roomId: string; url: string } }>(OPEN_ROOM, { tuteeId: client.id, tutorId: tutor.id, sessionId: session.id }))
      .openLessonspaceSession;
    const asTutor = (await tutor.client.data<{ openLessonspaceSession: { roomId: string; url: string } }>(OPEN_ROOM, { tuteeId: client.id, tutorId: tutor.id, sessionId: session.id }))
      .openLessonspaceSession;
    expect(asClient.roomId).toBe(session.lessonspaceOptions?.roomId);
    expect(asTutor.roomId).toBe(asClient.roomId);
    expect(asClient.url).toContain(`role=STUDENT`);
    expect(asTutor.url).toContain(`role=TUTOR`);
    const group = (await tutor.client.data<{ openGroupLessonspaceSession: { roomId: string; url: string } }>(OPEN_GROUP_ROOM, { subject: 'Algebra 1', sessionId: session.id, isTutorContext: true }))
      .openGroupLessonspaceSession;
    expect(group.roomId).toBe(asClient.roomId);
  });

  it('answers a participant’s room link with the session, for whoever holds it, and refuses a tampered link as NOT_FOUND', async () => {
    const startTime = slot(24 * 12);
    const [session] = await create({ startTime, endTime: later(startTime, 60), subject: 'Geometry' });
    const { url } = (await client.client.data<{ openLessonspaceSession: { roomId: string; url: string } }>(OPEN_ROOM, { tuteeId: client.id, tutorId: tutor.id, sessionId: session.id }))
      .openLessonspaceSession;
    const link = new URL(url);
    const roomId = link.pathname.replace(/^\/rooms\//, '');
    const variables = { roomId, user: link.searchParams.get('user'), role: link.searchParams.get('role'), sig: link.searchParams.get('sig') };
    expect(variables).toMatchObject({ roomId: session.lessonspaceOptions?.roomId, user: client.id, role: 'STUDENT' });

    const expected = {
      roomId,
      subject: 'Geometry',
      startTime,
      endTime: later(startTime, 60),
      status: 'UPCOMING',
      participants: [
        { firstName: 'Tomás', role: 'TUTOR' },
        { firstName: 'Carla', role: 'STUDENT' },
      ],
    };
    const { getLessonRoom } = await app.client().data<{ getLessonRoom: unknown }>(LESSON_ROOM, variables);
    expect(getLessonRoom).toEqual(expected);
    expect((await stranger.client.data<{ getLessonRoom: unknown }>(LESSON_ROOM, variables)).getLessonRoom).toEqual(expected);

    const tampered = [
      { ...variables, sig: `${variables.sig!.slice(0, -1)}${variables.sig!.endsWith('A') ? 'B' : 'A'}` },
      { ...variables, role: 'TUTOR' },
      { ...variables, user: stranger.id },
      { ...variables, sig: '' },
    ];
    for (const attempt of tampered) expect((await errorOf(app.client(), LESSON_ROOM, attempt)).extensions?.code).toBe('NOT_FOUND');
  });

  it('schedules a drop-in session with several paired clients, which a client can leave', async () => {
    const second = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Dana');
    await pairOf(app, tutor.id, second.id, 30);
    const [dropIn] = await create({ tuteeId: null, tuteeIds: [client.id, second.id], sessionType: 'DROP_IN' });
    expect(dropIn).toMatchObject({ sessionType: 'DROP_IN', pairId: null });
    expect(dropIn.participants.map((p) => p.user.id)).toEqual([tutor.id, client.id, second.id]);
    const { dropSession } = await second.client.data<{ dropSession: { participants: Array<{ user: { id: string }; leftTime: string | null }> } }>(DROP_SESSION, { sessionId: dropIn.id });
    expect(dropSession.participants.find((p) => p.user.id === second.id)?.leftTime).toBeTruthy();
    const upcoming = (await second.client.data<UpcomingPage>(UPCOMING, { isTutorContext: false })).getUpcomingSessions;
    expect(upcoming.sessions.map((s) => s.id)).not.toContain(dropIn.id);
    const noClient = await errorOf(tutor.client, CREATE_SESSION, { input: sessionInput({ tuteeId: null }) });
    expect(noClient).toMatchObject({ message: SessionServiceMessages.noClient, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('takes a participant’s report of an online lesson issue', async () => {
    const [session] = await create({ startTime: slot(24 * 12), endTime: later(slot(24 * 12), 60) });
    const { reportOnlineLessonIssue } = await client.client.data<{ reportOnlineLessonIssue: string }>(REPORT_ISSUE, { sessionId: session.id, issue: 'The whiteboard did not load.' });
    expect(reportOnlineLessonIssue).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('connects the tutor’s Zoom account (the embedded adapter stands in for Zoom) and schedules Zoom sessions on it', async () => {
    const { associateZoom } = await tutor.client.data<{ associateZoom: { id: string; email: string } }>(ASSOCIATE_ZOOM, { authCode: 'code-from-zoom' });
    expect(associateZoom.id).toMatch(/^embedded-/);
    const { getCurrentUserV2 } = await tutor.client.data<{ getCurrentUserV2: { zoomProfile: { id: string; email: string } } }>(ZOOM_PROFILE);
    expect(getCurrentUserV2.zoomProfile).toEqual({ id: associateZoom.id, email: associateZoom.email });
    const [zoom] = await create({ meetingSolution: 'ZOOM' });
    expect(zoom).toMatchObject({ meetingSolution: 'ZOOM' });
    expect(zoom.joinUrl).toMatch(/\/rooms\//);
  });

  describe('who may do what', () => {
    let upcoming: SessionView;
    let visitor: GraphqlClient;

    beforeAll(async () => {
      visitor = app.client();
      [upcoming] = await create({ startTime: slot(24 * 9), endTime: later(slot(24 * 9), 60) });
    });

    type Case = { name: string; query: string; variables: () => Record<string, unknown>; forbidden?: () => GraphqlClient; badInput?: { as: () => GraphqlClient; variables: () => Record<string, unknown>; message: string } };
    const cases: Case[] = [
      {
        name: 'createSession',
        query: CREATE_SESSION,
        variables: () => ({ input: sessionInput() }),
        forbidden: () => stranger.client,
        badInput: { as: () => tutor.client, variables: () => ({ input: sessionInput({ subject: '  ' }) }), message: SessionMessages.subject },
      },
      {
        name: 'editSessionV3',
        query: EDIT_SESSION,
        variables: () => ({ sessionId: upcoming.id, input: { subject: 'Physics' } }),
        forbidden: () => stranger.client,
        badInput: { as: () => tutor.client, variables: () => ({ sessionId: upcoming.id, input: { endTime: upcoming.startTime } }), message: SessionMessages.checkTimes },
      },
      {
        name: 'cancelSessionV3',
        query: CANCEL_SESSION,
        variables: () => ({ sessionId: upcoming.id }),
        forbidden: () => stranger.client,
      },
      {
        name: 'dropSession',
        query: DROP_SESSION,
        variables: () => ({ sessionId: upcoming.id }),
        forbidden: () => stranger.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id }), message: SessionMessages.notDroppable },
      },
      {
        name: 'setTutorSessionSummary',
        query: SET_TUTOR_SUMMARY,
        variables: () => ({ sessionId: upcoming.id, tutorSummary: 'Good work.' }),
        forbidden: () => client.client,
        badInput: { as: () => tutor.client, variables: () => ({ sessionId: upcoming.id, tutorSummary: 'Good work.' }), message: SessionMessages.notEnded },
      },
      {
        name: 'setClientSessionFeedback',
        query: SET_CLIENT_FEEDBACK,
        variables: () => ({ sessionId: upcoming.id, clientFeedback: 'Great.' }),
        forbidden: () => tutor.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id, clientFeedback: 'Great.' }), message: SessionMessages.notEnded },
      },
      {
        name: 'fixErrorSession',
        query: FIX_ERROR_SESSION,
        variables: () => ({ sessionId: upcoming.id }),
        forbidden: () => stranger.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id }), message: SessionMessages.notError },
      },
      {
        name: 'createPostSessionFeedback',
        query: POST_SESSION_FEEDBACK,
        variables: () => ({ sessionId: upcoming.id, q1Score: 5, q2Score: 5, q3Score: 5 }),
        forbidden: () => tutor.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id, q1Score: 5, q2Score: 5, q3Score: 5 }), message: SessionMessages.notEnded },
      },
      {
        name: 'addFeedbackToSessionV2',
        query: ADD_FEEDBACK,
        variables: () => ({ sessionId: upcoming.id, formName: 'Check-in', responses: [{ question: 'How was it?', response: 'Good' }] }),
        forbidden: () => stranger.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id, formName: 'Check-in', responses: [{ question: 'How was it?', response: 'Good' }] }), message: SessionMessages.notEnded },
      },
      {
        name: 'addReviewMutation',
        query: ADD_REVIEW,
        variables: () => ({ tutorId: tutor.id, score: 5, comments: 'Great.' }),
        forbidden: () => stranger.client,
        // The client reviewed this tutor in an earlier test.
        badInput: { as: () => client.client, variables: () => ({ tutorId: tutor.id, score: 5, comments: 'Great.' }), message: ReviewMessages.alreadyReviewed },
      },
      {
        name: 'editReviewMutation',
        query: EDIT_REVIEW,
        variables: () => ({ tutorId: tutor.id, score: 5, comments: 'Great.' }),
        badInput: { as: () => client.client, variables: () => ({ tutorId: tutor.id, score: 9, comments: 'Great.' }), message: ReviewMessages.invalidScore },
      },
      {
        name: 'openLessonspaceSession',
        query: OPEN_ROOM,
        variables: () => ({ tuteeId: client.id, tutorId: tutor.id, sessionId: upcoming.id }),
        forbidden: () => stranger.client,
      },
      {
        name: 'openGroupLessonspaceSession',
        query: OPEN_GROUP_ROOM,
        variables: () => ({ subject: 'Algebra 1', sessionId: upcoming.id, isTutorContext: false }),
        forbidden: () => stranger.client,
      },
      { name: 'checkForSessionFeedback', query: CHECK_FEEDBACK, variables: () => ({}) },
      {
        name: 'reportOnlineLessonIssue',
        query: REPORT_ISSUE,
        variables: () => ({ sessionId: upcoming.id, issue: 'No sound.' }),
        forbidden: () => stranger.client,
        badInput: { as: () => client.client, variables: () => ({ sessionId: upcoming.id, issue: ' ' }), message: SessionFeedbackMessages.issue },
      },
      {
        name: 'associateZoom',
        query: ASSOCIATE_ZOOM,
        variables: () => ({ authCode: 'code' }),
        badInput: { as: () => tutor.client, variables: () => ({ authCode: ' ' }), message: ZOOM_CONNECT_FAILED_MESSAGE },
      },
      { name: 'getUpcomingSessions', query: UPCOMING, variables: () => ({ isTutorContext: true }) },
      {
        name: 'getSessionsThisWeek',
        query: THIS_WEEK,
        variables: () => ({ tutorId: tutor.id, dates: [upcoming.date] }),
        forbidden: () => stranger.client,
        badInput: { as: () => tutor.client, variables: () => ({ tutorId: tutor.id, dates: ['next monday'] }), message: 'Please give the dates as YYYY-MM-DD, at most 31 of them.' },
      },
      {
        name: 'getPendingSessionCount',
        query: PENDING_COUNT,
        variables: () => ({}),
        badInput: { as: () => tutor.client, variables: () => ({ dateRegex: '(' }), message: 'Please give a valid date pattern.' },
      },
      {
        name: 'getCompletedSessionSummaryV3',
        query: SUMMARY,
        variables: () => ({ input: { isTutorContext: true, month: 1, year: 2026 } }),
        badInput: { as: () => tutor.client, variables: () => ({ input: { isTutorContext: true, month: 13, year: 2026 } }), message: 'Please choose a month from 1 to 12 and a year.' },
      },
      { name: 'getSessionSummariesByPairId', query: BY_PAIR, variables: () => ({ pairId }), forbidden: () => stranger.client },
      { name: 'getPaymentErrorSessionsForUserV2', query: PAYMENT_ERRORS, variables: () => ({}) },
    ];

    it.each(cases)('$name: UNAUTHENTICATED for a visitor', async ({ query, variables }) => {
      expect((await errorOf(visitor, query, variables())).extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each(cases.filter((c) => c.forbidden))('$name: FORBIDDEN for someone not taking part', async ({ query, variables, forbidden }) => {
      expect((await errorOf(forbidden!(), query, variables())).extensions?.code).toBe('FORBIDDEN');
    });

    it.each(cases.filter((c) => c.badInput))('$name: BAD_USER_INPUT with the message for a participant’s mistake', async ({ query, badInput }) => {
      const error = await errorOf(badInput!.as(), query, badInput!.variables());
      expect(error).toMatchObject({ message: badInput!.message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('createSession: FORBIDDEN with the reason for a tutor without a pair with the client', async () => {
      expect(await errorOf(stranger.client, CREATE_SESSION, { input: sessionInput() })).toMatchObject({ message: SessionServiceMessages.notYourClient, extensions: { code: 'FORBIDDEN' } });
    });

    it('editReviewMutation: BAD_USER_INPUT for someone without a review of the tutor (each edits only their own)', async () => {
      expect(await errorOf(stranger.client, EDIT_REVIEW, { tutorId: tutor.id, score: 5, comments: 'Great.' })).toMatchObject({ message: ReviewMessages.reviewNotFound, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('addReviewMutation: FORBIDDEN with the reason for a client who never worked with the tutor', async () => {
      expect(await errorOf(stranger.client, ADD_REVIEW, { tutorId: tutor.id, score: 5, comments: 'Great.' })).toMatchObject({ message: REVIEW_NEEDS_PAIR_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    });

    it('answers NOT_FOUND for a session that does not exist', async () => {
      expect((await errorOf(tutor.client, CANCEL_SESSION, { sessionId: 'no-such-session' })).extensions?.code).toBe('NOT_FOUND');
    });
  });
});

import { sessionStreamId } from '../domain/sessions/session.events';
import { reviewStreamId } from '../domain/reviews/review.events';
import { formAssessmentResponseStreamId, onlineLessonIssueStreamId, postSessionFeedbackStreamId } from '../domain/sessions/post-session-feedback.events';
import { ConflictError } from '../src/event-sourcing/command-pipeline';
import { SessionServiceMessages } from '../src/modules/sessions/session-stream';
import { eventually } from '../test-support/eventually';
import { ASSOCIATE_ZOOM, CHECK_FEEDBACK, later, pairOf, SESSION_FIELDS, signedUpUser, SignedUpUser, slot } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const CREATE = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { ${SESSION_FIELDS} revision } }`;
const EDIT = `mutation ($sessionId: ID!, $input: EditSessionInput!, $editScope: EditScope, $expectedRevision: Int) {
  editSessionV3(sessionId: $sessionId, input: $input, editScope: $editScope, expectedRevision: $expectedRevision) { id subject revision joinUrl meetingSolution } }`;
const CANCEL = `mutation ($sessionId: ID!, $expectedRevision: Int) { cancelSessionV3(sessionId: $sessionId, expectedRevision: $expectedRevision) { id status revision } }`;
const UPCOMING_REVISIONS = `query { getUpcomingSessions(isTutorContext: true) { sessions { id revision } } }`;
const SURVEY = `mutation ($sessionId: ID!, $q1Score: Int!, $q2Score: Int!, $q3Score: Int!, $idempotencyKey: String) {
  createPostSessionFeedback(sessionId: $sessionId, q1Score: $q1Score, q2Score: $q2Score, q3Score: $q3Score, idempotencyKey: $idempotencyKey) { sessionId tutorId tuteeId q1Score } }`;
const FORM = `mutation ($sessionId: ID!, $idempotencyKey: String) {
  addFeedbackToSessionV2(sessionId: $sessionId, formName: "Check-in", responses: [{ question: "How was it?", response: "Good" }], idempotencyKey: $idempotencyKey) }`;
const ISSUE = `mutation ($sessionId: ID!, $idempotencyKey: String) { reportOnlineLessonIssue(sessionId: $sessionId, issue: "No sound.", idempotencyKey: $idempotencyKey) }`;
const REVIEW = `mutation ($tutorId: ID!, $idempotencyKey: String) { addReviewMutation(tutorId: $tutorId, score: 5, comments: "Clear and patient.", idempotencyKey: $idempotencyKey) { id score comments updatedAvgScore } }`;

interface Created {
  id: string;
  revision: number;
  joinUrl: string | null;
  recurringSessionId: string | null;
  lessonspaceOptions: { roomId: string | null } | null;
  zoomOptions: { meetingId: string | null } | null;
}

describe('sessions over GraphQL: retries with an idempotency key, stale edits, and rooms made after the session is recorded', () => {
  let app: TestApp;
  let tutor: SignedUpUser;
  let client: SignedUpUser;
  let stranger: SignedUpUser;

  const input = (overrides: Record<string, unknown> = {}) => ({
    tuteeId: client.id,
    subject: 'Chemistry',
    startTime: slot(24 * 6),
    endTime: later(slot(24 * 6), 60),
    timeZoneId: 'America/Chicago',
    meetingSolution: 'LESSONSPACE',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => (await tutor.client.data<{ createSession: Created[] }>(CREATE, { input: input(overrides) })).createSession;
  const streamOf = (id: string) => app.running.platform.eventStore.readStream(id);

  async function errorOf(as: GraphqlClient, query: string, variables: Record<string, unknown>) {
    const response = await as.request(query, variables);
    expect(response.errors).toHaveLength(1);
    return response.errors![0];
  }

  /** A session of the pair that has ended (the end job ran), for the feedback mutations. */
  async function endedSession(): Promise<Created> {
    const startTime = slot(-1);
    const [session] = await create({ startTime, endTime: later(startTime, 15) });
    await eventually(async () => {
      const events = await streamOf(sessionStreamId(session.id));
      if (!events.some((event) => event.type === 'SessionEnded')) throw new Error('not ended yet');
      return true;
    });
    return session;
  }

  beforeAll(async () => {
    // Ended sessions wait 90 minutes for their payout: none runs while these tests give feedback.
    app = await startTestApp({ SESSION_PROCESSING_DELAY_MINUTES: '90' });
    tutor = await signedUpUser(app, 'TUTOR', 'Rosa');
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Omar');
    stranger = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Sven');
    await pairOf(app, tutor.id, client.id, 40);
  });
  afterAll(async () => app.close());

  it('answers a createSession retried with the same key with the same sessions, scheduling them once (a series too)', async () => {
    const first = await create({ idempotencyKey: 'schedule-once' });
    const again = await create({ idempotencyKey: 'schedule-once' });
    expect(again.map((s) => s.id)).toEqual(first.map((s) => s.id));
    expect(again).toEqual(first);
    expect((await streamOf(sessionStreamId(first[0].id))).filter((event) => event.type === 'SessionScheduled')).toHaveLength(1);
    const other = await create({ idempotencyKey: 'another-key' });
    expect(other[0].id).not.toBe(first[0].id);

    const series = { idempotencyKey: 'series-once', recurringDays: ['TUESDAY'], weeksRecurring: 3 };
    const firstSeries = await create(series);
    const seriesAgain = await create(series);
    expect(seriesAgain.map((s) => s.id)).toEqual(firstSeries.map((s) => s.id));
    expect(firstSeries).toHaveLength(3);
    for (const session of firstSeries) expect((await streamOf(sessionStreamId(session.id))).filter((event) => event.type === 'SessionScheduled')).toHaveLength(1);
  });

  it('schedules an online session with no room, and answers once the meeting-rooms workflow has recorded it: one room, shared by a series', async () => {
    const [session] = await create();
    expect(session.joinUrl).toMatch(/\/rooms\/[\w-]+$/);
    expect(session.lessonspaceOptions?.roomId).toBeTruthy();
    expect((await streamOf(sessionStreamId(session.id))).map((event) => event.type)).toEqual(['SessionScheduled', 'SessionMeetingCreated']);
    const scheduled = (await streamOf(sessionStreamId(session.id)))[0].data as { meeting: unknown };
    expect(scheduled.meeting).toEqual({ solution: 'LESSONSPACE', joinUrl: null, roomId: null });

    const series = await create({ recurringDays: ['MONDAY', 'FRIDAY'], weeksRecurring: 2 });
    expect(new Set(series.map((s) => s.joinUrl)).size).toBe(1);
    expect(series[0].joinUrl).toMatch(/\/rooms\//);
  });

  it('refuses a Zoom session before recording anything while the tutor has not connected Zoom, then schedules it with its meeting', async () => {
    const refused = await errorOf(tutor.client, CREATE, { input: input({ meetingSolution: 'ZOOM', idempotencyKey: 'zoom-before-connecting' }) });
    expect(refused).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { meetingSolution: SessionServiceMessages.zoomNotConnected } } });
    await tutor.client.data(ASSOCIATE_ZOOM, { authCode: 'rosa-zoom' });
    const [zoom] = await create({ meetingSolution: 'ZOOM', idempotencyKey: 'zoom-after-connecting' });
    expect(zoom.joinUrl).toMatch(/\/rooms\//);
    expect(zoom.zoomOptions?.meetingId).toBeTruthy();
  });

  it('shows each session’s revision, and answers CONFLICT to the second of two edits made from the same revision', async () => {
    const [session] = await create();
    const { getUpcomingSessions } = await tutor.client.data<{ getUpcomingSessions: { sessions: Array<{ id: string; revision: number }> } }>(UPCOMING_REVISIONS);
    expect(getUpcomingSessions.sessions.find((s) => s.id === session.id)?.revision).toBe(session.revision);

    const seen = session.revision;
    const { editSessionV3 } = await tutor.client.data<{ editSessionV3: { subject: string; revision: number } }>(EDIT, { sessionId: session.id, input: { subject: 'Physics' }, expectedRevision: seen });
    expect(editSessionV3).toMatchObject({ subject: 'Physics' });
    expect(editSessionV3.revision).toBeGreaterThan(seen);
    const stale = await errorOf(client.client, EDIT, { sessionId: session.id, input: { subject: 'Biology' }, expectedRevision: seen });
    expect(stale).toMatchObject({ message: new ConflictError('').message, extensions: { code: 'CONFLICT' } });
    expect(stale.message).toBe('This was changed by someone else since you opened it. Please reload to see the latest version.');
    const staleCancel = await errorOf(client.client, CANCEL, { sessionId: session.id, expectedRevision: seen });
    expect(staleCancel.extensions?.code).toBe('CONFLICT');

    // Nothing of the stale edit or cancellation was recorded; the current revision goes through.
    const { cancelSessionV3 } = await client.client.data<{ cancelSessionV3: { status: string } }>(CANCEL, { sessionId: session.id, expectedRevision: editSessionV3.revision });
    expect(cancelSessionV3.status).toBe('CANCELLED');
    expect((await streamOf(sessionStreamId(session.id))).map((event) => event.type)).toEqual(['SessionScheduled', 'SessionMeetingCreated', 'SessionEdited', 'SessionCancelled']);
  });

  it('checks only the session the user saw when an edit of the whole series names its revision', async () => {
    const series = await create({ recurringDays: ['WEDNESDAY'], weeksRecurring: 2 });
    const [first, second] = series;
    // Someone edits the second occurrence alone: the first, as the user saw it, has not changed.
    await client.client.data(EDIT, { sessionId: second.id, input: { subject: 'Organic chemistry' } });
    const { editSessionV3 } = await tutor.client.data<{ editSessionV3: { subject: string } }>(EDIT, { sessionId: first.id, input: { subject: 'Lab safety' }, editScope: 'ALL', expectedRevision: first.revision });
    expect(editSessionV3.subject).toBe('Lab safety');
  });

  it('keeps stale-edit checks to the session’s participants: a stranger is FORBIDDEN whatever revision they name', async () => {
    const [session] = await create();
    expect((await errorOf(stranger.client, EDIT, { sessionId: session.id, input: { subject: 'Mine' }, expectedRevision: session.revision })).extensions?.code).toBe('FORBIDDEN');
    expect((await errorOf(stranger.client, CANCEL, { sessionId: session.id, expectedRevision: session.revision })).extensions?.code).toBe('FORBIDDEN');
  });

  it('records the check-in survey, a feedback form and a lesson-issue report once for a retry with the same key, answering the same', async () => {
    const session = await endedSession();
    await eventually(async () => {
      const { checkForSessionFeedback } = await client.client.data<{ checkForSessionFeedback: { id: string } | null }>(CHECK_FEEDBACK);
      if (!checkForSessionFeedback) throw new Error('not waiting for the survey yet');
      return true;
    });

    const survey = { sessionId: session.id, q1Score: 5, q2Score: 4, q3Score: 5, idempotencyKey: 'survey-once' };
    const firstSurvey = await client.client.data<{ createPostSessionFeedback: unknown }>(SURVEY, survey);
    const surveyAgain = await client.client.data<{ createPostSessionFeedback: unknown }>(SURVEY, survey);
    expect(surveyAgain).toEqual(firstSurvey);
    expect(await streamOf(postSessionFeedbackStreamId(session.id, client.id))).toHaveLength(1);
    expect((await errorOf(client.client, SURVEY, { ...survey, idempotencyKey: 'another' })).extensions?.code).toBe('BAD_USER_INPUT');

    const form = await tutor.client.data<{ addFeedbackToSessionV2: string }>(FORM, { sessionId: session.id, idempotencyKey: 'form-once' });
    const formAgain = await tutor.client.data<{ addFeedbackToSessionV2: string }>(FORM, { sessionId: session.id, idempotencyKey: 'form-once' });
    expect(formAgain.addFeedbackToSessionV2).toBe(form.addFeedbackToSessionV2);
    expect(await streamOf(formAssessmentResponseStreamId(form.addFeedbackToSessionV2))).toHaveLength(1);

    const issue = await client.client.data<{ reportOnlineLessonIssue: string }>(ISSUE, { sessionId: session.id, idempotencyKey: 'issue-once' });
    const issueAgain = await client.client.data<{ reportOnlineLessonIssue: string }>(ISSUE, { sessionId: session.id, idempotencyKey: 'issue-once' });
    expect(issueAgain.reportOnlineLessonIssue).toBe(issue.reportOnlineLessonIssue);
    expect(await streamOf(onlineLessonIssueStreamId(issue.reportOnlineLessonIssue))).toHaveLength(1);
  });

  it('records a review once for a retry with the same key, answering the same review', async () => {
    const first = await client.client.data<{ addReviewMutation: { id: string } }>(REVIEW, { tutorId: tutor.id, idempotencyKey: 'review-once' });
    const again = await client.client.data<{ addReviewMutation: { id: string } }>(REVIEW, { tutorId: tutor.id, idempotencyKey: 'review-once' });
    expect(again).toEqual(first);
    expect(await streamOf(reviewStreamId(tutor.id, client.id))).toHaveLength(1);
    expect((await errorOf(client.client, REVIEW, { tutorId: tutor.id, idempotencyKey: 'a-new-review' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await errorOf(stranger.client, REVIEW, { tutorId: tutor.id, idempotencyKey: 'review-once' })).extensions?.code).toBe('FORBIDDEN');
  });
});

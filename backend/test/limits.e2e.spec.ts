import { randomUUID } from 'node:crypto';
import { sessionStreamId } from '../domain/sessions/session.events';
import { QUERY_COST_LIMIT } from '../src/graphql/query-cost';
import { liveClient } from '../src/modules/live/test-support/live-client';
import { LOGIN } from './support/account-operations';
import { CREATE_SESSION, later, pairOf, signedUpUser, SignedUpUser, slot, THIS_WEEK } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const KEYED_CREATE = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { id subject } }`;
const ADMIN_REPORT = `mutation ($sessionId: ID!, $issue: String!, $key: String) { adminReportOnlineLessonIssue(sessionId: $sessionId, issue: $issue, idempotencyKey: $key) }`;
const RETRY_PAYOUT = `mutation ($sessionId: ID!) { adminRetrySessionPayout(sessionId: $sessionId) }`;
const FIX_ERROR = `mutation ($sessionId: ID!) { adminFixErrorSession(sessionId: $sessionId) { id } }`;
const FOLLOW_UP = `mutation ($sessionId: ID!) { sendErrorMessageFollowUpToUser(sessionId: $sessionId) }`;
const ON_BOARD = `mutation ($tutorId: ID!) { onBoardTutor(tutorId: $tutorId) { id } }`;
const ADD_CLASSES = `mutation ($tutorId: ID) { addClassesToTutorProfile(tutorId: $tutorId, classes: [{ course: "Algebra 1" }]) { id } }`;
const WEEK_IN_FULL = `query ($tutorId: ID!, $dates: [String!]!) { getSessionsThisWeek(tutorId: $tutorId, dates: $dates) {
  date startTime endTime session { id subject joinUrl pairId lessonspaceOptions { roomId } participants { user { id firstName lastName } } } } }`;

interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  session: { id: string; subject: string; joinUrl: string | null; participants: Array<{ user: { id: string } }> } | null;
}

describe('limits: the calendar keeps other clients’ sessions secret, queries have a cost limit, keys one input, admins NOT_FOUND', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let tutor: SignedUpUser;
  let clientA: SignedUpUser;
  let clientC: SignedUpUser;
  let stranger: SignedUpUser;

  const createSession = async (clientId: string, subject: string, startTime: string) =>
    (await tutor.client.data<{ createSession: Array<{ id: string; date: string; joinUrl: string }> }>(CREATE_SESSION, {
      input: { tuteeId: clientId, subject, startTime, endTime: later(startTime, 60), timeZoneId: 'America/Chicago', meetingSolution: 'LESSONSPACE' },
    })).createSession[0];
  const streamLength = async (streamId: string) => (await app.running.platform.eventStore.readStream(streamId)).length;
  const logLength = async () => (await app.running.platform.eventStore.readAll()).length;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    tutor = await signedUpUser(app, 'TUTOR', 'Tess');
    clientA = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Abel');
    clientC = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Celia');
    stranger = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Sven');
    await pairOf(app, tutor.id, clientA.id);
    await pairOf(app, tutor.id, clientC.id);
  });
  afterAll(async () => app.close());

  describe('getSessionsThisWeek', () => {
    let own: { id: string; date: string; joinUrl: string };
    let other: { id: string; date: string; joinUrl: string };
    let dates: string[];

    beforeAll(async () => {
      const start = slot(24 * 3);
      own = await createSession(clientA.id, 'Algebra 1', start);
      other = await createSession(clientC.id, 'Confidential Chemistry', later(start, 120));
      dates = [...new Set([own.date, other.date])];
    });

    const weekOf = async (as: GraphqlClient) => {
      const response = await as.request<{ getSessionsThisWeek: Slot[] }>(WEEK_IN_FULL, { tutorId: tutor.id, dates });
      expect(response.errors).toBeUndefined();
      return { slots: response.data!.getSessionsThisWeek, raw: JSON.stringify(response) };
    };

    it('shows a paired client their own session in full and the tutor’s other sessions as busy slots with nothing but times', async () => {
      const { slots, raw } = await weekOf(clientA.client);
      expect(slots).toHaveLength(2);
      const mine = slots.find((entry) => entry.session?.id === own.id);
      expect(mine?.session).toMatchObject({ subject: 'Algebra 1', joinUrl: own.joinUrl });
      const busy = slots.find((entry) => entry.session === null);
      expect(busy).toEqual({ date: other.date, startTime: expect.any(String), endTime: expect.any(String), session: null });
      expect(Date.parse(busy!.endTime) - Date.parse(busy!.startTime)).toBe(60 * 60_000);
      // Nothing of the other client's session leaves the server: not its id, the client's id or name, its subject or its room.
      for (const secret of [other.id, clientC.id, 'Celia', 'Confidential Chemistry', other.joinUrl, other.joinUrl.split('/').pop()!]) expect(raw).not.toContain(secret);
    });

    it('shows the tutor and admins every session in full', async () => {
      for (const as of [tutor.client, admin]) {
        const { slots } = await weekOf(as);
        expect(slots.map((entry) => entry.session?.id).sort()).toEqual([own.id, other.id].sort());
        expect(slots.find((entry) => entry.session?.id === other.id)?.session).toMatchObject({ subject: 'Confidential Chemistry', joinUrl: other.joinUrl });
      }
    });

    it('refuses a client not paired with the tutor and a visitor', async () => {
      expect((await stranger.client.request(THIS_WEEK, { tutorId: tutor.id, dates })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.client().request(THIS_WEEK, { tutorId: tutor.id, dates })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('the query cost limit', () => {
    // Written tight, as an attacker would, to stay under the 100 KB request body limit.
    const searches = (count: number) => `query($i:String!){${Array.from({ length: count }, (_, index) => `s${index}:searchTutorsByCourse(input:$i){course}`).join(' ')}}`;

    it('refuses 2,000 aliased searches before running any, with a clear message and its id', async () => {
      const response = await app.client().request(searches(2000), { i: 'Algebra 1' });
      expect(response.status).toBe(400);
      expect(response.data).toBeUndefined();
      expect(response.errors).toEqual([
        {
          message: `This request asks for too much at once: at most ${QUERY_COST_LIMIT} fields, aliases included. Please ask for less, or split it into several requests.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageId: 'common.queryTooComplex', limit: QUERY_COST_LIMIT, cost: 4000 },
        },
      ]);
    });

    it('refuses a subscription over graphql-ws that asks for too much, and lets an ordinary one on to its own checks', async () => {
      const live = liveClient(app.url, null);
      try {
        const aliases = Array.from({ length: QUERY_COST_LIMIT }, (_, index) => `a${index}: __typename`).join(' ');
        const refused = await live.subscribe(`subscription { notificationAdded { id ${aliases} } }`).firstError();
        expect(refused).toMatchObject({ message: expect.stringContaining('This request asks for too much at once'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageId: 'common.queryTooComplex' } });
        expect((await live.subscribe('subscription { inboxBadge }').firstError()).extensions?.code).toBe('UNAUTHENTICATED');
      } finally {
        await live.close();
      }
    });

    it('answers a few aliased searches as before', async () => {
      const response = await app.client().request<Record<string, { course: string }>>(searches(3), { i: 'Algebra 1' });
      expect(response.errors).toBeUndefined();
      expect(Object.keys(response.data!)).toEqual(['s0', 's1', 's2']);
    });
  });

  describe('an idempotency key reused with other input', () => {
    it('answers the first result to the same input, and CONFLICT with Stripe’s message to other input, recording nothing', async () => {
      const startTime = slot(24 * 5);
      const input = { tuteeId: clientA.id, subject: 'Geometry', startTime, endTime: later(startTime, 60), timeZoneId: 'America/Chicago', meetingSolution: 'CUSTOM_URL', customUrl: 'https://meet.example.com/a' };
      const key = randomUUID();
      const first = await tutor.client.data<{ createSession: Array<{ id: string }> }>(KEYED_CREATE, { input: { ...input, idempotencyKey: key } });
      const again = await tutor.client.data<{ createSession: Array<{ id: string }> }>(KEYED_CREATE, { input: { idempotencyKey: key, ...input } });
      expect(again.createSession).toEqual(first.createSession);
      const before = await logLength();
      const reused = await tutor.client.request(KEYED_CREATE, { input: { ...input, subject: 'Trigonometry', idempotencyKey: key } });
      expect(reused.data).toBeNull();
      expect(reused.errors?.[0]).toMatchObject({
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        extensions: { code: 'CONFLICT', messageId: 'common.idempotencyKeyReused' },
      });
      expect(await logLength()).toBe(before);
      expect(await streamLength(sessionStreamId(first.createSession[0].id))).toBe(1);
    });

    it('does so for a key given as an argument of its own (an admin’s lesson-issue report)', async () => {
      const session = await createSession(clientA.id, 'Biology', slot(24 * 6));
      const key = randomUUID();
      const first = await admin.data<{ adminReportOnlineLessonIssue: string }>(ADMIN_REPORT, { sessionId: session.id, issue: 'No sound.', key });
      expect((await admin.data<{ adminReportOnlineLessonIssue: string }>(ADMIN_REPORT, { sessionId: session.id, issue: 'No sound.', key })).adminReportOnlineLessonIssue).toBe(first.adminReportOnlineLessonIssue);
      const reused = await admin.request(ADMIN_REPORT, { sessionId: session.id, issue: 'No video.', key });
      expect(reused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageId: 'common.idempotencyKeyReused' });
    });
  });

  describe('admin operations on ids nothing has', () => {
    const unknown = () => randomUUID();

    it.each([
      ['adminRetrySessionPayout', RETRY_PAYOUT, () => ({ sessionId: 'no-such-id' }), 'This session does not exist.', 'session.notFound'],
      ['adminFixErrorSession', FIX_ERROR, () => ({ sessionId: unknown() }), 'This session does not exist.', 'session.notFound'],
      ['sendErrorMessageFollowUpToUser', FOLLOW_UP, () => ({ sessionId: unknown() }), 'This session does not exist.', 'session.notFound'],
      ['adminReportOnlineLessonIssue', ADMIN_REPORT, () => ({ sessionId: unknown(), issue: 'Nothing loads.' }), 'This session does not exist.', 'session.notFound'],
      ['onBoardTutor', ON_BOARD, () => ({ tutorId: unknown() }), 'This tutor profile does not exist.', 'tutorProfile.profileNotFound'],
      ['addClassesToTutorProfile', ADD_CLASSES, () => ({ tutorId: unknown() }), 'This tutor profile does not exist.', 'tutorProfile.profileNotFound'],
      ['getSessionsThisWeek', THIS_WEEK, () => ({ tutorId: unknown(), dates: ['2026-12-01'] }), 'This tutor profile does not exist.', 'tutorProfile.profileNotFound'],
    ])('%s (as an admin) answers NOT_FOUND, recording nothing', async (_name, query, variables, message, messageId) => {
      const before = await logLength();
      const response = await admin.request(query, variables());
      expect(response.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'NOT_FOUND', messageId }) })]);
      expect(await logLength()).toBe(before);
    });

    it('answers a known session as before, and anyone but an admin as before: FORBIDDEN, or UNAUTHENTICATED for a visitor', async () => {
      const session = await createSession(clientA.id, 'Physics', slot(24 * 7));
      expect((await admin.data<{ adminRetrySessionPayout: boolean }>(RETRY_PAYOUT, { sessionId: session.id })).adminRetrySessionPayout).toBe(true);
      for (const [as, code] of [
        [tutor.client, 'FORBIDDEN'],
        [clientA.client, 'FORBIDDEN'],
        [app.client(), 'UNAUTHENTICATED'],
      ] as const) {
        expect((await as.request(RETRY_PAYOUT, { sessionId: 'no-such-id' })).errors?.[0].extensions?.code).toBe(code);
      }
    });
  });
});

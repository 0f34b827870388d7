import { randomUUID } from 'node:crypto';
import { SessionScheduled, sessionStreamId } from '../domain/sessions/session.events';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id isDefault } }`;
const SET_DEFAULT_CARD = `mutation ($paymentMethodId: ID!) { setDefaultPaymentMethod(paymentMethodId: $paymentMethodId) { id isDefault } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const ERROR_SESSIONS = `query ($month: Int!, $year: Int!) { getAdminPaymentErrorSessions(month: $month, year: $year) {
  sessionId subject startTime endTime minutes processingTime reason erroredAt attempt clientTotalCents tutorPayoutCents
  tutor { id firstName lastName email hourlyRateCents } client { id firstName lastName email hourlyRateCents } } }`;
const ADMIN_FIX = `mutation ($sessionId: ID!) { adminFixErrorSession(sessionId: $sessionId) { id status processingTime errorReason } }`;
const FOLLOW_UP = `mutation ($sessionId: ID!) { sendErrorMessageFollowUpToUser(sessionId: $sessionId) }`;
const ADMIN_REPORT = `mutation ($sessionId: ID!, $issue: String!) { adminReportOnlineLessonIssue(sessionId: $sessionId, issue: $issue) }`;

interface ErrorSessionView {
  sessionId: string;
  reason: string;
  tutor: { id: string; firstName: string; lastName: string } | null;
  client: { id: string; firstName: string; lastName: string; email: string | null } | null;
  [field: string]: unknown;
}

describe('admins audit and fix error sessions over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', overrides: Record<string, unknown> = {}): Promise<{ client: GraphqlClient; id: string; email: string }> {
    const client = app.client();
    const input = signUpInput({ profileType, ...overrides });
    await client.data(SIGN_UP, { input });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, email: input.email };
  }

  const sessionEvents = async (sessionId: string) => app.running.platform.eventStore.readStream(sessionStreamId(sessionId));
  const eventTypes = async (sessionId: string) => (await sessionEvents(sessionId)).map((event) => event.type);

  /** A one-hour session just ended whose payout fails on the client's declined card; answers it and the month (UTC) it started in. */
  async function erroredSession(): Promise<{ sessionId: string; client: Awaited<ReturnType<typeof signedUp>>; tutor: Awaited<ReturnType<typeof signedUp>>; variables: { month: number; year: number } }> {
    const client = await signedUp('STUDENT_OR_PARENT', { firstName: 'Carla', lastName: 'Díaz' });
    await client.client.data(ADD_CARD, { cardToken: 'tok_chargeDeclined' });
    const tutor = await signedUp('TUTOR', { firstName: 'Tomás', lastName: 'Ruiz' });
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, subject: 'SAT', dueInMs: 0 });
    await eventually(async () => (await eventTypes(sessionId)).includes('SessionErrored'), { timeoutMs: 10_000 });
    const scheduled = (await sessionEvents(sessionId)).find((event) => event.type === 'SessionScheduled')!.data as SessionScheduled['data'];
    const start = new Date(scheduled.startTime);
    return { sessionId, client, tutor, variables: { month: start.getUTCMonth() + 1, year: start.getUTCFullYear() } };
  }

  async function listed(variables: { month: number; year: number }, sessionId: string): Promise<ErrorSessionView> {
    return eventually(async () => {
      const { getAdminPaymentErrorSessions } = await admin.data<{ getAdminPaymentErrorSessions: ErrorSessionView[] }>(ERROR_SESSIONS, variables);
      const found = getAdminPaymentErrorSessions.find((session) => session.sessionId === sessionId);
      if (!found) throw new Error('not listed yet');
      return found;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the month\'s error sessions with the reason, names and amounts for admins only', async () => {
    const { sessionId, client, tutor, variables } = await erroredSession();
    const session = await listed(variables, sessionId);
    expect(session).toMatchObject({
      subject: 'SAT',
      minutes: 60,
      reason: 'Your card was declined.',
      tutor: { id: tutor.id, firstName: 'Tomás', lastName: 'Ruiz', email: tutor.email, hourlyRateCents: 3000 },
      client: { id: client.id, firstName: 'Carla', lastName: 'Díaz', email: client.email, hourlyRateCents: 4000 },
      attempt: 1,
      clientTotalCents: 4388,
      tutorPayoutCents: 2709,
    });
    expect(Date.parse(session.processingTime as string)).not.toBeNaN();
    const otherMonth = variables.month === 1 ? { month: 12, year: variables.year - 1 } : { month: variables.month - 1, year: variables.year };
    const { getAdminPaymentErrorSessions } = await admin.data<{ getAdminPaymentErrorSessions: ErrorSessionView[] }>(ERROR_SESSIONS, otherMonth);
    expect(getAdminPaymentErrorSessions.map((listedSession) => listedSession.sessionId)).not.toContain(sessionId);

    expect((await client.client.request(ERROR_SESSIONS, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(ERROR_SESSIONS, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await admin.request(ERROR_SESSIONS, { month: 13, year: variables.year })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets an admin fix an error session: it leaves the list and its payout runs again', async () => {
    const { sessionId, client, variables } = await erroredSession();
    await listed(variables, sessionId);
    expect((await client.client.request(ADMIN_FIX, { sessionId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The client updates their card; the admin fixes the session for them.
    const cards = (await client.client.data<{ addPaymentMethod: Array<{ id: string; isDefault: boolean }> }>(ADD_CARD, { cardToken: 'tok_visa' })).addPaymentMethod;
    const visa = cards.find((card) => !card.isDefault) ?? cards[cards.length - 1];
    await client.client.data(SET_DEFAULT_CARD, { paymentMethodId: visa.id });

    const { adminFixErrorSession } = await admin.data<{ adminFixErrorSession: { id: string; status: string; errorReason: string | null } }>(ADMIN_FIX, { sessionId });
    expect(adminFixErrorSession).toMatchObject({ id: sessionId, errorReason: null });
    expect(['RECENTLY_COMPLETED', 'COMPLETED']).toContain(adminFixErrorSession.status);
    const { getAdminPaymentErrorSessions } = await admin.data<{ getAdminPaymentErrorSessions: ErrorSessionView[] }>(ERROR_SESSIONS, variables);
    expect(getAdminPaymentErrorSessions.map((session) => session.sessionId)).not.toContain(sessionId);

    await eventually(async () => (await eventTypes(sessionId)).includes('SessionProcessed'), { timeoutMs: 10_000 });
    const fixed = (await sessionEvents(sessionId)).find((event) => event.type === 'SessionErrorFixed');
    const adminId = (await admin.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id;
    expect(fixed?.data).toMatchObject({ sessionId, fixedBy: adminId });

    // Fixed already: nothing more to fix.
    expect((await admin.request(ADMIN_FIX, { sessionId })).errors?.[0].message).toBe('This session has no payment error to fix.');
  });

  it('e-mails the client a reminder to update their card, once a day, and takes an admin\'s lesson issue report', async () => {
    const { sessionId, client, variables } = await erroredSession();
    await listed(variables, sessionId);
    expect((await client.client.request(FOLLOW_UP, { sessionId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.request(FOLLOW_UP, { sessionId: 'no-such-session' })).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', messageId: 'session.notFound' } });
    expect((await admin.data<{ sendErrorMessageFollowUpToUser: boolean }>(FOLLOW_UP, { sessionId })).sendErrorMessageFollowUpToUser).toBe(true);
    expect((await admin.data<{ sendErrorMessageFollowUpToUser: boolean }>(FOLLOW_UP, { sessionId })).sendErrorMessageFollowUpToUser).toBe(true);
    const mailer = app.running.platform.mailer;
    const reminders = await eventually(async () => {
      const found = (await mailer.outbox!(client.email)).filter((mail) => mail.subject === 'Please update your payment method');
      if (found.length === 0) throw new Error('no reminder yet');
      return found;
    });
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('Your card was declined.');
    expect(reminders[0].text).toContain('/account-settings/payment');

    const { adminReportOnlineLessonIssue } = await admin.data<{ adminReportOnlineLessonIssue: string }>(ADMIN_REPORT, { sessionId, issue: 'The tutor could not share the whiteboard.' });
    expect(adminReportOnlineLessonIssue).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.client.request(ADMIN_REPORT, { sessionId, issue: 'x' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.request(ADMIN_REPORT, { sessionId: randomUUID(), issue: 'Nothing loads.' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

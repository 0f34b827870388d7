import { randomUUID } from 'node:crypto';
import { sessionStreamId } from '../domain/sessions/session.events';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { SET_CLIENT_FEEDBACK } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const EVENT_FIELDS = `id streamId revision position type occurredAt recordedAt correlationId causationId
  description { messageId values { name value } } actor { role userId name deleted }`;
const STREAM_HISTORY = `query ($kind: AuditStreamKind!, $id: ID!, $offset: Int, $limit: Int) {
  getAuditStreamHistory(kind: $kind, id: $id, offset: $offset, limit: $limit) { total offset limit events { ${EVENT_FIELDS} } } }`;
const CORRELATION_HISTORY = `query ($correlationId: String!, $offset: Int, $limit: Int) {
  getAuditCorrelationHistory(correlationId: $correlationId, offset: $offset, limit: $limit) { total offset limit events { ${EVENT_FIELDS} } } }`;
const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id isDefault } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const RETRY_PAYOUT = `mutation ($sessionId: ID!) { adminRetrySessionPayout(sessionId: $sessionId) }`;
const FOLLOW_UP = `mutation ($sessionId: ID!) { sendErrorMessageFollowUpToUser(sessionId: $sessionId) }`;

interface AuditEvent {
  id: string;
  streamId: string;
  revision: number;
  type: string;
  correlationId: string;
  causationId: string;
  description: { messageId: string; values: Array<{ name: string; value: string }> };
  actor: { role: string; userId: string | null; name: string | null; deleted: boolean };
}
interface AuditPage {
  total: number;
  offset: number;
  limit: number;
  events: AuditEvent[];
}

describe('the audit trail over GraphQL (admins only)', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let adminId: string;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', names: { firstName: string; lastName: string }) {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType, ...names }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const eventTypes = async (sessionId: string) => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).map((event) => event.type);
  const history = async (as: GraphqlClient, variables: Record<string, unknown>) => (await as.data<{ getAuditStreamHistory: AuditPage }>(STREAM_HISTORY, variables)).getAuditStreamHistory;
  const correlation = async (correlationId: string, variables: Record<string, unknown> = {}) =>
    (await admin.data<{ getAuditCorrelationHistory: AuditPage }>(CORRELATION_HISTORY, { correlationId, ...variables })).getAuditCorrelationHistory;
  const value = (event: AuditEvent, name: string) => event.description.values.find((entry) => entry.name === name)?.value;

  /** A client with a card and a tutor with Connect, their hour just ended and paid out by the payout job. */
  async function paidSession(card = 'tok_visa') {
    const client = await signedUp('STUDENT_OR_PARENT', { firstName: 'Carla', lastName: 'Díaz' });
    await client.client.data(ADD_CARD, { cardToken: card });
    const tutor = await signedUp('TUTOR', { firstName: 'Tomás', lastName: 'Ruiz' });
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, subject: 'SAT', dueInMs: 0 });
    const last = card === 'tok_visa' ? 'SessionProcessed' : 'SessionErrored';
    await eventually(async () => (await eventTypes(sessionId)).includes(last), { timeoutMs: 10_000 });
    return { sessionId, client, tutor };
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    adminId = (await admin.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses strangers, clients and tutors, and answers nothing of the session to them', async () => {
    const { sessionId, client, tutor } = await paidSession();
    const payoutCorrelation = `payout:${sessionId}`;
    const asStranger = await app.client().request(STREAM_HISTORY, { kind: 'SESSION', id: sessionId });
    expect(asStranger.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(asStranger.data).toBeNull();
    for (const outsider of [client.client, tutor.client]) {
      const streamAnswer = await outsider.request(STREAM_HISTORY, { kind: 'SESSION', id: sessionId });
      expect(streamAnswer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(streamAnswer.data).toBeNull();
      const correlationAnswer = await outsider.request(CORRELATION_HISTORY, { correlationId: payoutCorrelation });
      expect(correlationAnswer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(correlationAnswer.data).toBeNull();
    }
    expect((await app.client().request(CORRELATION_HISTORY, { correlationId: payoutCorrelation })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows an admin a session\'s whole history in order, with each actor\'s name and role', async () => {
    const { sessionId, client, tutor } = await paidSession();
    await client.client.data(SET_CLIENT_FEEDBACK, { sessionId, clientFeedback: 'Great hour, thank you!' });
    expect((await admin.data<{ adminRetrySessionPayout: boolean }>(RETRY_PAYOUT, { sessionId })).adminRetrySessionPayout).toBe(true);

    const page = await history(admin, { kind: 'SESSION', id: sessionId });
    expect(page.total).toBe(page.events.length);
    expect(page.events.map((event) => event.revision)).toEqual(page.events.map((_, index) => index));
    const byType = new Map(page.events.map((event) => [event.type, event]));
    expect(byType.get('SessionScheduled')).toMatchObject({
      actor: { role: 'TUTOR', userId: tutor.id, name: 'Tomás Ruiz', deleted: false },
      description: { messageId: 'audit.event.SessionScheduled' },
    });
    expect(value(byType.get('SessionScheduled')!, 'subject')).toBe('SAT');
    expect(value(byType.get('SessionScheduled')!, 'minutes')).toBe('60');
    expect(byType.get('SessionProcessed')).toMatchObject({ actor: { role: 'SYSTEM_JOB', userId: null, name: null }, correlationId: `payout:${sessionId}` });
    expect(byType.get('ClientSessionFeedbackSet')).toMatchObject({ actor: { role: 'CLIENT', userId: client.id, name: 'Carla Díaz' } });
    expect(byType.get('SessionPayoutRetryRequested')).toMatchObject({ actor: { role: 'ADMIN', userId: adminId } });
    // The Zoom room is made by a reaction to the scheduling, on the tutor's behalf, in the same correlation.
    const room = byType.get('SessionMeetingCreated');
    expect(room).toMatchObject({ actor: { role: 'REACTION', userId: tutor.id }, correlationId: byType.get('SessionScheduled')!.correlationId, causationId: byType.get('SessionScheduled')!.id });

    // Paged: the same events a page at a time.
    const first = await history(admin, { kind: 'SESSION', id: sessionId, offset: 0, limit: 2 });
    const rest = await history(admin, { kind: 'SESSION', id: sessionId, offset: 2, limit: 200 });
    expect([...first.events, ...rest.events].map((event) => event.id)).toEqual(page.events.map((event) => event.id));
    expect(first).toMatchObject({ total: page.total, offset: 0, limit: 2 });
    expect((await history(admin, { kind: 'SESSION', id: sessionId, offset: page.total })).events).toEqual([]);
    expect(await history(admin, { kind: 'SESSION', id: randomUUID() })).toMatchObject({ total: 0, events: [] });
  });

  it('follows a payout\'s correlation from the job to the charge, the transfer and the session marked processed', async () => {
    const { sessionId } = await paidSession();
    const page = await correlation(`payout:${sessionId}`);
    const types = page.events.map((event) => `${event.streamId}:${event.type}`);
    expect(types).toEqual(
      expect.arrayContaining([`payout-${sessionId}:ClientCharged`, `payout-${sessionId}:TutorTransferred`, `session-${sessionId}:SessionProcessed`]),
    );
    const charged = page.events.find((event) => event.type === 'ClientCharged')!;
    expect(value(charged, 'amount')).toBe('$43.88');
    const recordedCharge = (await app.running.platform.eventStore.readStream(`payout-${sessionId}`)).find((event) => event.type === 'ClientCharged')!;
    expect(value(charged, 'chargeId')).toBe((recordedCharge.data as { chargeId: string }).chargeId);
    expect(value(page.events.find((event) => event.type === 'TutorTransferred')!, 'amount')).toBe('$27.09');
    expect(page.events.every((event) => event.actor.role === 'SYSTEM_JOB' || event.actor.role === 'REACTION')).toBe(true);
    // In commit order: charged before transferred before processed.
    const order = ['ClientCharged', 'TutorTransferred', 'SessionProcessed'].map((type) => page.events.findIndex((event) => event.type === type));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The payout's own stream holds the same charge.
    const payout = await history(admin, { kind: 'PAYOUT', id: sessionId });
    expect(payout.events.map((event) => event.id)).toContain(charged.id);
    const second = await correlation(`payout:${sessionId}`, { offset: 1, limit: 1 });
    expect(second).toMatchObject({ total: page.total, offset: 1, limit: 1 });
    expect(second.events.map((event) => event.id)).toEqual([page.events[1].id]);
  });

  it('records the card reminder an admin sends, once a day, with the admin as its actor', async () => {
    const { sessionId, client } = await paidSession('tok_chargeDeclined');
    await eventually(async () => {
      const answer = await admin.request(FOLLOW_UP, { sessionId });
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
      return true;
    });
    await admin.data(FOLLOW_UP, { sessionId });
    const page = await history(admin, { kind: 'SESSION', id: sessionId });
    const reminders = page.events.filter((event) => event.type === 'PaymentErrorFollowUpSent');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ actor: { role: 'ADMIN', userId: adminId }, description: { messageId: 'audit.event.PaymentErrorFollowUpSent' } });
    const stored = (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'PaymentErrorFollowUpSent');
    expect(stored?.data).toMatchObject({ sessionId, clientId: client.id, byUserId: adminId });
    expect(value(page.events.find((event) => event.type === 'SessionErrored')!, 'reason')).toBe('Your card was declined.');
  });

  it('checks the id and the page with its own messages, and answers the user and payment-account histories', async () => {
    const { client } = await paidSession();
    const blank = await admin.request(STREAM_HISTORY, { kind: 'SESSION', id: '  ' });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please enter an id.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { id: 'Please enter an id.' } } });
    const tooMany = await admin.request(STREAM_HISTORY, { kind: 'SESSION', id: randomUUID(), limit: 201 });
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'Please ask for a page of 1 to 200 events, from offset 0 on.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await admin.request(CORRELATION_HISTORY, { correlationId: 'x', offset: -1 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.request(STREAM_HISTORY, { kind: 'NOT_A_KIND', id: 'x' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const user = await history(admin, { kind: 'USER', id: client.id });
    expect(user.events[0]).toMatchObject({ type: 'UserSignedUp', streamId: `user-${client.id}` });
    const account = await history(admin, { kind: 'PAYMENT_ACCOUNT', id: client.id });
    expect(account.events.map((event) => event.type)).toEqual(expect.arrayContaining(['PaymentCustomerCreated', 'PaymentMethodAdded']));
    expect(account.events.find((event) => event.type === 'PaymentMethodAdded')).toMatchObject({ actor: { role: 'CLIENT', userId: client.id, name: 'Carla Díaz' } });
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userStreamId } from '../domain/accounts/account.rules';
import { sessionStreamId } from '../domain/sessions/session.events';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { LOGIN, OUTBOX, SIGN_UP, signUpInput } from './support/account-operations';
import { Person, signedUp, verifiedPhone } from './support/fuzz-world';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ADMIN = { email: 'users-admin@example.com', password: 'admin password' };
const USER_FIELDS = 'id firstName lastName email phoneNumber emailVerified profileTypes clientProfileType languagePreference createdAt deleted';
const ANY_SEARCH = `query ($text: String!, $pageNumber: Int) { coreUserAnySearch(text: $text, pageNumber: $pageNumber) { ${USER_FIELDS} } }`;
const CLIENT_SEARCH = `query ($name: String!) { clientNameSoftSearch(name: $name) { ${USER_FIELDS} } }`;
const SUGGESTIONS = `query ($name: String!) { getUserSuggestionsByName(name: $name) { id fullName profileTypes } }`;
const USER_PAGE = `query ($userId: ID!) { getAdminUser(userId: $userId) {
  user { ${USER_FIELDS} } sessions { sessionId startTime endTime status subject role }
  payments { sessionId role status month clientTotalCents creditsAppliedCents cardChargeCents tutorPayoutCents startedAt }
  cards { brand last4 isDefault } primaryPayoutMethod creditEarnedCents creditBalanceCents } }`;
const SET_PASSWORD = `mutation ($userId: ID!, $newPassword: String!) { saveNewUserPassword(userId: $userId, newPassword: $newPassword) }`;
const DELETE_USER = `mutation ($userId: ID!, $reason: String!) { deleteUser(userId: $userId, reason: $reason) }`;
const ME = `query { getCurrentUserV2 { id } }`;
const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const REQUEST = `mutation ($input: TutoringRequestInput!) { requestTutoringSession(input: $input) }`;
const TUTOR_INBOX = `query { getPaginatedConversationList(pageNumber: 1, isActiveContext: true, isTutorContext: true) {
  conversations { id participants { id firstName lastName } lastMessage { body fromUser { firstName lastName } } tutoringRequest { note from { firstName lastName } } } } }`;
const MESSAGES = `query ($conversationId: ID!) { getMessagesForConversation(conversationId: $conversationId) { messages { body fromUser { id firstName lastName } } } }`;
const NOTIFICATIONS = `query { getNotifications { details } }`;
const MY_REQUESTS = `query { getRequestsOfTuteeQuery { id to { id } } }`;
const EDIT_REQUEST = `mutation ($requestId: ID!, $input: EditTutoringRequestInput!) { editTutoringRequest(requestId: $requestId, input: $input) { id } }`;
const DECLINE = `mutation ($requestId: ID!, $message: String!) { declineTutoringRequest(requestId: $requestId, message: $message) { id } }`;
const FEEDBACK = `mutation ($sessionId: ID!, $clientFeedback: String!) { setClientSessionFeedback(sessionId: $sessionId, clientFeedback: $clientFeedback) { id } }`;
const PAYOUT_OPTION = `mutation ($method: PayoutMethod!, $handle: String) { editPrimaryPayoutOption(primaryPayoutMethod: $method, manualPayoutId: $handle) { primaryPayoutMethod } }`;
const INVITE = `mutation ($input: InviteClientInput!, $idempotencyKey: String!) { inviteClient(input: $input, idempotencyKey: $idempotencyKey) { id } }`;
const ACTIVATE = `mutation ($token: String!, $password: String!) { activateAccountFromInvite(token: $token, password: $password) { token } }`;
const SENT_INVITATIONS = `query { getSentInvitations { id email firstName lastName status } }`;
const ADMIN_PAYOUTS = `query ($month: Int!, $year: Int!) { getAdminPayouts(month: $month, year: $year) {
  sessionId clientId minutes clientTotalCents creditsAppliedCents cardChargeCents tutorPayoutCents status } }`;

type Answer = { errors?: Array<{ message: string; extensions?: { code?: string; messageId?: string } }> };

describe('the Users tab: admins find users, set a password and delete a user over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let client: Person;
  let tutor: Person;
  let conversationId: string;
  let sessionId: string;
  let month: { month: number; year: number };

  const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
  const userEvents = async (userId: string) => (await app.running.platform.eventStore.readStream(userStreamId(userId))).map((event) => event.type);

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = app.client();
    await admin.data(LOGIN, ADMIN);
    [client, tutor] = await Promise.all([signedUp(app, 'STUDENT_OR_PARENT', 'Zelinda'), signedUp(app, 'TUTOR', 'Tomás')]);
    await verifiedPhone(client, '(415) 555-0188');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const requestInput = { subject: 'Algebra 1', gradeLevel: 'High School', sessionType: 'online', zipCode: '10001', daysAvailable: ['MONDAY'], timeAvailable: 'After 4 pm' };
    const requestTo = async (tutorId: string, firstMessage: string) => {
      await client.client.data(REQUEST, { input: { ...requestInput, tutorId, firstMessage } });
      const { getRequestsOfTuteeQuery } = await client.client.data<{ getRequestsOfTuteeQuery: Array<{ id: string; to: { id: string } | null }> }>(MY_REQUESTS);
      return getRequestsOfTuteeQuery.find((request) => request.to?.id === tutorId)!.id;
    };
    const requestId = await requestTo(tutor.id, 'Hi! I live at 12 Elm Street, can you help?');
    await client.client.data(EDIT_REQUEST, { requestId, input: { firstMessage: 'Hi! I moved to 7 Willow Lane, can you help?' } });
    // A request another tutor declines, answering her by name.
    const decliner = await signedUp(app, 'TUTOR', 'Dora');
    const declinedId = await requestTo(decliner.id, 'Could you tutor me on Thursdays?');
    await decliner.client.data(DECLINE, { requestId: declinedId, message: 'Sorry Zelinda, I am booked solid until June.' });
    conversationId = await eventually(async () => {
      const { getPaginatedConversationList } = await tutor.client.data<{ getPaginatedConversationList: { conversations: Array<{ id: string }> } }>(TUTOR_INBOX);
      return getPaginatedConversationList.conversations[0]?.id;
    });
    sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, subject: 'Algebra 1', dueInMs: 0 });
    await eventually(async () => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === 'SessionProcessed'), { timeoutMs: 15_000 });
    await client.client.data(FEEDBACK, { sessionId, clientFeedback: 'My dyscalculia made the quadratic drills hard.' });
    const started = new Date();
    month = { month: started.getUTCMonth() + 1, year: started.getUTCFullYear() };
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('refuses every Users operation to a visitor (UNAUTHENTICATED) and to a client or a tutor (FORBIDDEN), storing nothing', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [ANY_SEARCH, { text: 'Zelinda' }],
      [CLIENT_SEARCH, { name: 'Zelinda' }],
      [SUGGESTIONS, { name: 'Zel' }],
      [USER_PAGE, { userId: client.id }],
      [SET_PASSWORD, { userId: client.id, newPassword: 'taken over 123' }],
      [DELETE_USER, { userId: tutor.id, reason: 'just because' }],
    ];
    const before = await app.running.platform.eventStore.headPosition();
    for (const [query, variables] of calls) {
      expect(codeOf(await app.client().request(query, variables))).toBe('UNAUTHENTICATED');
      expect(codeOf(await client.client.request(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await tutor.client.request(query, variables))).toBe('FORBIDDEN');
    }
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
  });

  it('finds users by name, full address or id; clients only in the client search; five suggestions at most', async () => {
    const { coreUserAnySearch: byName } = await admin.data<{ coreUserAnySearch: Array<{ id: string; firstName: string; email: string }> }>(ANY_SEARCH, { text: 'zelin lóp' });
    expect(byName).toEqual([expect.objectContaining({ id: client.id, firstName: 'Zelinda', lastName: 'López', email: client.email, profileTypes: ['STUDENT_OR_PARENT'], deleted: false })]);
    expect((await admin.data<{ coreUserAnySearch: unknown[] }>(ANY_SEARCH, { text: `  ${client.email.toUpperCase()} ` })).coreUserAnySearch).toEqual([expect.objectContaining({ id: client.id })]);
    expect((await admin.data<{ coreUserAnySearch: unknown[] }>(ANY_SEARCH, { text: tutor.id })).coreUserAnySearch).toEqual([expect.objectContaining({ id: tutor.id, firstName: 'Tomás' })]);
    expect((await admin.data<{ coreUserAnySearch: unknown[] }>(ANY_SEARCH, { text: 'nobody-by-this-name' })).coreUserAnySearch).toEqual([]);

    const { clientNameSoftSearch } = await admin.data<{ clientNameSoftSearch: Array<{ id: string }> }>(CLIENT_SEARCH, { name: 'lopez' });
    expect(clientNameSoftSearch.map((user) => user.id)).toContain(client.id);
    expect(clientNameSoftSearch.map((user) => user.id)).not.toContain(tutor.id);

    const { getUserSuggestionsByName } = await admin.data<{ getUserSuggestionsByName: Array<{ id: string; fullName: string }> }>(SUGGESTIONS, { name: 'tom' });
    expect(getUserSuggestionsByName).toEqual([{ id: tutor.id, fullName: 'Tomás López', profileTypes: ['TUTOR'] }]);
  });

  it("shows a user's page: profile, roles, sessions, payments, cards and credits; NOT_FOUND for an unknown id", async () => {
    const { getAdminUser } = await admin.data<{ getAdminUser: Record<string, unknown> }>(USER_PAGE, { userId: client.id });
    expect(getAdminUser).toMatchObject({
      user: { id: client.id, firstName: 'Zelinda', email: client.email, phoneNumber: '+14155550188', emailVerified: true, deleted: false },
      sessions: [{ sessionId, subject: 'Algebra 1', role: 'STUDENT', status: 'COMPLETED' }],
      payments: [{ sessionId, role: 'CLIENT', status: 'completed', clientTotalCents: 4388, cardChargeCents: 4388 }],
      cards: [{ brand: 'visa', last4: '4242', isDefault: true }],
      creditBalanceCents: 0,
    });
    const tutorPage = await admin.data<{ getAdminUser: { sessions: Array<{ role: string }>; payments: Array<{ role: string }> } }>(USER_PAGE, { userId: tutor.id });
    expect(tutorPage.getAdminUser.sessions.map((session) => session.role)).toEqual(['TUTOR']);
    expect(tutorPage.getAdminUser.payments.map((payment) => payment.role)).toEqual(['TUTOR']);
    const unknown = await admin.request(USER_PAGE, { userId: randomUUID() });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it("sets a user's password: their sessions end, the new password signs in, they are e-mailed; a short one is refused and stores nothing", async () => {
    const signedIn = app.client();
    await signedIn.data(LOGIN, { email: tutor.email, password: 'first secret' });
    const eventsBefore = await userEvents(tutor.id);
    const refused = await admin.request(SET_PASSWORD, { userId: tutor.id, newPassword: 'short' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Please enter a valid password.', extensions: { code: 'BAD_USER_INPUT', messageId: 'account.invalidPassword' } });
    expect(await userEvents(tutor.id)).toEqual(eventsBefore);
    expect(codeOf(await admin.request(SET_PASSWORD, { userId: randomUUID(), newPassword: 'long enough 1' }))).toBe('NOT_FOUND');

    expect(await admin.data(SET_PASSWORD, { userId: tutor.id, newPassword: 'set by the admin' })).toEqual({ saveNewUserPassword: true });
    expect(await userEvents(tutor.id)).toEqual([...eventsBefore, 'PasswordSetByAdmin']);
    const recorded = (await app.running.platform.eventStore.readStream(userStreamId(tutor.id))).at(-1)!;
    expect(JSON.stringify(recorded)).not.toContain('set by the admin');
    expect(recorded.metadata.actorId).toBe((await admin.data<{ getCurrentUserV2: { id: string } }>(ME)).getCurrentUserV2.id);

    expect(codeOf(await signedIn.request(ME))).toBe('UNAUTHENTICATED');
    expect(codeOf(await tutor.client.request(ME))).toBe('UNAUTHENTICATED');
    expect((await app.client().request(LOGIN, { email: tutor.email, password: 'first secret' })).errors?.[0]?.message).toBe('The email or password is incorrect.');
    // endAllSessions ends every token issued up to the end of its second: a sign-in works from the next one.
    tutor.client = await eventually(async () => {
      const fresh = app.client();
      await fresh.data(LOGIN, { email: tutor.email, password: 'set by the admin' });
      if (codeOf(await fresh.request(ME)) !== undefined) throw new Error('still within the second sessions were ended');
      return fresh;
    });
    const mail = await eventually(async () => {
      const { devOutbox } = await admin.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: tutor.email });
      const found = devOutbox.find((message) => message.subject === 'Your password was changed');
      if (!found) throw new Error('not e-mailed yet');
      return found;
    });
    expect(mail.text).toContain('Hi Tomás');
  });

  it("deletes a user: their personal data leaves every answer and the log, they cannot sign in, and the month's payouts do not change, after a restart too", async () => {
    const personal = ['Zelinda', client.email, '555-0188', '5550188', 'Elm Street', 'Willow Lane', 'booked solid', 'dyscalculia'];
    const expectNoPersonalData = (answer: unknown) => {
      const text = JSON.stringify(answer);
      for (const secret of personal) expect(text.includes(secret) ? secret : null).toBeNull();
    };
    const payoutsBefore = (await admin.data<{ getAdminPayouts: unknown[] }>(ADMIN_PAYOUTS, month)).getAdminPayouts;
    expect(payoutsBefore).toEqual([expect.objectContaining({ sessionId, clientId: client.id, clientTotalCents: 4388, status: 'stripeConnect' })]);
    const inboxBefore = await tutor.client.data(TUTOR_INBOX);
    expect(JSON.stringify(inboxBefore)).toContain('Zelinda');
    expect(JSON.stringify(inboxBefore)).toContain('Elm Street');

    const eventsBefore = await userEvents(client.id);
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const refused: Answer = await admin.request(DELETE_USER, { userId: client.id, reason });
      expect(refused.errors?.[0]?.extensions?.messageId).toMatch(/^account\.deleteReason/);
    }
    const self = (await admin.data<{ getCurrentUserV2: { id: string } }>(ME)).getCurrentUserV2.id;
    expect(codeOf(await admin.request(DELETE_USER, { userId: self, reason: 'tidying up' }))).toBe('FORBIDDEN');
    expect(codeOf(await admin.request(DELETE_USER, { userId: randomUUID(), reason: 'tidying up' }))).toBe('NOT_FOUND');
    expect(await userEvents(client.id)).toEqual(eventsBefore);

    expect(await admin.data(DELETE_USER, { userId: client.id, reason: 'Asked to be forgotten' })).toEqual({ deleteUser: true });
    expect(await admin.data(DELETE_USER, { userId: client.id, reason: 'Asked to be forgotten' })).toEqual({ deleteUser: true });
    expect((await userEvents(client.id)).filter((type) => type === 'UserDeleted')).toHaveLength(1);

    const checkScrubbed = async () => {
      // The deleted user's own session, sent to the app as it runs now.
      const theirSession = app.client();
      theirSession.cookie = client.client.cookie;
      theirSession.bearer = client.client.bearer;
      expect(codeOf(await theirSession.request(ME))).toBe('UNAUTHENTICATED');
      expect((await app.client().request(LOGIN, { email: client.email, password: 'first secret' })).errors?.[0]?.message).toBe('The email or password is incorrect.');
      expect((await admin.data<{ coreUserAnySearch: unknown[] }>(ANY_SEARCH, { text: 'Zelinda' })).coreUserAnySearch).toEqual([]);
      expect((await admin.data<{ coreUserAnySearch: unknown[] }>(ANY_SEARCH, { text: client.email })).coreUserAnySearch).toEqual([]);
      expect((await admin.data<{ getUserSuggestionsByName: unknown[] }>(SUGGESTIONS, { name: 'zel' })).getUserSuggestionsByName).toEqual([]);
      const page = await admin.data<{ getAdminUser: Record<string, unknown> }>(USER_PAGE, { userId: client.id });
      expect(page.getAdminUser).toMatchObject({
        user: { id: client.id, firstName: 'deleted user', lastName: '', email: null, phoneNumber: null, profileTypes: ['STUDENT_OR_PARENT'], deleted: true },
        sessions: [{ sessionId, role: 'STUDENT' }],
        payments: [{ sessionId, clientTotalCents: 4388 }],
      });
      expectNoPersonalData(page);
      const inbox = await tutor.client.data<{ getPaginatedConversationList: { conversations: Array<{ participants: Array<{ firstName: string }> }> } }>(TUTOR_INBOX);
      expectNoPersonalData(inbox);
      expect(inbox.getPaginatedConversationList.conversations[0]?.participants.map((participant) => participant.firstName)).toContain('deleted user');
      expectNoPersonalData(await tutor.client.data(MESSAGES, { conversationId }));
      expectNoPersonalData(await tutor.client.data(NOTIFICATIONS));
      expectNoPersonalData(await admin.data(ANY_SEARCH, { text: client.id }));
      expect((await admin.data<{ getAdminPayouts: unknown[] }>(ADMIN_PAYOUTS, month)).getAdminPayouts).toEqual(payoutsBefore);
      // Every event's data and stream (an address names its reservation's stream by a keyed hash only).
      expectNoPersonalData((await app.running.platform.eventStore.readAll()).map(({ streamId, data }) => ({ streamId, data })));
      // The log on disk, its WAL included, never held the personal fields in the clear, and their key is gone.
      const raw = ['events.sqlite', 'events.sqlite-wal'].map((file) => join(app.dataDir, file)).filter((file) => existsSync(file));
      expectNoPersonalData(raw.map((file) => readFileSync(file).toString('utf8')).join(''));
    };
    await checkScrubbed();

    await app.restart();
    admin = app.client();
    await admin.data(LOGIN, ADMIN);
    tutor.client = app.client();
    await tutor.client.data(LOGIN, { email: tutor.email, password: 'set by the admin' });
    await checkScrubbed();

    // The address is free again: the person may open a new account with it, which is not the deleted one.
    const returning = app.client();
    await returning.data(SIGN_UP, { input: signUpInput({ email: client.email, firstName: 'Zelinda' }) });
    const { getCurrentUserV2 } = await returning.data<{ getCurrentUserV2: { id: string } }>(ME);
    expect(getCurrentUserV2.id).not.toBe(client.id);
    expect((await admin.data<{ coreUserAnySearch: Array<{ id: string }> }>(ANY_SEARCH, { text: 'Zelinda' })).coreUserAnySearch.map((user) => user.id)).toEqual([getCurrentUserV2.id]);
    expect((await admin.data<{ getAdminUser: { user: { deleted: boolean } } }>(USER_PAGE, { userId: client.id })).getAdminUser.user.deleted).toBe(true);
  }, 60_000);

  it('deletes a client who came by invitation: the name and address the invitation holds go too, from the inviter\'s list and the log', async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@example.com`;
    const { inviteClient } = await admin.data<{ inviteClient: { id: string } }>(INVITE, {
      input: { email, firstName: 'Quintessa', lastName: 'Invitada', clientProfileType: 'STUDENT' },
      idempotencyKey: randomUUID(),
    });
    const ticket = await eventually(async () => {
      const { devOutbox } = await admin.data<{ devOutbox: Array<{ text: string }> }>(OUTBOX, { to: email });
      const found = devOutbox.map((mail) => mail.text.match(/\/su\/h\/([\w%-]+)/)?.[1]).find(Boolean);
      return found && decodeURIComponent(found);
    });
    await app.client().data(ACTIVATE, { token: ticket, password: 'invited secret 1' });
    const invitee = await eventually(async () => {
      const { getSentInvitations } = await admin.data<{ getSentInvitations: Array<{ id: string; status: string }> }>(SENT_INVITATIONS);
      return getSentInvitations.find((invitation) => invitation.id === inviteClient.id && invitation.status === 'ACCEPTED');
    });
    expect(invitee).toBeDefined();
    const { coreUserAnySearch } = await admin.data<{ coreUserAnySearch: Array<{ id: string }> }>(ANY_SEARCH, { text: email });
    await admin.data(DELETE_USER, { userId: coreUserAnySearch[0].id, reason: 'Asked to be forgotten' });

    const { getSentInvitations } = await admin.data<{ getSentInvitations: Array<{ id: string; email: string; firstName: string; lastName: string }> }>(SENT_INVITATIONS);
    expect(getSentInvitations.find((invitation) => invitation.id === inviteClient.id)).toMatchObject({ firstName: 'deleted user', lastName: '' });
    expect(JSON.stringify(getSentInvitations)).not.toContain(email);
    expect(JSON.stringify(getSentInvitations)).not.toContain('Quintessa');
    const raw = ['events.sqlite', 'events.sqlite-wal'].map((file) => join(app.dataDir, file)).filter((file) => existsSync(file));
    const inLog = (text: string) => raw.some((file) => readFileSync(file).toString('utf8').includes(text));
    expect(inLog(email)).toBe(false);
    expect(inLog('Quintessa')).toBe(false);
    expect(JSON.stringify(await app.running.platform.eventStore.readAll())).not.toContain('Quintessa');
  });

  it("deletes a tutor paid by Venmo: the handle leaves the log and every answer, the month's payouts stay, after a restart too", async () => {
    const venmoTutor = await signedUp(app, 'TUTOR', 'Valentina');
    const handle = '@valentina-pays-9';
    await venmoTutor.client.data(PAYOUT_OPTION, { method: 'venmo', handle });
    const payer = await signedUp(app, 'STUDENT_OR_PARENT', 'Pablo');
    await payer.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const paidSession = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: venmoTutor.id, clientId: payer.id, dueInMs: 0 });
    await eventually(async () => (await app.running.platform.eventStore.readStream(sessionStreamId(paidSession))).some((event) => event.type === 'SessionProcessed'), { timeoutMs: 15_000 });
    const payouts = async () => (await admin.data<{ getAdminPayouts: Array<{ sessionId: string }> }>(ADMIN_PAYOUTS, month)).getAdminPayouts;
    const before = await payouts();
    expect(before).toEqual(expect.arrayContaining([expect.objectContaining({ sessionId: paidSession, status: 'manual' })]));
    const logHolds = async (text: string) => {
      const raw = ['events.sqlite', 'events.sqlite-wal'].map((file) => join(app.dataDir, file)).filter((file) => existsSync(file));
      return raw.some((file) => readFileSync(file).toString('utf8').includes(text)) || JSON.stringify(await app.running.platform.eventStore.readAll()).includes(text);
    };
    // Sealed from the start: only the tutor's key opens it.
    expect(JSON.stringify(await app.running.platform.eventStore.readAll())).toContain(handle);

    expect(await admin.data(DELETE_USER, { userId: venmoTutor.id, reason: 'Asked to be forgotten' })).toEqual({ deleteUser: true });

    const checkGone = async () => {
      expect(await logHolds('valentina-pays')).toBe(false);
      expect(JSON.stringify(await admin.data(USER_PAGE, { userId: venmoTutor.id }))).not.toContain('valentina');
      expect(await payouts()).toEqual(before);
    };
    await checkGone();
    await app.restart();
    admin = app.client();
    await admin.data(LOGIN, ADMIN);
    await checkGone();
  }, 60_000);
});

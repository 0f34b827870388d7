import WebSocket from 'ws';
import { eventually } from '../test-support/eventually';
import { LIVE_UPDATES, LiveUpdates } from '../platform/live-updates/live-updates.port';
import { SessionSockets } from '../src/modules/accounts/auth/session-sockets';
import { Person, requestSent, SEND, signedUp } from '../src/modules/conversations/test-support/conversation-operations';
import { userTopic } from '../src/modules/live/live-update';
import { liveClient, LiveClient } from '../src/modules/live/test-support/live-client';
import { CURRENT_USER, LOGIN, RESET_LINK, tokenFromOutbox } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const PASSWORD = 'first secret'; // signUpInput's
const CHANGE_PASSWORD = `mutation Change($oldPass: String!, $newPass: String!) { changePassword(oldPass: $oldPass, newPass: $newPass) { token } }`;
const RESET = `mutation Reset($token: String!, $newPass: String!) { resetPassword(token: $token, newPass: $newPass) { token } }`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { id type details } }`;
const SESSION_ENDED = 'closed 4401 Session ended';
const PUBLIC_URL = 'https://app.example.com';

interface Notice {
  id: string;
  type: string;
  details: string;
}

describe('sessions end when they should', () => {
  let app: TestApp;
  let client: Person;
  const opened: LiveClient[] = [];
  const open = (token: string | null, headers?: Record<string, string>) => {
    const live = liveClient(app.url, token, { headers });
    opened.push(live);
    return live;
  };
  const live = () => app.running.app.get<LiveUpdates>(LIVE_UPDATES);
  const sockets = () => app.running.app.get(SessionSockets, { strict: false });
  /** A subscription is live once the server listens on the user's topic (no sleeping). */
  const listening = (userId: string, count: number) =>
    eventually(() => {
      expect(live().listening(userTopic(userId))).toBe(count);
      return true;
    });

  /** A second session of `person`, as another device would sign in. */
  const signIn = async (person: Person, password = PASSWORD): Promise<{ token: string; browser: GraphqlClient }> => {
    const browser = app.client();
    const { emailLoginV2 } = await browser.data<{ emailLoginV2: { token: string } }>(LOGIN, { email: person.email, password });
    return { token: emailLoginV2.token, browser };
  };
  const bearerClient = (token: string) => Object.assign(app.client(), { bearer: token });
  const currentUserCode = async (http: GraphqlClient) => (await http.request(CURRENT_USER)).errors?.[0]?.extensions?.code ?? 'OK';

  /** A tutor in a conversation with `client`, whose messages notify the tutor. */
  const tutorInConversation = async (name: string) => {
    const tutor = await signedUp(app, name, 'TUTOR');
    const conversationId = await requestSent(app, client, tutor, `Hello ${name}`);
    const notify = (body: string) => client.client.data(SEND, { body, targetId: conversationId });
    return { tutor, notify };
  };

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL });
    client = await signedUp(app, 'Cleo', 'STUDENT_OR_PARENT');
  });

  afterEach(async () => {
    for (const opening of opened.splice(0)) await opening.close();
  });

  afterAll(async () => app.close());

  describe('logout', () => {
    it('ends the token server-side: refused as a bearer and as a cookie, while the user’s other session goes on', async () => {
      const person = await signedUp(app, 'Lou', 'STUDENT_OR_PARENT');
      const cookieSession = await signIn(person);
      const other = await signIn(person);
      expect(await currentUserCode(bearerClient(cookieSession.token))).toBe('OK');

      const response = await fetch(`${app.url}/logout`, { method: 'POST', headers: { cookie: cookieSession.browser.cookie ?? '' } });
      expect(response.status).toBe(204);

      expect(await currentUserCode(bearerClient(cookieSession.token))).toBe('UNAUTHENTICATED');
      expect(await currentUserCode(Object.assign(app.client(), { cookie: `tm_session=${cookieSession.token}` }))).toBe('UNAUTHENTICATED');
      expect(await currentUserCode(bearerClient(other.token))).toBe('OK');
      expect(await currentUserCode(bearerClient(person.token))).toBe('OK');
    });

    it('ends a bearer token sent to /logout, and a logout without a valid token changes nothing', async () => {
      const person = await signedUp(app, 'Bea', 'STUDENT_OR_PARENT');
      expect((await fetch(`${app.url}/logout`, { method: 'POST', headers: { authorization: 'Bearer not-a-token' } })).status).toBe(204);
      expect((await fetch(`${app.url}/logout`, { method: 'POST' })).status).toBe(204);
      expect(await currentUserCode(bearerClient(person.token))).toBe('OK');
      await fetch(`${app.url}/logout`, { method: 'POST', headers: { authorization: `Bearer ${person.token}` } });
      expect(await currentUserCode(bearerClient(person.token))).toBe('UNAUTHENTICATED');
    });

    it('closes the sockets of that session and stops their subscriptions, and refuses a new socket with its token', async () => {
      const { tutor, notify } = await tutorInConversation('Theo');
      const leaving = await signIn(tutor);
      const leavingLive = open(leaving.token);
      const leavingNotices = leavingLive.subscribe<Notice>(NOTIFICATION_ADDED);
      const stayingNotices = open(tutor.token).subscribe<Notice>(NOTIFICATION_ADDED);
      await listening(tutor.id, 2);
      await notify('First');
      await leavingNotices.nth(1);

      await fetch(`${app.url}/logout`, { method: 'POST', headers: { authorization: `Bearer ${leaving.token}` } });
      expect((await leavingNotices.firstError()).message).toBe(SESSION_ENDED);
      await listening(tutor.id, 1);

      await notify('Second');
      expect((await stayingNotices.nth(2)).details).toContain('sent you a message');
      expect(leavingNotices.values).toHaveLength(1);
      expect((await open(leaving.token).subscribe(NOTIFICATION_ADDED).firstError()).message).toBe('closed 4403 Forbidden');
    });
  });

  describe('a password change', () => {
    it('closes every socket of the earlier sessions at once, so the subscriptions there hear nothing more', async () => {
      const { tutor, notify } = await tutorInConversation('Tess');
      const phone = await signIn(tutor); // token B, subscribed on its own socket
      const phoneLive = open(phone.token);
      const phoneNotices = phoneLive.subscribe<Notice>(NOTIFICATION_ADDED);
      const phoneNoticesAgain = phoneLive.subscribe<Notice>(NOTIFICATION_ADDED);
      await listening(tutor.id, 2);
      await notify('Before the change');
      await phoneNotices.nth(1);
      await phoneNoticesAgain.nth(1);

      // Token A changes the password: B is revoked, and so is its socket.
      const { changePassword } = await tutor.client.data<{ changePassword: { token: string } }>(CHANGE_PASSWORD, { oldPass: PASSWORD, newPass: 'second secret' });
      expect((await phoneNotices.firstError()).message).toBe(SESSION_ENDED);
      expect((await phoneNoticesAgain.firstError()).message).toBe(SESSION_ENDED);
      expect(sockets().openSockets(tutor.id)).toBe(0);
      await listening(tutor.id, 0);

      const fresh = open(changePassword.token).subscribe<Notice>(NOTIFICATION_ADDED);
      await listening(tutor.id, 1);
      await notify('After the change');
      expect((await fresh.nth(1)).type).toBe('NEW_MESSAGE');
      expect(phoneNotices.values).toHaveLength(1);
      expect(await currentUserCode(bearerClient(phone.token))).toBe('UNAUTHENTICATED');
      expect((await open(phone.token).subscribe(NOTIFICATION_ADDED).firstError()).message).toBe('closed 4403 Forbidden');
    });

    it('closes the sockets of a session that relied on the cookie alone', async () => {
      const { tutor } = await tutorInConversation('Cody');
      const laptop = await signIn(tutor);
      const cookieNotices = open(null, { cookie: laptop.browser.cookie ?? '' }).subscribe<Notice>(NOTIFICATION_ADDED);
      await listening(tutor.id, 1);
      await tutor.client.data(CHANGE_PASSWORD, { oldPass: PASSWORD, newPass: 'second secret' });
      expect((await cookieNotices.firstError()).message).toBe(SESSION_ENDED);
    });

    it('serialises concurrent changes: one wins, the others answer CONFLICT, and only the winner’s password works', async () => {
      const person = await signedUp(app, 'Ray', 'STUDENT_OR_PARENT');
      const attempts = ['new secret 1', 'new secret 2', 'new secret 3', 'new secret 4', 'new secret 5'];
      const answers = await Promise.all(attempts.map((newPass) => person.client.request<{ changePassword: { token: string } }>(CHANGE_PASSWORD, { oldPass: PASSWORD, newPass })));
      const winners = attempts.filter((_, index) => answers[index].data?.changePassword?.token);
      expect(winners).toHaveLength(1);
      const losers = answers.filter((answer) => !answer.data?.changePassword);
      expect(losers.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(Array(4).fill('CONFLICT'));
      expect(losers[0].errors?.[0]).toMatchObject({ message: 'This was changed by someone else at the same time. Please try again.', extensions: { messageId: 'common.conflict' } });

      const logins = await Promise.all(
        [PASSWORD, ...attempts].map(async (password) => (await app.client().request(LOGIN, { email: person.email, password })).errors === undefined),
      );
      expect(Object.fromEntries([PASSWORD, ...attempts].map((password, index) => [password, logins[index]]))).toEqual(
        Object.fromEntries([PASSWORD, ...attempts].map((password) => [password, password === winners[0]])),
      );
      const winnerToken = answers.find((answer) => answer.data?.changePassword)?.data?.changePassword.token as string;
      expect(await currentUserCode(bearerClient(winnerToken))).toBe('OK');
      expect(await currentUserCode(bearerClient(person.token))).toBe('UNAUTHENTICATED');
    });

    it('refuses a change made with a session an earlier change already revoked, and keeps the first change’s password', async () => {
      const person = await signedUp(app, 'Max', 'STUDENT_OR_PARENT');
      const stale = await signIn(person);
      await person.client.data(CHANGE_PASSWORD, { oldPass: PASSWORD, newPass: 'second secret' });
      // The stale session is refused before it gets anywhere near the password.
      const late = await stale.browser.request(CHANGE_PASSWORD, { oldPass: 'second secret', newPass: 'third secret' });
      expect(late.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await app.client().request(LOGIN, { email: person.email, password: 'second secret' })).errors).toBeUndefined();
    });
  });

  it('closes the sockets of every earlier session when the password is reset by e-mail', async () => {
    const { tutor } = await tutorInConversation('Rex');
    const notices = open(tutor.token).subscribe<Notice>(NOTIFICATION_ADDED);
    await listening(tutor.id, 1);
    const visitor = app.client();
    await visitor.data(`mutation ($email: String!) { forgotPassword(email: $email) }`, { email: tutor.email });
    const token = await tokenFromOutbox(visitor, tutor.email, RESET_LINK);
    await visitor.data(RESET, { token, newPass: 'reset secret' });
    expect((await notices.firstError()).message).toBe(SESSION_ENDED);
    expect(await currentUserCode(bearerClient(tutor.token))).toBe('UNAUTHENTICATED');
  });

  describe('the websocket upgrade', () => {
    /** The HTTP status of a websocket upgrade to /graphql with these headers: 101 when it was accepted. */
    const upgradeStatus = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', (error) => reject(error));
      });

    it('refuses a page of another site that sends the session cookie (cross-site websocket hijacking)', async () => {
      const person = await signedUp(app, 'Ivy', 'STUDENT_OR_PARENT');
      const cookie = `tm_session=${person.token}`;
      expect(await upgradeStatus({ cookie, origin: 'https://evil.example' })).toBe(403);
      expect(await upgradeStatus({ cookie, origin: 'https://app.example.com.evil.example' })).toBe(403);
      expect(await upgradeStatus({ cookie, origin: 'null' })).toBe(403);
      expect(await upgradeStatus({ cookie, origin: PUBLIC_URL })).toBe(101);
    });

    it('serves the app’s own origin with the cookie, and a client that sends no origin (no browser) with its token', async () => {
      const { tutor, notify } = await tutorInConversation('Uma');
      const laptop = await signIn(tutor);
      const fromTheApp = open(null, { cookie: laptop.browser.cookie ?? '', origin: PUBLIC_URL }).subscribe<Notice>(NOTIFICATION_ADDED);
      const fromAServer = open(tutor.token).subscribe<Notice>(NOTIFICATION_ADDED);
      await listening(tutor.id, 2);
      await notify('Hi Uma');
      expect((await fromTheApp.nth(1)).type).toBe('NEW_MESSAGE');
      expect((await fromAServer.nth(1)).type).toBe('NEW_MESSAGE');
    });
  });
});

import { eventually } from '../../../test-support/eventually';
import { startTestApp, TestApp } from '../../../test/support/test-app';
import { LIVE_UPDATES, LiveUpdates } from '../../../platform/live-updates/live-updates.port';
import { Person, READ, requestSent, SEND, signedUp } from '../conversations/test-support/conversation-operations';
import { userTopic } from './live-update';
import { liveClient, LiveClient } from './test-support/live-client';

const MESSAGE_ADDED = `subscription ($conversationId: ID) { messageAdded(conversationId: $conversationId) { id conversationId body type isRead fromUser { id firstName role } } }`;
const MESSAGES_READ = `subscription ($conversationId: ID!) { messagesRead(conversationId: $conversationId) { conversationId readerId upToMessageId readAt } }`;
const INBOX_BADGE = `subscription { inboxBadge }`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { id type details isRead link } }`;

interface LiveMessage {
  id: string;
  conversationId: string;
  body: string;
  fromUser: { id: string; firstName: string; role: string };
}

describe('live updates over graphql-ws', () => {
  let app: TestApp;
  let client: Person;
  let tutor: Person;
  let stranger: Person;
  let conversationId: string;
  const opened: LiveClient[] = [];
  const open = (token: string | null) => {
    const live = liveClient(app.url, token);
    opened.push(live);
    return live;
  };
  /** A subscription is live once the server listens on the user's topic (no sleeping). */
  const listening = (userId: string, count: number) => eventually(() => app.running.app.get<LiveUpdates>(LIVE_UPDATES).listening(userTopic(userId)) >= count);

  beforeAll(async () => {
    app = await startTestApp();
    client = await signedUp(app, 'Cleo', 'STUDENT_OR_PARENT');
    tutor = await signedUp(app, 'Theo', 'TUTOR');
    stranger = await signedUp(app, 'Sam', 'STUDENT_OR_PARENT');
    conversationId = await requestSent(app, client, tutor, 'Hello tutor');
  });

  afterEach(async () => {
    for (const live of opened.splice(0)) await live.close();
  });

  afterAll(async () => app.close());

  it('uses Redis pub/sub, so pushes cross processes', () => {
    expect(app.running.app.get<LiveUpdates>(LIVE_UPDATES).kind).toBe('redis');
  });

  it('pushes a message to the other participant, their badge and their notification', async () => {
    const tutorLive = open(tutor.token);
    const messages = tutorLive.subscribe<LiveMessage>(MESSAGE_ADDED, { conversationId });
    const badge = tutorLive.subscribe<number>(INBOX_BADGE);
    const notifications = tutorLive.subscribe<{ type: string; details: string; link: string }>(NOTIFICATION_ADDED);
    expect(await badge.nth(1)).toBe(1);
    await listening(tutor.id, 3);

    const { sendMessageMutation } = await client.client.data<{ sendMessageMutation: { id: string } }>(SEND, { body: 'Are you free Monday?', targetId: conversationId });
    expect(await messages.nth(1)).toEqual({
      id: sendMessageMutation.id,
      conversationId,
      body: 'Are you free Monday?',
      type: 'TEXT',
      isRead: false,
      fromUser: { id: client.id, firstName: 'Cleo', role: 'CLIENT' },
    });
    expect(await badge.nth(2)).toBe(2);
    expect(await notifications.nth(1)).toMatchObject({ type: 'NEW_MESSAGE', details: 'Cleo Tester sent you a message.', link: `/conversation/${conversationId}` });
  });

  it('pushes read receipts to both participants and the reader’s badge', async () => {
    const clientLive = open(client.token);
    const receipts = clientLive.subscribe<{ readerId: string; conversationId: string }>(MESSAGES_READ, { conversationId });
    const tutorLive = open(tutor.token);
    const badge = tutorLive.subscribe<number>(INBOX_BADGE);
    expect(await badge.nth(1)).toBeGreaterThan(0);
    await listening(client.id, 1);
    await tutor.client.data(READ, { conversationId });
    expect(await receipts.nth(1)).toMatchObject({ readerId: tutor.id, conversationId });
    expect(await badge.nth(2)).toBe(0);
  });

  it('hears only of one’s own conversations: a stranger’s unfiltered subscription stays silent', async () => {
    const strangerLive = open(stranger.token);
    const overheard = strangerLive.subscribe<LiveMessage>(MESSAGE_ADDED);
    const tutorLive = open(tutor.token);
    const heard = tutorLive.subscribe<LiveMessage>(MESSAGE_ADDED);
    await listening(stranger.id, 1);
    await listening(tutor.id, 1);
    await client.client.data(SEND, { body: 'Just for Theo', targetId: conversationId });
    expect((await heard.nth(1)).body).toBe('Just for Theo');
    // Sent after the first, so delivered after it on the stranger's own topic, if ever.
    await requestSent(app, stranger, tutor, 'Hi from Sam');
    expect((await overheard.nth(1)).body).toBe('Hi from Sam');
    expect(overheard.values.map((message) => message.body)).toEqual(['Hi from Sam']);
  });

  it('refuses a stranger a subscription to someone else’s conversation with FORBIDDEN', async () => {
    const strangerLive = open(stranger.token);
    for (const query of [MESSAGE_ADDED, MESSAGES_READ]) {
      const error = await strangerLive.subscribe(query, { conversationId }).firstError();
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('answers a visitor UNAUTHENTICATED, and refuses a connection with a bad token', async () => {
    const visitorLive = open(null);
    for (const [query, variables] of [
      [MESSAGE_ADDED, {}],
      [MESSAGES_READ, { conversationId }],
      [INBOX_BADGE, {}],
      [NOTIFICATION_ADDED, {}],
    ] as const) {
      const error = await visitorLive.subscribe(query, variables).firstError();
      expect([query, error.extensions?.code]).toEqual([query, 'UNAUTHENTICATED']);
    }
    const forged = open('not-a-token');
    const error = await forged.subscribe(INBOX_BADGE).firstError();
    expect(error.message).toBe('closed 4403 Forbidden');
  });
});

import { eventually } from '../../../test-support/eventually';
import { OUTBOX } from '../../../test/support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from '../../../test/support/test-app';
import { conversationCast, Person, SEND } from '../conversations/test-support/conversation-operations';

const GET_NOTIFICATIONS = `query { getNotifications { id type details isRead link createdAt conversationId } }`;
const GET_NOTIFICATIONS_QUERY = `query { getNotificationsQuery { id type isRead } }`;
const READ_NOTIFICATION = `mutation ($notificationId: ID!) { readNotification(notificationId: $notificationId) }`;
const CLEAR = `mutation { clearNotifications }`;

interface Notification {
  id: string;
  type: string;
  details: string;
  isRead: boolean;
  link: string | null;
}

describe('notifications and e-mail notices over GraphQL', () => {
  let app: TestApp;
  let client: Person;
  let tutor: Person;
  let stranger: Person;
  let visitor: GraphqlClient;
  let conversationId: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ client, tutor, outsider: stranger, visitor, conversationId } = await conversationCast(app));
  });

  afterAll(async () => app.close());

  const messageNoticesTo = async (person: Person) => {
    const { devOutbox } = await person.client.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: person.email });
    return devOutbox.filter((mail) => mail.subject.startsWith('New message'));
  };
  const notificationsOf = async (person: Person) => (await person.client.data<{ getNotifications: Notification[] }>(GET_NOTIFICATIONS)).getNotifications;

  it('tells the other participant of a message, once per unread conversation, and e-mails at most once per 10 minutes', async () => {
    await tutor.client.data(SEND, { body: 'Hi Cleo!', targetId: conversationId });
    await tutor.client.data(SEND, { body: 'Monday works.', targetId: conversationId });
    const notifications = await notificationsOf(client);
    expect(notifications).toEqual([
      expect.objectContaining({ type: 'NEW_MESSAGE', details: 'Theo Tester sent you a message.', isRead: false, link: `/conversation/${conversationId}` }),
    ]);
    expect(await notificationsOf(tutor)).toEqual([]);
    const mail = await eventually(async () => (await messageNoticesTo(client))[0]);
    expect(mail.subject).toBe('New message from Theo Tester');
    expect(mail.text).toContain(`/conversation/${conversationId}`);
    // A later notice to the tutor proves the worker went past the tutor's second message.
    await client.client.data(SEND, { body: 'Great, see you then', targetId: conversationId });
    await eventually(async () => (await messageNoticesTo(tutor)).length === 1);
    expect(await messageNoticesTo(client)).toHaveLength(1);
  });

  it('marks one read, then clears them all', async () => {
    const [first] = await notificationsOf(client);
    expect(await client.client.data(READ_NOTIFICATION, { notificationId: first.id })).toEqual({ readNotification: true });
    expect((await client.client.data<{ getNotificationsQuery: Notification[] }>(GET_NOTIFICATIONS_QUERY)).getNotificationsQuery[0]).toMatchObject({ id: first.id, isRead: true });
    expect(await client.client.data(CLEAR)).toEqual({ clearNotifications: true });
    expect(await notificationsOf(client)).toEqual([]);
    await tutor.client.data(SEND, { body: 'One more thing', targetId: conversationId });
    expect((await notificationsOf(client)).map((notification) => notification.type)).toEqual(['NEW_MESSAGE']);
  });

  it('refuses someone else’s notification with FORBIDDEN, and visitors with UNAUTHENTICATED', async () => {
    const [mine] = await notificationsOf(client);
    expect((await stranger.client.request(READ_NOTIFICATION, { notificationId: mine.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await notificationsOf(stranger)).toEqual([]);
    for (const [query, variables] of [
      [GET_NOTIFICATIONS, {}],
      [GET_NOTIFICATIONS_QUERY, {}],
      [READ_NOTIFICATION, { notificationId: mine.id }],
      [CLEAR, {}],
    ] as const) {
      expect((await visitor.request(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

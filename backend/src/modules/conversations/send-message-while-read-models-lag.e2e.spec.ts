import { startTestApp, TestApp } from '../../../test/support/test-app';
import { conversationCast, GET_MESSAGES, Person, SEND } from './test-support/conversation-operations';

interface SentMessage {
  id: string;
  conversationId: string;
  body: string;
  isRead: boolean;
  type: string;
  fromUser: { id: string; role: string };
}

/**
 * An overloaded server's read models can miss the read-your-writes wait. A message recorded then is
 * still sent: the sender is answered with it (from its event), not told it was not found; so is a
 * retry with the same key (from the event the first send recorded).
 */
describe('sendMessageMutation while the read models lag behind the log', () => {
  let app: TestApp;
  let client: Person;
  let tutor: Person;
  let conversationId: string;

  beforeAll(async () => {
    app = await startTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '200' });
    ({ client, tutor, conversationId } = await conversationCast(app));
  });

  afterAll(async () => app.close());

  it('answers the recorded message, which the read models then show once they catch up', async () => {
    await app.running.projections.stop();
    const response = await client.client.request<{ sendMessageMutation: SentMessage }>(SEND, { body: 'Sent while the inbox lags', targetId: conversationId, idempotencyKey: 'lagging-send-1' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.sendMessageMutation).toMatchObject({
      conversationId,
      body: 'Sent while the inbox lags',
      isRead: false,
      type: 'TEXT',
      fromUser: { id: client.id, role: 'CLIENT' },
    });
    const retried = await client.client.request<{ sendMessageMutation: SentMessage }>(SEND, { body: 'Sent while the inbox lags', targetId: conversationId, idempotencyKey: 'lagging-send-1' });
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.sendMessageMutation).toEqual(response.data?.sendMessageMutation);

    await app.restart();
    const tutorAfterRestart = app.client();
    tutorAfterRestart.bearer = tutor.token;
    const { getMessagesForConversation } = await tutorAfterRestart.data<{ getMessagesForConversation: { messages: SentMessage[] } }>(GET_MESSAGES, { conversationId });
    const shown = getMessagesForConversation.messages.filter((message) => message.body === 'Sent while the inbox lags');
    expect(shown.map((message) => message.id)).toEqual([response.data?.sendMessageMutation.id]);
  });
});

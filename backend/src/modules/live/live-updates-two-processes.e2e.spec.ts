import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { deleteKeysMatching } from '../../../test-support/redis-keys';
import { eventually } from '../../../test-support/eventually';
import { startTestApp, TestApp } from '../../../test/support/test-app';
import { LIVE_UPDATES, LiveUpdates } from '../../../platform/live-updates/live-updates.port';
import { Person, requestSent, SEND, signedUp } from '../conversations/test-support/conversation-operations';
import { userTopic } from './live-update';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { LiveUpdatesPublisher } from './live-updates-publisher';
import { liveClient, LiveClient } from './test-support/live-client';

const MESSAGE_ADDED = `subscription ($conversationId: ID) { messageAdded(conversationId: $conversationId) { id body } }`;

/**
 * Two `api,projector` processes of one deployment on one data directory (the embedded log and read
 * models each process builds for itself) and one Redis: each projects, but a change reaches a
 * subscriber once, whichever process it was sent through; and when the pushing process stops, the
 * other pushes within seconds.
 */
describe('live updates with two projector processes', () => {
  const redisPrefix = `e2e-live2-${randomUUID().slice(0, 8)}`;
  let first: TestApp;
  let second: TestApp;
  /** Stopped by a test: only their (and the shared) data directory is left to remove. */
  const stopped = new Set<TestApp>();
  let client: Person;
  let tutor: Person;
  let conversationId: string;
  const opened: LiveClient[] = [];

  const publisherOf = (app: TestApp) => app.running.app.get(LiveUpdatesPublisher, { strict: false });
  /** The same person, signed in through the other process (the session token is valid in both). */
  const through = (app: TestApp, person: Person): Person => {
    const other = app.client();
    other.bearer = person.token;
    return { ...person, client: other };
  };
  const subscribedTutor = async (app: TestApp) => {
    const live = liveClient(app.url, tutor.token);
    opened.push(live);
    const messages = live.subscribe<{ id: string; body: string }>(MESSAGE_ADDED, { conversationId });
    await eventually(() => messages.errors.length === 0 && app.running.app.get<LiveUpdates>(LIVE_UPDATES).listening(userTopic(tutor.id)) >= 1).catch((error: Error) => {
      throw new Error(`${error.message}; subscription errors ${JSON.stringify(messages.errors)}`);
    });
    return messages;
  };
  const send = async (sender: Person, body: string) =>
    (await sender.client.data<{ sendMessageMutation: { id: string } }>(SEND, { body, targetId: conversationId, idempotencyKey: randomUUID() })).sendMessageMutation.id;

  beforeAll(async () => {
    first = await startTestApp({ REDIS_PREFIX: redisPrefix, PROCESS_ROLES: 'api,projector' });
    second = await startTestApp({ REDIS_PREFIX: redisPrefix, PROCESS_ROLES: 'api,projector', DATA_DIR: first.dataDir });
    client = await signedUp(first, 'Cleo', 'STUDENT_OR_PARENT');
    tutor = await signedUp(first, 'Theo', 'TUTOR');
    conversationId = await requestSent(first, client, tutor, 'Hello tutor');
    // The second process follows the log the first wrote (polling the file, as another process would).
    expect(await second.running.app.get(ProjectionRunner, { strict: false }).waitUntilCaughtUp(10_000)).toBe(true);
  });

  afterEach(async () => {
    for (const live of opened.splice(0)) await live.close();
  });

  afterAll(async () => {
    // The second's close removes its own unused directory; the first's, the shared one.
    for (const app of [second, first]) {
      if (stopped.has(app)) rmSync(app.dataDir, { recursive: true, force: true });
      else await app.close();
    }
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await deleteKeysMatching(redis, `${redisPrefix}:*`);
    await redis.quit();
  });

  it('pushes each message once, whichever process it was sent through, though both project it', async () => {
    expect([publisherOf(first).isPushing, publisherOf(second).isPushing].filter(Boolean)).toHaveLength(1);
    const messages = await subscribedTutor(first);

    const viaSecond = await send(through(second, client), 'Sent through the second process');
    await messages.nth(1);
    const viaFirst = await send(client, 'Sent through the first process');
    await eventually(() => messages.values.some((message) => message.id === viaFirst), { timeoutMs: 10_000 });

    expect(messages.values.map((message) => message.id)).toEqual([viaSecond, viaFirst]);
  });

  it('goes on pushing from the other process when the pushing one stops', async () => {
    const [pushing, standing] = publisherOf(first).isPushing ? [first, second] : [second, first];
    const messages = await subscribedTutor(standing);
    // Stopped, not closed: closing the first would remove the data directory the second runs on.
    await pushing.running.close();
    stopped.add(pushing);

    const id = await send(through(standing, client), 'Anyone there?');
    expect(await messages.nth(1, 15_000)).toEqual({ id, body: 'Anyone there?' });
    expect(publisherOf(standing).isPushing).toBe(true);
  });
});

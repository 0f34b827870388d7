import { randomUUID } from 'node:crypto';
import { sessionStream } from '../src/modules/sessions/session-stream';
import { CREATE_SESSION, later, pairOf, SessionView, signedUpUser, SignedUpUser, slot, UPCOMING } from './support/session-operations';
import { startTestApp, TestApp } from './support/test-app';

/**
 * An overloaded server's read models can miss the read-your-writes wait. A mutation whose answer is
 * read from them then answers SERVICE_UNAVAILABLE, saying the change was saved, instead of a stale or
 * NOT_FOUND answer; the same request (same idempotency key) once they catch up answers the change,
 * recorded once.
 */
describe('a creating mutation while the read models lag behind the log', () => {
  let app: TestApp;
  let tutor: SignedUpUser;
  let client: SignedUpUser;

  beforeAll(async () => {
    app = await startTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '200' });
    tutor = await signedUpUser(app, 'TUTOR', 'Tess');
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Cody');
    await pairOf(app, tutor.id, client.id);
  });

  afterAll(async () => app.close());

  it('answers createSession retryable until they hold the session, then the retry with the same key answers it, scheduled once', async () => {
    const startTime = slot(50);
    const input = {
      tuteeId: client.id,
      subject: 'Geometry',
      startTime,
      endTime: later(startTime, 60),
      timeZoneId: 'America/Chicago',
      meetingSolution: 'CUSTOM_URL',
      customUrl: 'https://meet.example.com/geometry',
      idempotencyKey: randomUUID(),
    };
    await app.running.projections.stop();
    for (let sent = 0; sent < 2; sent++) {
      const lagging = await tutor.client.request<{ createSession: SessionView[] }>(CREATE_SESSION, { input });
      expect(lagging.data).toBeNull();
      expect(lagging.errors).toEqual([
        expect.objectContaining({
          message: 'Your change was saved and will show in a moment.',
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', messageId: 'common.savedShowingSoon', retryAfterMs: 500 }),
        }),
      ]);
    }

    await app.restart();
    const tutorAfterRestart = app.client();
    tutorAfterRestart.cookie = tutor.client.cookie;
    const { createSession } = await tutorAfterRestart.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input });
    expect(createSession).toEqual([expect.objectContaining({ subject: 'Geometry', startTime })]);
    const recorded = await app.running.platform.eventStore.readStream(sessionStream.streamIdOf(createSession[0].id));
    expect(recorded.map((event) => event.type)).toEqual(['SessionScheduled']);
    const { getUpcomingSessions } = await tutorAfterRestart.data<{ getUpcomingSessions: { sessions: SessionView[] } }>(UPCOMING, { isTutorContext: true });
    expect(getUpcomingSessions.sessions.filter((session) => session.subject === 'Geometry').map((session) => session.id)).toEqual([createSession[0].id]);
  });
});

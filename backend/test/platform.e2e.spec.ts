import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { printSchemaOf } from '../src/graphql/schema-printer';
import { CURRENT_USER, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { startTestApp, TestApp } from './support/test-app';
import { usersProjection } from '../projections/users/users.projection';

const PROJECTION_LAG = `query { projectionLag { name version position head behind active } }`;

describe('platform over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'admin password' });
  });
  afterAll(async () => app.close());

  it('keeps backend/schema.gql in step with the resolvers (run `npm run schema` after changing them)', () => {
    const committed = readFileSync(join(__dirname, '..', 'schema.gql'), 'utf8');
    expect(printSchemaOf(app.running.app)).toBe(committed);
  });

  it('answers liveness, readiness and Prometheus metrics with projection lag', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', projections: expect.arrayContaining([expect.objectContaining({ name: 'users', behind: 0 }), expect.objectContaining({ name: 'tutor-search', behind: 0 })]) });
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toContain(`projection_lag_events{projection="users",version="${usersProjection.version}"} 0`);
  });

  it('gzips a GraphQL answer for a client that accepts gzip, and sends it plain to one that accepts no encoding', async () => {
    // Over 1 KB, compression's threshold.
    const body = JSON.stringify({ query: `query { ${Array.from({ length: 60 }, (_, i) => `answerNumber${i}OfSixty: __typename`).join(' ')} }` });
    const post = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
        const sent = request(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
        });
        sent.on('error', reject);
        sent.end(body);
      });
    const plain = await post({});
    const gzipped = await post({ 'accept-encoding': 'gzip' });
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes).toBeGreaterThan(1024);
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.bytes).toBeLessThan(plain.bytes);
  });

  it('refuses a cross-site simple request (Apollo CSRF prevention)', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: CURRENT_USER }),
    });
    expect(response.status).toBe(400);
  });

  it('creates the first admin from the environment, who alone may read projection lag', async () => {
    const admin = app.client();
    const login = await admin.data<{ emailLoginV2: { token: string; status: string } }>(LOGIN, {
      email: 'admin@example.com',
      password: 'admin password',
    });
    expect(login.emailLoginV2.status).toBe('SUCCESS');
    const { projectionLag } = await admin.data<{ projectionLag: Array<{ name: string; behind: number; active: boolean }> }>(PROJECTION_LAG);
    expect(projectionLag).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'users', behind: 0, active: true }), expect.objectContaining({ name: 'reviews', behind: 0, active: true })]));

    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput() });
    expect((await client.request(PROJECTION_LAG)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(PROJECTION_LAG)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates the admin only once across restarts', async () => {
    await app.restart();
    const events = await app.running.platform.eventStore.readAll();
    expect(events.filter((event) => event.type === 'UserSignedUp' && (event.data as { email: string }).email === 'admin@example.com')).toHaveLength(1);
  });

  it('records correlation, causation, actor and time on every event of a request', async () => {
    const client = app.client({ 'x-correlation-id': 'trace-signup-42' });
    const input = signUpInput();
    await client.data(SIGN_UP, { input });
    const events = (await app.running.platform.eventStore.readAll()).filter((event) => event.metadata.correlationId === 'trace-signup-42');
    expect(events.map((event) => event.type)).toEqual(['EmailAddressReserved', 'UserSignedUp', 'EmailVerificationRequested']);
    const userId = (events[1].data as { userId: string }).userId;
    for (const event of events) {
      expect(event.metadata).toEqual({
        correlationId: 'trace-signup-42',
        causationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        actorId: userId,
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });
});

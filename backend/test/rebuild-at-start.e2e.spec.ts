import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../src/app';
import { loadConfig } from '../src/config/app-config';
import { NewEvent } from '../platform/eventstore/event-store.port';
import { SqliteEventStore } from '../src/infrastructure/eventstore/sqlite-event-store';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, LOGIN } from './support/account-operations';
import { GraphqlClient } from './support/test-app';

const USERS = 150_000;

function signedUp(index: number): NewEvent {
  const metadata = { correlationId: 'seed', causationId: 'seed', actorId: null, occurredAt: '2026-11-01T10:00:00.000Z' };
  const userId = `seeded-${index}`;
  return {
    id: randomUUID(),
    type: 'UserSignedUp',
    metadata,
    data: {
      userId,
      email: `seeded-${index}@example.com`,
      firstName: 'Seed',
      lastName: `User ${index}`,
      profileTypes: ['STUDENT_OR_PARENT'],
      clientProfileType: 'PARENT',
      phoneNumber: null,
      referralCode: null,
      languagePreference: 'en',
      signedUpAt: metadata.occurredAt,
    },
  };
}

describe('start-up over an existing log, with the in-memory read store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rebuilds the read models from the log and serves GraphQL only once caught up, as /readyz says', async () => {
    const seeding = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    for (let start = 0; start < USERS; start += 1000) {
      const batch = Array.from({ length: 1000 }, (_, offset) => signedUp(start + offset));
      await seeding.append(`seed-batch-${start}`, batch, { expectedRevision: 'no_stream' });
    }
    await seeding.close();

    const running = await startApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', REDIS_PREFIX: `rebuild-${randomUUID()}` }), {
      host: '127.0.0.1',
    });
    try {
      const early = await fetch(`${running.url}/readyz`);
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ status: 'catching-up' });
      const earlyQuery = await new GraphqlClient(running.url).request(CURRENT_USER);
      expect(earlyQuery.status).toBe(503);
      expect(earlyQuery.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');

      // What is tested is the readiness rule, not its speed (ops/bench measures rebuild rates): a loaded CI machine gets room.
      await eventually(async () => (await fetch(`${running.url}/readyz`)).status === 200, { timeoutMs: 150_000, intervalMs: 100 });
      const users = running.projections.readModels.collection('users');
      expect(await users.count()).toBe(USERS);
      const login = await new GraphqlClient(running.url).request(LOGIN, { email: 'seeded-7@example.com', password: 'whatever it is' });
      expect(login.errors?.[0].message).toBe('The email or password is incorrect.');
    } finally {
      await running.close();
    }
  }, 200_000);
});

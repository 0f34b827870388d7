import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmailAddressStreams } from '../src/modules/accounts/account-lookup';
import { LOGIN } from './support/account-operations';
import { signedUp } from './support/fuzz-world';
import { startTestApp, TestApp } from './support/test-app';

const ADMIN = { email: 'migration-admin@example.com', password: 'admin password' };
const DELETE_USER = `mutation ($userId: ID!, $reason: String!) { deleteUser(userId: $userId, reason: $reason) }`;

describe('e-mail reservation streams named by the address, as logs written before issue 15 hold them', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => {
    await app?.close();
  });

  const eventsFile = () => join(app.dataDir, 'events.sqlite');
  const withLog = <T>(use: (db: Database.Database) => T): T => {
    const db = new Database(eventsFile());
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  const streamNames = () => withLog((db) => db.prepare<[], string>('SELECT DISTINCT stream_id FROM events').pluck().all());

  it("are renamed to keyed hashes at start: sign-in still works, and once the person is deleted their address is nowhere in the log's file", async () => {
    const person = await signedUp(app, 'STUDENT_OR_PARENT', 'Quillon');
    const streams = app.running.app.get(EmailAddressStreams);
    const keyedNames = { [person.email]: streams.streamIdOf(person.email), [ADMIN.email]: streams.streamIdOf(ADMIN.email) };

    await app.restart(() =>
      withLog((db) => {
        // The log as an earlier version left it: reservations under `email-<address>`, no migration recorded.
        for (const [email, keyed] of Object.entries(keyedNames)) db.prepare('UPDATE events SET stream_id = ? WHERE stream_id = ?').run(`email-${email}`, keyed);
        db.prepare("DELETE FROM events WHERE stream_id LIKE 'log-migration-%'").run();
        expect(db.prepare<[], string>('SELECT DISTINCT stream_id FROM events').pluck().all()).toContain(`email-${person.email}`);
      }),
    );

    expect(streamNames().filter((name) => name.includes('@'))).toEqual([]);
    expect(streamNames()).toEqual(expect.arrayContaining(Object.values(keyedNames)));
    const signIn = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: person.email, password: 'first secret' });
    expect(signIn.emailLoginV2.status).toBe('SUCCESS');
    const admin = app.client();
    await admin.data(LOGIN, ADMIN);
    expect(await admin.data(DELETE_USER, { userId: person.id, reason: 'Asked to be forgotten' })).toEqual({ deleteUser: true });

    const rows = withLog((db) => db.prepare<[], Record<string, unknown>>('SELECT * FROM events').all());
    expect(JSON.stringify(rows).includes(person.email)).toBe(false);
    const bytes = [eventsFile(), `${eventsFile()}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file).toString('utf8'));
    expect(bytes.some((content) => content.includes(person.email))).toBe(false);
    // A second start finds the migration recorded and leaves the log as it is.
    const recorded = rows.filter((row) => String(row.stream_id).startsWith('log-migration-'));
    expect(recorded).toHaveLength(1);
    await app.restart();
    expect(withLog((db) => db.prepare<[], number>("SELECT count(*) FROM events WHERE stream_id LIKE 'log-migration-%'").pluck().get())).toBe(1);
  }, 60_000);
});

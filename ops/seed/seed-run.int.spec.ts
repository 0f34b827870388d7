import { randomBytes } from 'node:crypto';
import { userStreamId } from '../../backend/domain/accounts/account.rules';
import { emailStreamId } from '../../backend/domain/accounts/email-stream-name';
import { tutorStreamId } from '../../backend/domain/tutors/tutor-profile.events';
import { SqliteCredentialStore } from '../../backend/src/infrastructure/credentials/sqlite-credential-store';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { passwordKey } from '../../backend/src/modules/accounts/auth/credential-keys';
import { verifyPassword } from '../../backend/src/modules/accounts/auth/password-hasher';
import { SeedCatalog } from './seed-catalog';
import { catalogForSeed } from './seed-catalog-adapter';
import { DEMO_TUTOR_EMAIL, demoAccountId } from './seed-demo-accounts';
import { DEMO_PASSWORD, SeedGenerator } from './seed-generator';
import { runSeed, SeedRunOptions } from './seed-run';
import { SeedSinks } from './seed-writer';

const until = new Date('2026-11-01T12:00:00.000Z');
const options: SeedRunOptions = { seed: 7, tutors: 60, clients: 40, until };
const EMAIL_STREAM_KEY = randomBytes(32).toString('base64url');

let catalog: SeedCatalog;
const opened: SeedSinks[] = [];

function sinks(): SeedSinks {
  const created = { eventStore: new SqliteEventStore(':memory:'), credentials: new SqliteCredentialStore(':memory:'), emailStreamKey: EMAIL_STREAM_KEY };
  opened.push(created);
  return created;
}

/** The log as facts: everything but the instant the store committed each event. */
async function facts(store: SeedSinks) {
  return (await store.eventStore.readAll()).map(({ recordedAt: _recordedAt, ...event }) => event);
}

beforeAll(() => {
  catalog = catalogForSeed();
});

afterAll(async () => {
  for (const { eventStore, credentials } of opened) {
    await eventStore.close();
    await credentials.close();
  }
});

describe('runSeed', () => {
  it('writes the same events for the same seed: ids, streams, order, data and metadata', async () => {
    const first = sinks();
    const second = sinks();
    const report = await runSeed(catalog, first, options);
    await runSeed(catalog, second, options);
    const events = await facts(first);
    expect(events.length).toBe(report.events);
    expect(await facts(second)).toEqual(events);
    expect(report).toMatchObject({ accountsWritten: 103, tutorProfiles: 61, emailsTaken: 0 });
    expect(report.reviews).toBeGreaterThan(20);
    const other = sinks();
    await runSeed(catalog, other, { ...options, seed: 8 });
    expect((await facts(other)).map((event) => event.id)).not.toEqual(events.map((event) => event.id));
  });

  it('goes through the deciders: reserved addresses, signed-up and verified users, whole tutor profiles, reviews', async () => {
    const store = sinks();
    await runSeed(catalog, store, options);
    const tutor = new SeedGenerator(catalog, options).tutor(3);
    const [reservation] = await store.eventStore.readStream(emailStreamId(tutor.account.email, EMAIL_STREAM_KEY));
    expect(reservation).toMatchObject({ type: 'EmailAddressReserved', data: { email: tutor.account.email, userId: tutor.account.userId } });
    const user = await store.eventStore.readStream(userStreamId(tutor.account.userId));
    expect(user.map((event) => event.type).slice(0, 2)).toEqual(['UserSignedUp', 'EmailVerified']);
    expect(user[0].data).toMatchObject({ firstName: tutor.account.firstName, profileTypes: ['TUTOR'] });
    expect(JSON.stringify(user)).not.toContain(DEMO_PASSWORD);
    const profile = await store.eventStore.readStream(tutorStreamId(tutor.account.userId));
    expect(profile[0]).toMatchObject({ type: 'TutorProfileCreated', data: { tutorId: tutor.account.userId } });
    expect(profile.map((event) => event.type)).toEqual(expect.arrayContaining(['TutorLocationSet', 'TutorClassesAdded', 'TutorHourlyWageSet', 'TutorSchoolSet']));
    const reviews = (await store.eventStore.readAll()).filter((event) => event.type === 'ReviewAdded');
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews.slice(0, 10)) expect(review.metadata.actorId).toBe((review.data as { clientId: string }).clientId);
  });

  it('stores one hash of the demo password for every account, the demo accounts included', async () => {
    const store = sinks();
    await runSeed(catalog, store, options);
    const generator = new SeedGenerator(catalog, options);
    const hashes = await Promise.all(
      [demoAccountId(DEMO_TUTOR_EMAIL), generator.tutorId(0), generator.clientId(39)].map(async (userId) => (await store.credentials.get(passwordKey(userId)))?.hash),
    );
    expect(new Set(hashes).size).toBe(1);
    expect(await verifyPassword(String(hashes[0]), DEMO_PASSWORD)).toBe(true);
  });

  it('changes nothing when run again with the same seed, and keeps a password changed since', async () => {
    const store = sinks();
    await runSeed(catalog, store, options);
    const before = await facts(store);
    const tutorId = demoAccountId(DEMO_TUTOR_EMAIL);
    await store.credentials.put(passwordKey(tutorId), { hash: 'changed since' });
    const again = await runSeed(catalog, store, options);
    expect(again).toMatchObject({ events: 0, accountsWritten: 0, accountsExisting: 103, tutorProfiles: 0, reviews: 0 });
    expect(await facts(store)).toEqual(before);
    expect(await store.credentials.get(passwordKey(tutorId))).toEqual({ hash: 'changed since' });
  });

  it('skips an account whose address someone else holds, with its profile and the reviews about it', async () => {
    const store = sinks();
    const generator = new SeedGenerator(catalog, options);
    const taken = generator.tutor(5);
    await store.eventStore.append(
      emailStreamId(taken.account.email, EMAIL_STREAM_KEY),
      [{ id: '6f1c1a0e-0000-4000-8000-000000000001', type: 'EmailAddressReserved', data: { email: taken.account.email, userId: 'someone-else', reservedAt: until.toISOString() }, metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: until.toISOString() } }],
      { expectedRevision: 'no_stream' },
    );
    const report = await runSeed(catalog, store, options);
    expect(report.emailsTaken).toBe(1);
    expect(report.tutorProfiles).toBe(60);
    expect(await store.eventStore.readStream(userStreamId(taken.account.userId))).toEqual([]);
    expect(await store.eventStore.readStream(tutorStreamId(taken.account.userId))).toEqual([]);
    const aboutIt = (await store.eventStore.readAll()).filter((event) => (event.data as { tutorId?: string }).tutorId === taken.account.userId);
    expect(aboutIt).toEqual([]);
  });
});

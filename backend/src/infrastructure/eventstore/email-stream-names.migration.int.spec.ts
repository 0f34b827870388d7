import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { emailStreamId } from '../../../domain/accounts/email-stream-name';
import { deletedEmailOf } from '../../../domain/personal-data/personal-fields';
import { EventMetadata, EventStore, NewEvent } from '../../../platform/eventstore/event-store.port';
import { logger } from '../../../platform/logging/logger';
import { ShreddingEventStore } from './shredding-event-store';
import { SqliteEventStore } from './sqlite-event-store';
import { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
import { EMAIL_STREAM_NAMES_MIGRATION_STREAM, migrateEmailStreamNames } from './email-stream-names.migration';

const KEY = 'a-test-key-of-at-least-thirty-two-bytes';
const now = new Date('2026-11-25T10:00:00.000Z');
const quiet = logger.child({}, { level: 'silent' });
const metadata: EventMetadata = { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: now.toISOString() };

const reserved = (id: string, email: string, userId: string): NewEvent => ({ id, type: 'EmailAddressReserved', data: { email, userId, reservedAt: metadata.occurredAt }, metadata });

describe('migrateEmailStreamNames', () => {
  let dir: string;
  let store: ShreddingEventStore;
  const file = () => join(dir, 'events.sqlite');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'email-stream-names-'));
    store = new ShreddingEventStore(new SqliteEventStore(file()), new SqlitePersonalDataKeys(join(dir, 'keys.sqlite')));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const streamNames = () => {
    const db = new Database(file(), { readonly: true });
    try {
      return db.prepare<[], string>('SELECT DISTINCT stream_id FROM events').pluck().all();
    } finally {
      db.close();
    }
  };

  /** The same store as one that cannot list its streams by name: the migration reads the whole log instead. */
  const readingWholeLog = (listing: ShreddingEventStore): EventStore => Object.defineProperty(Object.create(listing) as EventStore, 'streamIdsStartingWith', { value: undefined });

  it.each([
    ['from the names the log lists', (listing: ShreddingEventStore): EventStore => listing],
    ['reading the whole log where the store cannot list its streams', readingWholeLog],
  ])('moves each reservation to its keyed name, deletes the old names, and records that it ran, finding them %s', async (_how, migrated) => {
    await store.append('email-ana@example.com', [reserved('00000000-0000-4000-8000-000000000001', 'ana@example.com', 'u-ana')], { expectedRevision: 'no_stream' });
    await store.append('email-bo@example.com', [reserved('00000000-0000-4000-8000-000000000002', 'bo@example.com', 'u-bo')], { expectedRevision: 'no_stream' });
    await store.append('user-u-ana', [{ id: '00000000-0000-4000-8000-000000000003', type: 'LanguagePreferenceSaved', data: { userId: 'u-ana', language: 'es' }, metadata }], { expectedRevision: 'no_stream' });
    await store.shred('u-bo');

    expect(await migrateEmailStreamNames(migrated(store), KEY, now, quiet)).toEqual({ applied: true, streamsMoved: 2 });

    const ana = await store.readStream(emailStreamId('Ana@Example.com', KEY));
    expect(ana.map(({ id, type, data }) => ({ id, type, data }))).toEqual([{ id: '00000000-0000-4000-8000-000000000001', type: 'EmailAddressReserved', data: { email: 'ana@example.com', userId: 'u-ana', reservedAt: metadata.occurredAt } }]);
    // Bo was deleted before: the reservation moves, with the placeholder for the address.
    expect((await store.readStream(emailStreamId('bo@example.com', KEY)))[0].data).toMatchObject({ email: deletedEmailOf('u-bo'), userId: 'u-bo' });
    expect(await store.readStream('email-ana@example.com')).toEqual([]);
    expect(streamNames().filter((name) => name.includes('@'))).toEqual([]);
    expect(streamNames()).toContain('user-u-ana');
    // The copies are sealed with their person's key: the address is nowhere in the file.
    expect(readFileSync(file()).toString('latin1')).not.toContain('ana@example.com');
    expect(await store.readStream(EMAIL_STREAM_NAMES_MIGRATION_STREAM)).toMatchObject([{ type: 'LogMigrationApplied', data: { migration: 'keyed-email-address-streams', streamsMoved: 2 } }]);
  });

  it('runs once: a later start finds its record and scans nothing', async () => {
    await store.append('email-ana@example.com', [reserved('00000000-0000-4000-8000-000000000001', 'ana@example.com', 'u-ana')], { expectedRevision: 'no_stream' });
    await migrateEmailStreamNames(store, KEY, now, quiet);
    // A name it would move, were it to run again.
    await store.append('email-cy@example.com', [reserved('00000000-0000-4000-8000-000000000004', 'cy@example.com', 'u-cy')], { expectedRevision: 'no_stream' });

    expect(await migrateEmailStreamNames(store, KEY, now, quiet)).toEqual({ applied: false, streamsMoved: 0 });
    expect(await store.readStream('email-cy@example.com')).toHaveLength(1);
    expect(await store.readStream(EMAIL_STREAM_NAMES_MIGRATION_STREAM)).toHaveLength(1);
  });

  it('finishes a run a crash interrupted after the copies, without copying twice', async () => {
    const event = reserved('00000000-0000-4000-8000-000000000001', 'ana@example.com', 'u-ana');
    await store.append('email-ana@example.com', [event], { expectedRevision: 'no_stream' });
    await store.append(emailStreamId('ana@example.com', KEY), [event], { expectedRevision: 'no_stream' });

    expect(await migrateEmailStreamNames(store, KEY, now, quiet)).toEqual({ applied: true, streamsMoved: 1 });
    expect(await store.readStream(emailStreamId('ana@example.com', KEY))).toHaveLength(1);
    expect(await store.readStream('email-ana@example.com')).toEqual([]);
  });

  it('leaves an empty log empty, so that the demo data still loads into it', async () => {
    expect(await migrateEmailStreamNames(store, KEY, now, quiet)).toEqual({ applied: false, streamsMoved: 0 });
    expect(await store.headPosition()).toBe(0);
  });
});

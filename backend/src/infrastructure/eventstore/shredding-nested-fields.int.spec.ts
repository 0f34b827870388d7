import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELETED_USER_NAME } from '../../../domain/personal-data/personal-fields';
import { EventMetadata, NewEvent } from '../../../platform/eventstore/event-store.port';
import { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
import { ShreddingEventStore } from './shredding-event-store';
import { SqliteEventStore } from './sqlite-event-store';

const metadata: EventMetadata = { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-11-25T10:00:00.000Z' };
const event = (id: number, type: string, data: Record<string, unknown>): NewEvent => ({ id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, type, data, metadata });

describe('ShreddingEventStore: fields inside objects, and events holding only some of their personal fields', () => {
  let dir: string;
  let log: SqliteEventStore;
  let store: ShreddingEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shredding-nested-'));
    log = new SqliteEventStore(join(dir, 'events.sqlite'));
    store = new ShreddingEventStore(log, new SqlitePersonalDataKeys(join(dir, 'keys.sqlite')));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const dataOf = async (streamId: string) => (await store.readStream(streamId)).map((recorded) => recorded.data);

  it('seals a path inside an object and keeps the rest of that object in the clear; the placeholder replaces it once the person is deleted', async () => {
    const edited = event(1, 'ProfileDetailsEdited', { userId: 'u1', changes: { firstName: 'Zelinda', birthday: '2001-02-03', gradeLevel: 'COLLEGE' } });
    const payout = event(2, 'PayoutStarted', { sessionId: 's1', attempt: 1, clientId: 'c1', tutorId: 'u1', amounts: { minutes: 60 }, tutorPayout: { method: 'venmo', manualPayoutId: '@zelinda-v' }, startedAt: metadata.occurredAt });
    await store.append('user-u1', [edited], { expectedRevision: 'no_stream' });
    await store.append('payout-s1', [payout], { expectedRevision: 'no_stream' });

    const raw = [...(await log.readStream('user-u1')), ...(await log.readStream('payout-s1'))].map((recorded) => recorded.data as Record<string, unknown>);
    expect(raw[0].changes).toEqual({ gradeLevel: 'COLLEGE' });
    expect(raw[1].tutorPayout).toEqual({ method: 'venmo' });
    expect(readFileSync(join(dir, 'events.sqlite-wal')).toString('latin1')).not.toMatch(/Zelinda|zelinda-v|2001-02-03/);
    expect(await dataOf('user-u1')).toEqual([edited.data]);
    expect(await dataOf('payout-s1')).toEqual([payout.data]);
    // The caller's event is not changed by sealing.
    expect(edited.data).toMatchObject({ changes: { firstName: 'Zelinda' } });

    await store.shred('u1');

    expect((await dataOf('user-u1'))[0]).toMatchObject({ changes: { firstName: DELETED_USER_NAME, birthday: null, gradeLevel: 'COLLEGE' } });
    expect((await dataOf('payout-s1'))[0]).toMatchObject({ tutorPayout: { method: 'venmo', manualPayoutId: '' }, amounts: { minutes: 60 } });
  });

  it('reads back an edit holding one of its personal fields without the others, until the person is deleted', async () => {
    const edit = event(3, 'TutoringRequestEdited', { requestId: 'r1', clientId: 'c1', firstMessage: 'Call me at home', editedAt: metadata.occurredAt });
    await store.append('tutoring-request-r1', [edit], { expectedRevision: 'no_stream' });

    expect(await dataOf('tutoring-request-r1')).toEqual([edit.data]);

    await store.shred('c1');
    expect((await dataOf('tutoring-request-r1'))[0]).toMatchObject({ requestId: 'r1', firstMessage: '' });
  });
});

import { randomUUID } from 'node:crypto';
import { NewEvent } from '../../../platform/eventstore/event-store.port';
import { AUDIT_PART_SIZE, auditTrailProjection } from '../../../projections/audit/audit-trail.projection';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { USERS_COLLECTION, usersProjection } from '../../../projections/users/users.projection';
import { expectSameDocumentsWhenAppliedTwice, recordedInOrder } from '../../../test-support/projection-test-support';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../infrastructure/readstore/in-memory-read-store';
import { logger } from '../../../platform/logging/logger';
import { AuditHistory } from './audit-history';

const silent = logger.child({}, { level: 'silent' });

function signedUp(userId: string, firstName: string, lastName: string, profileTypes: string[]): NewEvent {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    type: 'UserSignedUp',
    data: { userId, email: `${userId}@example.com`, firstName, lastName, profileTypes, clientProfileType: null, phoneNumber: null, referralCode: null, languagePreference: 'en', signedUpAt: at },
    metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: at },
  };
}

describe('AuditHistory', () => {
  let eventStore: SqliteEventStore;
  let runner: ProjectionRunner;
  let history: AuditHistory;

  beforeEach(async () => {
    eventStore = new SqliteEventStore(':memory:');
    runner = new ProjectionRunner(eventStore, new InMemoryReadStore(), [usersProjection, auditTrailProjection], silent, { checkpointEveryMs: 1_000 });
    await runner.start();
    history = new AuditHistory(eventStore, runner.readModels);
  });

  afterEach(async () => {
    await runner.stop();
    await eventStore.close();
  });

  async function append(streamId: string, events: NewEvent[]): Promise<number> {
    const { position } = await eventStore.append(streamId, events, { expectedRevision: 'any' });
    await runner.waitForPosition(position, undefined, 5_000);
    return position;
  }

  it('shows a deleted user as deleted, without a name, whatever the log says they were', async () => {
    const adminId = randomUUID();
    await append(`user-${adminId}`, [signedUp(adminId, 'Ada', 'Admin', ['ADMIN'])]);
    const at = new Date().toISOString();
    const retried: NewEvent = { id: randomUUID(), type: 'SessionPayoutRetryRequested', data: { sessionId: 's1', byUserId: adminId, requestedAt: at }, metadata: { correlationId: 'r1', causationId: 'r1', actorId: adminId, occurredAt: at } };
    await append('session-s1', [retried]);
    expect((await history.ofStream('session-s1', { offset: 0, limit: 50 })).events[0].actor).toEqual({ role: 'ADMIN', userId: adminId, name: 'Ada Admin', deleted: false });

    // What deleteUser leaves in the users read model: the document, marked deleted, with no personal data.
    await runner.readModels.collection(USERS_COLLECTION).updateOne({ _id: adminId }, { $set: { deleted: true }, $unset: { profile: '', email: '' } });
    const [shown] = (await history.ofStream('session-s1', { offset: 0, limit: 50 })).events;
    expect(shown.actor).toEqual({ role: 'CLIENT', userId: adminId, name: null, deleted: true });
    expect(JSON.stringify(shown)).not.toContain('Ada');
  });

  it('finds a correlation\'s events across streams in commit order, a page at a time, reading each stream once per page', async () => {
    const correlationId = `payout:${randomUUID()}`;
    const at = new Date().toISOString();
    const event = (type: string, correlation: string): NewEvent => ({ id: randomUUID(), type, data: {}, metadata: { correlationId: correlation, causationId: correlation, actorId: null, occurredAt: at, via: 'job' } });
    await append('payout-a', [event('PayoutStarted', correlationId), event('ClientCharged', correlationId)]);
    await append('session-a', [event('SessionEdited', 'other'), event('SessionProcessed', correlationId)]);
    await append('payout-a', [event('TutorTransferred', correlationId)]);
    const reads = jest.spyOn(eventStore, 'readStream');
    const all = await history.ofCorrelation(correlationId, { offset: 0, limit: 50 });
    expect(all.total).toBe(4);
    expect(all.events.map((shown) => `${shown.streamId}:${shown.type}`)).toEqual(['payout-a:PayoutStarted', 'payout-a:ClientCharged', 'session-a:SessionProcessed', 'payout-a:TutorTransferred']);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(all.events.every((shown) => shown.actor.role === 'SYSTEM_JOB')).toBe(true);
    const second = await history.ofCorrelation(correlationId, { offset: 2, limit: 1 });
    expect(second.events.map((shown) => shown.type)).toEqual(['SessionProcessed']);
    expect(await history.ofCorrelation('nothing', { offset: 0, limit: 50 })).toEqual({ events: [], total: 0, offset: 0, limit: 50 });
  });

  it('pages through a correlation longer than one document holds, in commit order, across its parts', async () => {
    const correlationId = `seed:${randomUUID()}`;
    const at = new Date().toISOString();
    const count = AUDIT_PART_SIZE * 2 + 10;
    const events = Array.from({ length: count }, (): NewEvent => ({ id: randomUUID(), type: 'SessionEdited', data: {}, metadata: { correlationId, causationId: correlationId, actorId: null, occurredAt: at } }));
    for (let from = 0; from < count; from += 100) await append('bulk-stream', events.slice(from, from + 100));

    const across = await history.ofCorrelation(correlationId, { offset: AUDIT_PART_SIZE - 5, limit: 10 });
    expect(across.total).toBe(count);
    expect(across.events.map((shown) => shown.revision)).toEqual(Array.from({ length: 10 }, (_, i) => AUDIT_PART_SIZE - 5 + i));
    const last = await history.ofCorrelation(correlationId, { offset: count - 3, limit: 50 });
    expect(last.events.map((shown) => shown.revision)).toEqual([count - 3, count - 2, count - 1]);
  });

  it('keeps each event of a long correlation once however often the log is delivered', async () => {
    const events = recordedInOrder(
      Array.from({ length: AUDIT_PART_SIZE + 3 }, (_, i) => ({ streamId: `session-s${i % 7}`, type: 'SessionScheduled', data: {} })),
      new Date().toISOString(),
    );
    const documents = await expectSameDocumentsWhenAppliedTwice(auditTrailProjection, events, () => new InMemoryReadStore());
    const stored = documents['audit-trail'] as Array<{ _id: string; streamIds: string[]; total?: number }>;
    expect(stored.map((document) => [document._id, document.streamIds.length, document.total])).toEqual([
      ['c', AUDIT_PART_SIZE, AUDIT_PART_SIZE + 3],
      ['c#1', 3, undefined],
    ]);
  });

  it('keeps one audit entry per event however often the log is delivered', async () => {
    const events = recordedInOrder(
      [
        { streamId: 'session-s1', type: 'SessionScheduled', data: {} },
        { streamId: 'payout-s1', type: 'ClientCharged', data: {} },
      ],
      new Date().toISOString(),
    );
    const documents = await expectSameDocumentsWhenAppliedTwice(auditTrailProjection, events, () => new InMemoryReadStore());
    // Both events are of correlation 'c': one document, each event in it once.
    expect(documents['audit-trail']).toEqual([expect.objectContaining({ _id: 'c', streamIds: ['session-s1', 'payout-s1'], revisions: [0, 1] })]);
  });
});

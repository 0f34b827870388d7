import { SqliteEventStore } from '../infrastructure/eventstore/sqlite-event-store';
import { WrongExpectedVersion } from '../infrastructure/eventstore/event-store.port';
import { userDecider } from '../../domain/accounts/user.decider';
import { CommandContext, handleCommand } from './handle-command';

const context = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  correlationId: 'c1',
  causationId: 'r1',
  actorId: 'u1',
  now: new Date('2026-11-22T10:00:00Z'),
  ...overrides,
});
const signUp = {
  type: 'SignUpUser' as const,
  data: { userId: 'u1', email: 'a@example.com', password: 'long enough', firstName: 'A', lastName: 'B', profileTypes: ['TUTOR' as const] },
};

describe('handleCommand over the SQLite event store', () => {
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
  });
  afterEach(async () => store.close());

  it('appends the decided events with the context as metadata and returns their position', async () => {
    const outcome = await handleCommand(store, 'user-u1', userDecider, signUp, context());
    const [event] = await store.readStream('user-u1');
    expect(outcome.position).toBe(event.position);
    expect(event.type).toBe('UserSignedUp');
    expect(event.metadata).toEqual({ correlationId: 'c1', causationId: 'r1', actorId: 'u1', occurredAt: '2026-11-22T10:00:00.000Z' });
  });

  it('decides against the folded stream: a second sign-up on the same stream is refused', async () => {
    await handleCommand(store, 'user-u1', userDecider, signUp, context());
    await expect(handleCommand(store, 'user-u1', userDecider, signUp, context())).rejects.toThrow('An account with this email already exists');
  });

  it('returns position 0 and appends nothing when the decider decides nothing', async () => {
    await handleCommand(store, 'user-u1', userDecider, signUp, context());
    const before = await store.headPosition();
    const outcome = await handleCommand(store, 'user-u1', userDecider, { type: 'SaveLanguagePreference', data: { language: 'en' } }, context());
    expect(outcome.position).toBe(0);
    expect(await store.headPosition()).toBe(before);
  });

  it('lets exactly one of two concurrent commands on a stream win; the other gets WrongExpectedVersion', async () => {
    await handleCommand(store, 'user-u1', userDecider, signUp, context());
    const change = (language: string) => handleCommand(store, 'user-u1', userDecider, { type: 'SaveLanguagePreference', data: { language } }, context());
    // Both read revision 0 before either appends: the slower append must be rejected.
    const originalRead = store.readStream.bind(store);
    let reads = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    store.readStream = async (...args) => {
      const events = await originalRead(...args);
      reads += 1;
      if (reads === 2) release();
      await bothRead;
      return events;
    };
    const results = await Promise.allSettled([change('sp'), change('sp')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(WrongExpectedVersion);
  });

  it('gives a retried command with the same idempotency key the same event ids, so its re-append is a no-op', async () => {
    const other = new SqliteEventStore(':memory:');
    await handleCommand(store, 'user-u1', userDecider, signUp, context({ idempotencyKey: 'signup-1' }));
    await handleCommand(other, 'user-u1', userDecider, signUp, context({ idempotencyKey: 'signup-1' }));
    await handleCommand(other, 'user-u2', userDecider, signUp, context({ idempotencyKey: 'signup-1' }));
    const [first] = await store.readStream('user-u1');
    const [retried] = await other.readStream('user-u1');
    const [elsewhere] = await other.readStream('user-u2');
    await other.close();
    expect(retried.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
    await store.append('user-u1', [{ id: first.id, type: first.type, data: first.data, metadata: first.metadata }], { expectedRevision: 'no_stream' });
    expect(await store.readStream('user-u1')).toHaveLength(1);
  });
});

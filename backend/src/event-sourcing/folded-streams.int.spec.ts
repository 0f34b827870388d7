import { userDecider } from '../../domain/accounts/user.decider';
import { SqliteEventStore } from '../infrastructure/eventstore/sqlite-event-store';
import { CommandPipeline } from './command-pipeline';
import { FoldedStreams } from './folded-streams';

const now = new Date('2026-11-22T10:00:00Z');
const signUp = (userId: string) => ({
  type: 'SignUpUser' as const,
  data: { userId, email: `${userId}@example.com`, password: 'long enough', firstName: 'A', lastName: 'B', profileTypes: ['TUTOR' as const] },
});

describe('FoldedStreams', () => {
  let store: SqliteEventStore;
  let fromStart: string[];

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    const pipeline = new CommandPipeline(store, { now: () => now }, { waitForPosition: async () => true }, 0);
    for (const userId of ['u1', 'u2', 'u3']) await pipeline.run(userDecider, `user-${userId}`, signUp(userId), { correlationId: 'c', causationId: 'c', actorId: null, now });
    fromStart = [];
    const readStream = store.readStream.bind(store);
    store.readStream = async (streamId, options) => {
      if (options?.fromRevision === undefined) fromStart.push(streamId);
      return readStream(streamId, options);
    };
  });
  afterEach(async () => store.close());

  it('forgets the least recently used stream past its stream limit, and folds it again from the start', async () => {
    const folded = new FoldedStreams(store, { streams: 2, eventIds: 100 });
    await folded.fold(userDecider, 'user-u1');
    await folded.fold(userDecider, 'user-u2');
    await folded.fold(userDecider, 'user-u1');
    await folded.fold(userDecider, 'user-u3');
    await folded.fold(userDecider, 'user-u1');
    await folded.fold(userDecider, 'user-u2');
    expect(fromStart).toEqual(['user-u1', 'user-u2', 'user-u3', 'user-u2']);
  });

  it('forgets streams past its limit of event ids', async () => {
    const folded = new FoldedStreams(store, { streams: 10, eventIds: 2 });
    for (const userId of ['u1', 'u2', 'u3', 'u1']) await folded.fold(userDecider, `user-${userId}`);
    expect(fromStart).toEqual(['user-u1', 'user-u2', 'user-u3', 'user-u1']);
  });

  it('keeps one fold per decider of a stream', async () => {
    const folded = new FoldedStreams(store);
    const countingEvents = { initialState: () => 0, evolve: (count: number) => count + 1, decide: () => [] };
    expect((await folded.fold(userDecider, 'user-u1')).state).toMatchObject({ status: 'registered' });
    expect((await folded.fold(countingEvents, 'user-u1')).state).toBe(1);
    expect((await folded.fold(userDecider, 'user-u1')).state).toMatchObject({ status: 'registered' });
  });
});

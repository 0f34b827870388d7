import { userDecider } from '../../domain/accounts/user.decider';
import { Decider, DomainCommand, DomainEvent } from '../../domain/shared/decider';
import { RequestMessages } from '../../domain/shared/request.rules';
import { WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { SqliteEventStore } from '../infrastructure/eventstore/sqlite-event-store';
import { CommandContext, CommandPipeline, ConflictError, CONCURRENCY_RETRY, IdempotencyKeyReusedError, ReadModelsBehindError } from './command-pipeline';

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
const saveLanguage = (language: string) => ({ type: 'SaveLanguagePreference' as const, data: { language } });

/** A decider whose one command records several events, to tell each event's revision and position apart. */
type NoteCommand = DomainCommand<'Note', { lines: string[] }>;
type NoteEvent = DomainEvent<'Noted', { line: string }>;
const notesDecider: Decider<NoteCommand, NoteEvent, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command) => command.data.lines.map((line) => ({ type: 'Noted', data: { line } })),
};
const note = (...lines: string[]) => ({ type: 'Note' as const, data: { lines } });

describe('CommandPipeline over the SQLite event store', () => {
  let store: SqliteEventStore;
  let pipeline: CommandPipeline;
  /** A second process on the same store: its own cache and queue. */
  let otherProcess: CommandPipeline;
  const waited: Array<{ position: number; names: readonly string[] }> = [];

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    waited.length = 0;
    const readModels = {
      waitForPosition: async (position: number, names: readonly string[] = []) => {
        waited.push({ position, names });
        return true;
      },
    };
    pipeline = new CommandPipeline(store, { now: () => new Date('2026-11-22T10:00:00Z') }, readModels, 100);
    otherProcess = new CommandPipeline(store, { now: () => new Date('2026-11-22T10:00:00Z') }, readModels, 100);
  });
  afterEach(async () => store.close());

  it('appends the decided events with the context as metadata and returns their position', async () => {
    const outcome = await pipeline.run(userDecider, 'user-u1', signUp, context());
    const [event] = await store.readStream('user-u1');
    expect(outcome.position).toBe(event.position);
    expect(outcome.nextExpectedRevision).toBe(0);
    expect(event.type).toBe('UserSignedUp');
    expect(event.metadata).toEqual({ correlationId: 'c1', causationId: 'r1', actorId: 'u1', occurredAt: '2026-11-22T10:00:00.000Z' });
  });

  it('decides against the folded stream: a second sign-up on the same stream is refused', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await expect(pipeline.run(userDecider, 'user-u1', signUp, context())).rejects.toThrow('An account with this email already exists');
  });

  it('loads a stream as the decider folds it, with its revision', async () => {
    expect(await pipeline.load(userDecider, 'user-u1')).toEqual({ state: userDecider.initialState(), revision: 'no_stream' });
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    const loaded = await pipeline.load(userDecider, 'user-u1');
    expect(loaded.revision).toBe(1);
    expect(loaded.state).toMatchObject({ status: 'registered', language: 'sp' });
  });

  it('returns position 0 and appends nothing when the decider decides nothing', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const before = await store.headPosition();
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context());
    expect(outcome.position).toBe(0);
    expect(await store.headPosition()).toBe(before);
  });

  it('decides again on a concurrent append: the loser of two racing commands sees the winner and records nothing twice', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    // Both processes hold the stream at the same revision, so both decide on it without reading.
    await otherProcess.load(userDecider, 'user-u1');
    const results = await Promise.allSettled([pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context()), otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context())]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const types = (await store.readStream('user-u1')).map((event) => event.type);
    expect(types.filter((type) => type === 'LanguagePreferenceSaved')).toHaveLength(1);
  });

  it('gives up with WrongExpectedVersion after the bounded number of attempts', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    let appends = 0;
    store.append = async (streamId) => {
      appends += 1;
      throw new WrongExpectedVersion(streamId, 0, 1);
    };
    await expect(pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context())).rejects.toBeInstanceOf(WrongExpectedVersion);
    // The first on the stream as kept, the others on the log as it is.
    expect(appends).toBe(CONCURRENCY_RETRY.attempts);
  });

  it('decides a command on the stream as this process last saw it without reading the log, and appends expecting that revision', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const reads: string[] = [];
    const read = store.readStream.bind(store);
    store.readStream = async (streamId, options) => {
      reads.push(streamId);
      return read(streamId, options);
    };
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    expect(reads).toEqual([]);
    expect(outcome.nextExpectedRevision).toBe(1);
    expect((await pipeline.load(userDecider, 'user-u1')).state).toMatchObject({ language: 'sp' });
  });

  it('decides again on the log when another process moved the stream on: what the stale fold decided is not recorded', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    // Another process saves Spanish; this one still holds the stream from before and is asked for English.
    await otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context());
    expect(outcome.nextExpectedRevision).toBe(2);
    const languages = (await store.readStream('user-u1')).filter((event) => event.type === 'LanguagePreferenceSaved').map((event) => (event.data as { language: string }).language);
    expect(languages).toEqual(['sp', 'en']);
  });

  it('decides again on the log what a stale fold decided nothing on: a change another process made is not taken for no change', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    // English is this process's last view (the default); another process switched to Spanish meanwhile.
    await otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context());
    expect(outcome.events.map((event) => event.type)).toEqual(['LanguagePreferenceSaved']);
    expect((await otherProcess.load(userDecider, 'user-u1')).state).toMatchObject({ language: 'en' });
  });

  it('refuses on the log, not on a stale fold: a command the stream as kept would refuse is decided again', async () => {
    // This process folds the stream before sign-up; another process signs the user up.
    await pipeline.load(userDecider, 'user-u1');
    await otherProcess.run(userDecider, 'user-u1', signUp, context());
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    expect(outcome.events.map((event) => event.type)).toEqual(['LanguagePreferenceSaved']);
  });

  it('takes a stale edit for a conflict only on the log: an edit made from a revision another process wrote goes through', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const edited = await otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    // The user saw revision 1 (another process's); this process still holds revision 0.
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context(), { expectedRevision: edited.nextExpectedRevision });
    expect(outcome.nextExpectedRevision).toBe(2);
  });

  it('refuses a stale edit with CONFLICT instead of deciding again: the user saw an older revision', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    await expect(pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context(), { expectedRevision: 0 })).rejects.toBeInstanceOf(ConflictError);
    const outcome = await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context(), { expectedRevision: 1 });
    expect(outcome.nextExpectedRevision).toBe(2);
  });

  it('answers CONFLICT to the loser of two edits made from the same revision', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await otherProcess.load(userDecider, 'user-u1');
    const results = await Promise.allSettled([
      pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context(), { expectedRevision: 0 }),
      otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context(), { expectedRevision: 0 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(ConflictError);
  });

  it('records a command retried with the same idempotency key once, answering the first position', async () => {
    const first = await pipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1' }));
    const retried = await pipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1' }));
    expect(retried.replayed).toBe(true);
    expect(retried.position).toBe(first.position);
    expect(await store.readStream('user-u1')).toHaveLength(1);
  });

  it('records the fingerprint of the input a key came with, and answers a retry with the same input from the first run', async () => {
    const keyed = context({ idempotencyKey: 'signup-1', inputFingerprint: 'fp-a' });
    const first = await pipeline.run(userDecider, 'user-u1', signUp, keyed);
    const [event] = await store.readStream('user-u1');
    expect(event.metadata.inputFingerprint).toBe('fp-a');
    // Another process, which folds the stream from the store, compares with the recorded fingerprint too.
    for (const runner of [pipeline, otherProcess]) expect(await runner.run(userDecider, 'user-u1', signUp, keyed)).toMatchObject({ replayed: true, position: first.position });
  });

  it('refuses a key sent again with other input, in this process and in another, deciding and recording nothing', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context({ idempotencyKey: 'switch-1', inputFingerprint: 'fp-sp' }));
    for (const runner of [pipeline, otherProcess]) {
      const reused = runner.run(userDecider, 'user-u1', saveLanguage('en'), context({ idempotencyKey: 'switch-1', inputFingerprint: 'fp-en' }));
      await expect(reused).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
      await expect(reused).rejects.toThrow('Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    expect((await store.readStream('user-u1')).map((event) => event.type)).toEqual(['UserSignedUp', 'LanguagePreferenceSaved']);
    expect((await pipeline.load(userDecider, 'user-u1')).state).toMatchObject({ language: 'sp' });
  });

  it('compares no fingerprint where either side has none: events recorded before fingerprints, and reactions', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1' }));
    expect(await pipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1', inputFingerprint: 'fp-new' }))).toMatchObject({ replayed: true });
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context({ idempotencyKey: 'switch-1', inputFingerprint: 'fp-sp' }));
    expect(await otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context({ idempotencyKey: 'switch-1' }))).toMatchObject({ replayed: true });
  });

  it('derives event ids from the key and the stream, so the same key elsewhere records its own events', async () => {
    const other = new SqliteEventStore(':memory:');
    const otherPipeline = new CommandPipeline(other, { now: () => new Date() }, { waitForPosition: async () => true }, 100);
    await pipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1' }));
    await otherPipeline.run(userDecider, 'user-u1', signUp, context({ idempotencyKey: 'signup-1' }));
    await otherPipeline.run(userDecider, 'user-u2', { ...signUp, data: { ...signUp.data, userId: 'u2' } }, context({ idempotencyKey: 'signup-1' }));
    const [first] = await store.readStream('user-u1');
    const [again] = await other.readStream('user-u1');
    const [elsewhere] = await other.readStream('user-u2');
    await other.close();
    expect(again.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('refuses a blank, over-long or control-character idempotency key, and takes an empty one as none', () => {
    const request = { correlationId: 'c1', requestId: 'r1' };
    for (const key of ['   ', 'k'.repeat(201), 'a\u0000b']) {
      expect(() => pipeline.contextOf(request, 'u1', key)).toThrow(expect.objectContaining({ fieldErrors: { idempotencyKey: RequestMessages.idempotencyKey } }));
    }
    expect(pipeline.contextOf(request, 'u1', '').idempotencyKey).toBeUndefined();
    expect(pipeline.contextOf(request, 'u1', '6f1c1a52-7a0e-4c55-9d1b-8d7c1c2f0b7e').idempotencyKey).toBe('6f1c1a52-7a0e-4c55-9d1b-8d7c1c2f0b7e');
  });

  it('names the events a reaction records after the event that caused them, so redelivery records nothing twice', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const [cause] = await store.readStream('user-u1');
    const reacted = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), pipeline.contextOfEvent(cause, 'language'));
    const redelivered = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), pipeline.contextOfEvent(cause, 'language'));
    expect(redelivered.replayed).toBe(true);
    expect(redelivered.position).toBe(reacted.position);
    const [, effect] = await store.readStream('user-u1');
    expect(effect.metadata).toMatchObject({ correlationId: 'c1', causationId: cause.id, actorId: cause.metadata.actorId, via: 'reaction' });
  });

  it('records what acted besides a request (via): a reaction, a job, the system; a request\'s events carry none', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), pipeline.systemContext('job-1', 'job-1:language', 'job'));
    await pipeline.run(userDecider, 'user-u1', saveLanguage('en'), pipeline.systemContext('start-up'));
    const [requested, byJob, bySystem] = await store.readStream('user-u1');
    expect(requested.metadata.via).toBeUndefined();
    expect(byJob.metadata).toMatchObject({ correlationId: 'job-1', causationId: 'job-1', actorId: null, via: 'job' });
    expect(bySystem.metadata).toMatchObject({ correlationId: 'start-up', actorId: null, via: 'system' });
  });

  it('gives each event it recorded with its revision and position, and on a replay the ones the key first recorded', async () => {
    await pipeline.run(notesDecider, 'notes-1', note('before'), context());
    await pipeline.run(notesDecider, 'notes-elsewhere', note('between'), context());
    const first = await pipeline.run(notesDecider, 'notes-1', note('one', 'two', 'three'), context({ idempotencyKey: 'note-1' }));
    const asLogged = (await store.readStream('notes-1', { fromRevision: 1 })).map(({ type, data, revision, position }) => ({ event: { type, data }, revision, position }));
    expect(asLogged.map((recorded) => recorded.revision)).toEqual([1, 2, 3]);
    expect(first.recorded).toEqual(asLogged);
    expect(first.position).toBe(asLogged[2].position);
    // Later events, so the replay cannot answer from the stream's end.
    await pipeline.run(notesDecider, 'notes-1', note('after'), context());
    for (const runner of [pipeline, otherProcess]) {
      const retried = await runner.run(notesDecider, 'notes-1', note('one', 'two', 'three'), context({ idempotencyKey: 'note-1' }));
      expect(retried).toMatchObject({ replayed: true, events: [], recorded: asLogged, position: asLogged[2].position, nextExpectedRevision: 4 });
    }
    expect(await store.readStream('notes-1')).toHaveLength(5);
  });

  it('answers a replay on a stream erased since it was folded (a deleted user) with nothing recorded to wait for', async () => {
    await pipeline.run(notesDecider, 'notes-1', note('one'), context({ idempotencyKey: 'note-1' }));
    await store.deleteStreams(['notes-1']);
    expect(await pipeline.run(notesDecider, 'notes-1', note('one'), context({ idempotencyKey: 'note-1' }))).toMatchObject({ replayed: true, recorded: [], position: 0 });
  });

  it('records nothing and answers no recorded event when the decider decides nothing', async () => {
    expect(await pipeline.run(notesDecider, 'notes-1', note(), context())).toMatchObject({ events: [], recorded: [], position: 0 });
  });

  describe('when the read models miss the read-your-writes wait', () => {
    let readModelsHold: boolean;
    let lagging: CommandPipeline;
    beforeEach(() => {
      readModelsHold = false;
      lagging = new CommandPipeline(store, { now: () => new Date('2026-11-22T10:00:00Z') }, { waitForPosition: async () => readModelsHold }, 100, {
        waitForPosition: async () => readModelsHold,
      });
    });

    it('raises ReadModelsBehindError once recorded; a retry with the same key records nothing new, waits again and answers', async () => {
      const keyed = context({ idempotencyKey: 'signup-1' });
      const missed = lagging.run(userDecider, 'user-u1', signUp, keyed, { awaitReadModels: ['users'] });
      await expect(missed).rejects.toBeInstanceOf(ReadModelsBehindError);
      await expect(missed).rejects.toMatchObject({ awaited: ['users'], message: 'Your change was saved and will show in a moment.' });
      const [recorded] = await store.readStream('user-u1');
      await expect(lagging.run(userDecider, 'user-u1', signUp, keyed, { awaitReadModels: ['users'] })).rejects.toMatchObject({ position: recorded.position });

      readModelsHold = true;
      const retried = await lagging.run(userDecider, 'user-u1', signUp, keyed, { awaitReadModels: ['users'] });
      expect(retried).toMatchObject({ replayed: true, position: recorded.position });
      expect(await store.readStream('user-u1')).toHaveLength(1);
    });

    it('answers a caller that builds its answer from what it recorded, and one that waits for nothing', async () => {
      const answered = await lagging.run(notesDecider, 'notes-1', note('sent'), context(), { awaitReadModels: ['conversations'], answersFromRecorded: true });
      expect(answered.recorded.map((recorded) => recorded.event)).toEqual([{ type: 'Noted', data: { line: 'sent' } }]);
      await expect(lagging.run(notesDecider, 'notes-1', note('unwatched'), context())).resolves.toMatchObject({ replayed: false });
    });

    it('raises it when the workflows or then the read models miss the wait', async () => {
      const { position } = await lagging.run(userDecider, 'user-u1', signUp, context());
      await expect(lagging.awaitWorkflows(position, ['a-reaction'], ['users'])).rejects.toMatchObject({ awaited: ['a-reaction'] });
      const reactionsOnly = new CommandPipeline(store, { now: () => new Date() }, { waitForPosition: async () => false }, 100, { waitForPosition: async () => true });
      await expect(reactionsOnly.awaitWorkflows(position, ['a-reaction'], ['users'])).rejects.toMatchObject({ awaited: ['users'] });
    });
  });

  it('waits for the read models the caller names, and for none when none are named', async () => {
    const outcome = await pipeline.run(userDecider, 'user-u1', signUp, context(), { awaitReadModels: ['users'] });
    await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    expect(waited).toEqual([{ position: outcome.position, names: ['users'] }]);
  });

  it('runs the commands of one stream one after another in a process, so they never conflict with each other', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    let appends = 0;
    const append = store.append.bind(store);
    store.append = async (...args) => {
      appends += 1;
      return append(...args);
    };
    await Promise.all([pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context()), pipeline.run(userDecider, 'user-u1', saveLanguage('en'), context())]);
    expect(appends).toBe(2);
    expect((await pipeline.load(userDecider, 'user-u1')).state).toMatchObject({ language: 'en' });
  });

  it('reads only the events after the fold it keeps, and still sees what another process appended', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const reads: Array<number | undefined> = [];
    const readStream = store.readStream.bind(store);
    store.readStream = async (streamId, options) => {
      reads.push(options?.fromRevision);
      return readStream(streamId, options);
    };
    await otherProcess.run(userDecider, 'user-u1', saveLanguage('sp'), context());
    const loaded = await pipeline.load(userDecider, 'user-u1');
    expect(loaded).toMatchObject({ revision: 1, state: { language: 'sp' } });
    expect(reads).toEqual([undefined, 1]);
  });

  it('finds a retried key on a long stream it keeps folded, without reading the stream again from its start', async () => {
    await pipeline.run(userDecider, 'user-u1', signUp, context());
    const first = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context({ idempotencyKey: 'switch-1' }));
    for (let index = 0; index < 50; index++) await pipeline.run(userDecider, 'user-u1', saveLanguage(index % 2 === 0 ? 'en' : 'sp'), context());
    const fromStart: Array<number | undefined> = [];
    const readStream = store.readStream.bind(store);
    store.readStream = async (streamId, options) => {
      if (!options?.fromRevision) fromStart.push(options?.fromRevision);
      return readStream(streamId, options);
    };
    const retried = await pipeline.run(userDecider, 'user-u1', saveLanguage('sp'), context({ idempotencyKey: 'switch-1' }));
    expect(retried).toMatchObject({ replayed: true, position: first.position });
    expect(fromStart).toEqual([]);
  });
});

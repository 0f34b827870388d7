import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { EventMetadata, EventStore, NewEvent, RecordedEvent, Subscription, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';

export interface EventStoreUnderTest {
  store: EventStore;
  /** Opens the same log again after `store.close()`, as a restarted process would; omit when not possible. */
  reopen?: () => Promise<EventStore>;
  /** Closes `store` and removes what makeStore created. */
  cleanup: () => Promise<void>;
  /** Whether the adapter lists its streams by name (streamIdsStartingWith) rather than leaving it out. */
  listsStreams: boolean;
}

/**
 * The behaviour every EventStore adapter must have. Each test gets a fresh store from makeStore and
 * uses its own streams, so the suite also runs against a shared server that holds other events:
 * reads of $all are started at the head position taken before the test and filtered to its streams.
 */
export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStoreUnderTest>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let reopen: EventStoreUnderTest['reopen'];
    let cleanup: EventStoreUnderTest['cleanup'];
    let listsStreams: boolean;
    const reopenedStores: EventStore[] = [];

    beforeEach(async () => {
      ({ store, reopen, cleanup, listsStreams } = await makeStore());
    });

    afterEach(async () => {
      await Promise.all(reopenedStores.splice(0).map((reopened) => reopened.close()));
      await cleanup();
    });

    describe('append and readStream', () => {
      it('records events with revisions from 0, increasing positions, and data and metadata as given', async () => {
        const streamId = newStreamId();
        const first = newEvents(3);
        const second = newEvents(2);

        const firstResult = await store.append(streamId, first, { expectedRevision: 'no_stream' });
        const secondResult = await store.append(streamId, second, { expectedRevision: 2 });

        const recorded = await store.readStream(streamId);
        expect(recorded.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(recorded.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual([...first, ...second]);
        expect(recorded.every((event) => event.streamId === streamId)).toBe(true);
        expectStrictlyIncreasing(recorded.map((event) => event.position));
        expect(recorded.every((event) => new Date(event.recordedAt).toISOString() === event.recordedAt)).toBe(true);
        const positions = recorded.map((event) => event.position);
        expect(firstResult).toEqual({ nextExpectedRevision: 2, position: positions[2], positions: positions.slice(0, 3) });
        expect(secondResult).toEqual({ nextExpectedRevision: 4, position: positions[4], positions: positions.slice(3) });
      });

      it('gives an empty array for a stream that does not exist', async () => {
        expect(await store.readStream(newStreamId())).toEqual([]);
        expect(await store.readStream(newStreamId(), { direction: 'backwards' })).toEqual([]);
      });

      it('reads backwards, from a revision, and at most maxCount events', async () => {
        const streamId = newStreamId();
        await store.append(streamId, newEvents(10), { expectedRevision: 'no_stream' });
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(streamId, options)).map((event) => event.revision);

        expect(await revisions({ direction: 'backwards' })).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
        expect(await revisions({ fromRevision: 7 })).toEqual([7, 8, 9]);
        expect(await revisions({ direction: 'backwards', fromRevision: 2 })).toEqual([2, 1, 0]);
        expect(await revisions({ maxCount: 3 })).toEqual([0, 1, 2]);
        expect(await revisions({ direction: 'backwards', maxCount: 2 })).toEqual([9, 8]);
        expect(await revisions({ fromRevision: 4, maxCount: 2 })).toEqual([4, 5]);
        expect(await revisions({ fromRevision: 10 })).toEqual([]);
      });

      it('accepts an empty append and answers with the stream as it is', async () => {
        const streamId = newStreamId();
        expect(await store.append(streamId, [], { expectedRevision: 'no_stream' })).toEqual({ nextExpectedRevision: -1, position: 0, positions: [] });
        const appended = await store.append(streamId, newEvents(2), { expectedRevision: 'no_stream' });
        const asItIs = { nextExpectedRevision: appended.nextExpectedRevision, position: appended.position, positions: [] };

        expect(await store.append(streamId, [], { expectedRevision: 1 })).toEqual(asItIs);
        expect(await store.append(streamId, [], { expectedRevision: 'any' })).toEqual(asItIs);
        await expect(store.append(streamId, [], { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(streamId)).toHaveLength(2);
      });
    });

    describe('expected revision', () => {
      it("rejects 'no_stream' on a stream that exists", async () => {
        const streamId = newStreamId();
        await store.append(streamId, newEvents(3), { expectedRevision: 'no_stream' });

        const append = store.append(streamId, newEvents(1), { expectedRevision: 'no_stream' });

        await expect(append).rejects.toBeInstanceOf(WrongExpectedVersion);
        await expect(append).rejects.toMatchObject({ streamId, expected: 'no_stream', actual: 2 });
        expect(await store.readStream(streamId)).toHaveLength(3);
      });

      it('rejects a revision that is not the revision of the last event', async () => {
        const streamId = newStreamId();
        await store.append(streamId, newEvents(3), { expectedRevision: 'no_stream' });

        await expect(store.append(streamId, newEvents(1), { expectedRevision: 1 })).rejects.toMatchObject({ expected: 1, actual: 2 });
        await expect(store.append(streamId, newEvents(1), { expectedRevision: 3 })).rejects.toBeInstanceOf(WrongExpectedVersion);
        await expect(store.append(newStreamId(), newEvents(1), { expectedRevision: 0 })).rejects.toMatchObject({ actual: 'no_stream' });
        expect(await store.readStream(streamId)).toHaveLength(3);
      });

      it("appends with 'any' whether or not the stream exists", async () => {
        const streamId = newStreamId();
        expect(await store.append(streamId, newEvents(2), { expectedRevision: 'any' })).toMatchObject({ nextExpectedRevision: 1 });
        expect(await store.append(streamId, newEvents(1), { expectedRevision: 'any' })).toMatchObject({ nextExpectedRevision: 2 });
        expect(await store.readStream(streamId)).toHaveLength(3);
      });

      it('lets exactly one of several writers racing with the same expected revision win', async () => {
        const newStream = newStreamId();
        const existingStream = newStreamId();
        await store.append(existingStream, newEvents(1), { expectedRevision: 'no_stream' });

        const creations = await Promise.allSettled(
          Array.from({ length: 10 }, () => store.append(newStream, newEvents(2), { expectedRevision: 'no_stream' })),
        );
        const updates = await Promise.allSettled(
          Array.from({ length: 10 }, () => store.append(existingStream, newEvents(2), { expectedRevision: 0 })),
        );

        for (const outcomes of [creations, updates]) {
          expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
          const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
          expect(failures).toHaveLength(9);
          expect(failures.every((failure) => failure instanceof WrongExpectedVersion)).toBe(true);
        }
        expect(await store.readStream(newStream)).toHaveLength(2);
        expect(await store.readStream(existingStream)).toHaveLength(3);
      });
    });

    describe('idempotent append', () => {
      it('re-appending the same ids with the same expected revision changes nothing and answers as the first time', async () => {
        const streamId = newStreamId();
        const start = await store.headPosition();
        const first = newEvents(3);
        const second = newEvents(2);
        const firstResult = await store.append(streamId, first, { expectedRevision: 'no_stream' });
        const secondResult = await store.append(streamId, second, { expectedRevision: 2 });

        expect(await store.append(streamId, first, { expectedRevision: 'no_stream' })).toEqual(firstResult);
        expect(await store.append(streamId, second, { expectedRevision: 2 })).toEqual(secondResult);
        expect(await store.append(streamId, second, { expectedRevision: 'any' })).toEqual(secondResult);

        expect((await store.readStream(streamId)).map((event) => event.id)).toEqual([...first, ...second].map((event) => event.id));
        expect(ofStreams(await store.readAll({ fromPosition: start }), [streamId])).toHaveLength(5);
      });

      it('rejects a batch that only partly matches events already stored', async () => {
        const streamId = newStreamId();
        const stored = newEvents(3);
        await store.append(streamId, stored, { expectedRevision: 'no_stream' });

        await expect(store.append(streamId, [stored[0], ...newEvents(1)], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
          WrongExpectedVersion,
        );
        await expect(store.append(streamId, [...stored, ...newEvents(1)], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
          WrongExpectedVersion,
        );
        expect((await store.readStream(streamId)).map((event) => event.id)).toEqual(stored.map((event) => event.id));
      });
    });

    describe('readAll', () => {
      it('returns 10,000 events of 100 streams in commit order, the same in one read or in pages', async () => {
        const start = await store.headPosition();
        const streamIds = Array.from({ length: 100 }, newStreamId);
        const appendedIds: string[] = [];
        for (let round = 0; round < 10; round += 1) {
          await Promise.all(
            streamIds.map(async (streamId) => {
              const batch = newEvents(10);
              await store.append(streamId, batch, { expectedRevision: round === 0 ? 'no_stream' : round * 10 - 1 });
              appendedIds.push(...batch.map((event) => event.id));
            }),
          );
        }

        const all = ofStreams(await store.readAll({ fromPosition: start }), streamIds);
        expect(all).toHaveLength(10_000);
        expect(new Set(all.map((event) => event.id))).toEqual(new Set(appendedIds));
        expectStrictlyIncreasing(all.map((event) => event.position));
        for (const streamId of streamIds) {
          const revisions = all.filter((event) => event.streamId === streamId).map((event) => event.revision);
          expect(revisions).toEqual(Array.from({ length: 100 }, (_, revision) => revision));
        }

        const paged: RecordedEvent[] = [];
        for (let from = start; ; ) {
          const page = await store.readAll({ fromPosition: from, maxCount: 777 });
          if (page.length === 0) break;
          // Fails fast, instead of paging forever, when fromPosition is not exclusive.
          expect(page[0].position).toBeGreaterThan(from);
          expect(page.length).toBeLessThanOrEqual(777);
          paged.push(...page);
          from = page[page.length - 1].position;
        }
        expect(ofStreams(paged, streamIds)).toEqual(all);
      });

      it('starts strictly after fromPosition', async () => {
        const streamId = newStreamId();
        const start = await store.headPosition();
        await store.append(streamId, newEvents(5), { expectedRevision: 'no_stream' });
        const all = ofStreams(await store.readAll({ fromPosition: start }), [streamId]);

        const afterSecond = ofStreams(await store.readAll({ fromPosition: all[1].position }), [streamId]);

        expect(afterSecond).toEqual(all.slice(2));
      });
    });

    describe('subscribeToAll', () => {
      it('delivers the past then live events while appends go on, with no gap and no duplicate', async () => {
        const start = await store.headPosition();
        const streamIds = Array.from({ length: 5 }, newStreamId);
        for (const streamId of streamIds) await store.append(streamId, newEvents(20), { expectedRevision: 'no_stream' });
        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: start,
          onEvent: async (event) => {
            delivered.push(event);
            if (delivered.length % 7 === 0) await nextTurnOfEventLoop();
          },
        });

        for (let round = 0; round < 20; round += 1) {
          for (const streamId of streamIds) await store.append(streamId, newEvents(5), { expectedRevision: 19 + round * 5 });
          await nextTurnOfEventLoop();
        }
        const expected = ofStreams(await store.readAll({ fromPosition: start }), streamIds).map((event) => event.id);
        expect(expected).toHaveLength(600);
        await eventually(() => ofStreams(delivered, streamIds).length >= expected.length, { timeoutMs: 20_000 });
        await subscription.stop();

        expect(ofStreams(delivered, streamIds).map((event) => event.id)).toEqual(expected);
        expectStrictlyIncreasing(delivered.map((event) => event.position));
      });

      it('resumes from a checkpoint after the store is closed and reopened, with no gap and no duplicate', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId();
        for (let batch = 0; batch < 3; batch += 1) {
          await store.append(streamId, newEvents(10), { expectedRevision: batch === 0 ? 'no_stream' : batch * 10 - 1 });
        }
        const beforeCheckpoint: RecordedEvent[] = [];
        let checkpoint = start;
        const firstRun: Subscription = store.subscribeToAll({
          fromPosition: start,
          onEvent: (event) => {
            checkpoint = event.position;
            if (event.streamId !== streamId) return;
            beforeCheckpoint.push(event);
            // Not awaited: stop() waits for this handler to return.
            if (beforeCheckpoint.length === 12) void firstRun.stop();
          },
        });
        await eventually(() => beforeCheckpoint.length >= 12);
        await firstRun.stop();
        expect(beforeCheckpoint).toHaveLength(12);

        await store.append(streamId, newEvents(20), { expectedRevision: 29 });
        let resumedStore = store;
        if (reopen) {
          await store.close();
          resumedStore = await reopen();
          reopenedStores.push(resumedStore);
        }
        const afterCheckpoint: RecordedEvent[] = [];
        const secondRun = resumedStore.subscribeToAll({
          fromPosition: checkpoint,
          onEvent: (event) => {
            if (event.streamId === streamId) afterCheckpoint.push(event);
          },
        });
        await eventually(() => afterCheckpoint.length >= 38, { timeoutMs: 10_000 });
        await secondRun.stop();

        const expected = (await resumedStore.readStream(streamId)).map((event) => event.id);
        expect(expected).toHaveLength(50);
        expect([...beforeCheckpoint, ...afterCheckpoint].map((event) => event.id)).toEqual(expected);
        expect(beforeCheckpoint).toHaveLength(12);
      });

      it('delivers every event in order, with the data and metadata a subscription reads, when it reads only some', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId();
        const written = [...newEvents(3), ...newEvents(3).map((event) => ({ ...event, type: 'OtherThingHappened' }))];
        await store.append(streamId, written, { expectedRevision: 'no_stream' });
        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: start,
          reads: { dataOf: new Set(written.slice(0, 3).map((event) => event.type)), metadata: true },
          onEvent: (event) => {
            if (event.streamId === streamId) delivered.push(event);
          },
        });
        await eventually(() => delivered.length >= 6);
        await subscription.stop();

        expect(delivered.map((event) => [event.id, event.type, event.revision])).toEqual(written.map((event, revision) => [event.id, event.type, revision]));
        expectStrictlyIncreasing(delivered.map((event) => event.position));
        expect(delivered.slice(0, 3).map((event) => event.data)).toEqual(written.slice(0, 3).map((event) => event.data));
        expect(delivered.map((event) => event.metadata.correlationId)).toEqual(written.map((event) => event.metadata.correlationId));
      });

      it('stops and reports the error when onEvent throws', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId();
        await store.append(streamId, newEvents(5), { expectedRevision: 'no_stream' });
        const failure = new Error('projection failed');
        const handled: RecordedEvent[] = [];
        const errors: Error[] = [];

        const subscription = store.subscribeToAll({
          fromPosition: start,
          onEvent: (event) => {
            if (event.streamId !== streamId) return;
            handled.push(event);
            if (handled.length === 2) throw failure;
          },
          onError: (error) => errors.push(error),
        });
        await eventually(() => errors.length > 0);
        await store.append(streamId, newEvents(1), { expectedRevision: 4 });
        await subscription.stop();

        expect(errors).toEqual([failure]);
        expect(handled).toHaveLength(2);
      });
    });

    describe('headPosition', () => {
      it('is the position of the last event appended', async () => {
        const before = await store.headPosition();
        expect(before).toBeGreaterThanOrEqual(0);

        const appended = await store.append(newStreamId(), newEvents(3), { expectedRevision: 'no_stream' });

        const head = await store.headPosition();
        expect(head).toBeGreaterThanOrEqual(appended.position);
        expect(appended.position).toBeGreaterThan(before);
        expect(await store.readAll({ fromPosition: head })).toEqual([]);
      });
    });

    describe('deleteStreams', () => {
      it('removes the named streams and leaves the others, and skips a stream that does not exist', async () => {
        const [removed, alsoRemoved, kept] = [newStreamId(), newStreamId(), newStreamId()];
        await store.append(removed, newEvents(2), { expectedRevision: 'no_stream' });
        await store.append(alsoRemoved, newEvents(1), { expectedRevision: 'no_stream' });
        const keptEvents = newEvents(2);
        await store.append(kept, keptEvents, { expectedRevision: 'no_stream' });

        await store.deleteStreams([removed, alsoRemoved, newStreamId()]);
        await store.deleteStreams([removed]);

        expect(await store.readStream(removed)).toEqual([]);
        expect(await store.readStream(alsoRemoved, { direction: 'backwards' })).toEqual([]);
        expect((await store.readStream(kept)).map((event) => event.id)).toEqual(keptEvents.map((event) => event.id));
        await store.append(kept, newEvents(1), { expectedRevision: 1 });
      });
    });

    describe('streamIdsStartingWith', () => {
      it('lists every stream whose name starts with the prefix, once, and none removed; or is left out by an adapter that cannot list its streams', async () => {
        if (!listsStreams) {
          expect(store.streamIdsStartingWith).toBeUndefined();
          return;
        }
        const prefix = `${newStreamId()}-`;
        const [first, second, removed] = [`${prefix}a`, `${prefix}b@example.com`, `${prefix}c`];
        await store.append(first, newEvents(3), { expectedRevision: 'no_stream' });
        await store.append(second, newEvents(1), { expectedRevision: 'no_stream' });
        await store.append(removed, newEvents(1), { expectedRevision: 'no_stream' });
        // Names just outside the prefix's range on either side.
        await store.append(prefix.slice(0, -1), newEvents(1), { expectedRevision: 'no_stream' });
        await store.append(`${prefix.slice(0, -1)}.`, newEvents(1), { expectedRevision: 'no_stream' });
        await store.deleteStreams([removed]);

        const listed = await store.streamIdsStartingWith!(prefix);
        expect([...listed].sort()).toEqual([first, second]);
        expect(await store.streamIdsStartingWith!(`${prefix}z`)).toEqual([]);
      });
    });
  });
}

function newStreamId(): string {
  return `contract-${randomUUID()}`;
}

function newEvents(count: number): NewEvent[] {
  const metadata: EventMetadata = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actorId: `user-${randomUUID()}`,
    occurredAt: new Date().toISOString(),
  };
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: index % 2 === 0 ? 'ThingHappened' : 'ThingHappened.v2',
    data: { index, label: `Ünïcode ✓ ${index}`, amountCents: 1999, tags: ['a', 'b'], nested: { flag: true, nothing: null } },
    metadata: index === 0 ? { ...metadata, actorId: null } : metadata,
  }));
}

function ofStreams(events: RecordedEvent[], streamIds: string[]): RecordedEvent[] {
  const wanted = new Set(streamIds);
  return events.filter((event) => wanted.has(event.streamId));
}

function expectStrictlyIncreasing(positions: number[]): void {
  const outOfOrder = positions.filter((position, index) => index > 0 && position <= positions[index - 1]);
  expect(outOfOrder).toEqual([]);
}

/** Lets other tasks (appends, deliveries) run; not a sleep. */
function nextTurnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

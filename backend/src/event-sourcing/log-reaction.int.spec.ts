import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../test-support/eventually';
import { SqliteEventStore } from '../infrastructure/eventstore/sqlite-event-store';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { logger } from '../../platform/logging/logger';
import { LogReaction } from './log-reaction';

describe('LogReaction over the SQLite log', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let reaction: LogReaction | null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'log-reaction-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    reaction = null;
  });

  afterEach(async () => {
    await reaction?.stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const append = (n: number) =>
    eventStore.append(`thing-${randomUUID()}`, [{ id: randomUUID(), type: 'ThingHappened', data: { n }, metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: new Date().toISOString() } }], {
      expectedRevision: 'no_stream',
    });

  it('with retries, takes a failing event again until it succeeds, and only then the next', async () => {
    const seen: number[] = [];
    let failuresLeft = 2;
    reaction = new LogReaction(
      'retrying',
      eventStore,
      new Set(['ThingHappened']),
      async (event: RecordedEvent) => {
        const { n } = event.data as { n: number };
        seen.push(n);
        if (n === 1 && failuresLeft-- > 0) throw new Error('not yet');
      },
      logger,
      null,
      500,
      { retryDelayMs: 10, fromBeginning: true },
    );
    await append(1);
    await append(2);
    await reaction.start();

    await eventually(() => seen.length === 4);
    expect(seen).toEqual([1, 1, 1, 2]);
  });

  it('with retries, skips an event whose own values break the handler (retrying cannot mend them), and takes the next', async () => {
    const seen: number[] = [];
    reaction = new LogReaction(
      'retrying',
      eventStore,
      new Set(['ThingHappened']),
      async (event: RecordedEvent) => {
        const { n } = event.data as { n: number };
        seen.push(n);
        if (n === 1) (event.data as { missing: { field: string } }).missing.field.trim();
      },
      logger,
      null,
      500,
      { retryDelayMs: 10, fromBeginning: true },
    );
    await append(1);
    await append(2);
    await reaction.start();

    await eventually(() => seen.includes(2));
    expect(seen).toEqual([1, 2]);
  });

  it('without retries, skips a failing event; without a checkpoint it starts at the head unless told to begin at the start', async () => {
    await append(1);
    const fromHead: number[] = [];
    reaction = new LogReaction('skipping', eventStore, new Set(['ThingHappened']), async (event) => {
      const { n } = event.data as { n: number };
      fromHead.push(n);
      if (n === 2) throw new Error('skipped');
    }, logger);
    await reaction.start();
    const fromStart: number[] = [];
    const second = new LogReaction('from-start', eventStore, new Set(['ThingHappened']), async (event) => void fromStart.push((event.data as { n: number }).n), logger, null, 500, { fromBeginning: true });
    await second.start();
    await append(2);
    await append(3);

    await eventually(() => fromHead.length === 2 && fromStart.length === 3);
    await second.stop();
    expect(fromHead).toEqual([2, 3]);
    expect(fromStart).toEqual([1, 2, 3]);
  });
});

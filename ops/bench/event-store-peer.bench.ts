import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getSQLiteEventStore, readMessagesBatch, SQLiteConnection, SQLiteEventStore as EmmettEventStore } from '@event-driven-io/emmett-sqlite';
import Database from 'better-sqlite3';
import { ExpectedRevision, NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { emmettConnectionOverBetterSqlite3 } from './peer/emmett-better-sqlite3-connection';
import { BenchResult, check, collectGarbage, formatCount, metadataFor, nowMs, round, TargetCheck, userSignedUp, userStreamId, withTempDir } from './support';

/**
 * Our SqliteEventStore beside @event-driven-io/emmett-sqlite (BENCH_ONLY=peer): the same machine, the
 * same run, the same events (UserSignedUp, ~250 B of data JSON, the command's metadata), the same
 * driver (better-sqlite3; see peer/emmett-better-sqlite3-connection.ts for why), the same durability
 * (WAL, synchronous = NORMAL on both), files in os.tmpdir(). Four parts: appends of batches of 1 and
 * of 100 with real expected revisions, one 10,000-event stream read whole, and the whole
 * 200,000-event log read from position 0 in pages. Best of rounds, the side going first alternating.
 */

const PEER = '@event-driven-io/emmett-sqlite 0.42.4';
const TARGET_RATIO = 1.0;
const APPEND_ROUNDS = 3;
const READ_ROUNDS = 5;
/** Reads of the long stream per timed round: one read is a few milliseconds. */
const STREAM_READS_PER_ROUND = 5;
const LOG_PAGE_SIZE = 1_000;
const WARM_UP_APPENDS = 200;

interface AppendCase {
  key: string;
  label: string;
  batchSize: number;
  appends: number;
  /** Appends rotate over the streams, so each visit expects the revision the previous one ended on. */
  streamCount: number;
}

const APPEND_CASES: readonly AppendCase[] = [
  { key: 'batch1', label: '(a) appends, batches of 1', batchSize: 1, appends: 10_000, streamCount: 1_000 },
  { key: 'batch100', label: '(b) appends, batches of 100', batchSize: 100, appends: 2_000, streamCount: 200 },
];

/** The read log: 200,000 events in batches of 100; every 20th batch goes to the one long stream. */
const READ_LOG = { batchSize: 100, appends: 2_000, otherStreams: 190, longStreamEvery: 20 };
const LONG_STREAM_EVENTS = (READ_LOG.appends / READ_LOG.longStreamEvery) * READ_LOG.batchSize;
const LOG_EVENTS = READ_LOG.appends * READ_LOG.batchSize;

interface Batch {
  streamId: string;
  /** Events already in the stream: ours expects revision count - 1 ('no_stream' at 0), emmett expects the count. */
  eventsBefore: number;
  events: NewEvent[];
}

/** One side of the comparison, behind the operations the parts time. */
interface Side {
  append(batch: Batch): Promise<void>;
  readStream(streamId: string): Promise<number>;
  /** Reads the log after `position` page by page to its end; answers the events read. */
  readLogFrom(position: number): Promise<number>;
  close(): Promise<void>;
}

type SideName = 'ours' | 'peer';
const SIDES: readonly SideName[] = ['ours', 'peer'];

interface Measure {
  wallMs: number;
  cpuMs: number;
}

export async function runEventStorePeerBench(): Promise<BenchResult> {
  const lines: string[] = [
    `ours: SqliteEventStore; peer: ${PEER} (its getSQLiteEventStore and readMessagesBatch on a better-sqlite3 connection); ` +
      `both WAL, synchronous = NORMAL, files in ${tmpdir()}; best of rounds, order alternating; CPU is this process's (user + system)`,
  ];
  const metrics: Record<string, number> = {};
  const targets: TargetCheck[] = [];
  const report = (key: string, label: string, events: number, measures: Record<SideName, Measure[]>) => {
    const best = { ours: fastest(measures.ours), peer: fastest(measures.peer) };
    const rate = (side: SideName) => events / (best[side].wallMs / 1000);
    const cpuPerEvent = (side: SideName) => (Math.min(...measures[side].map((measure) => measure.cpuMs)) * 1000) / events;
    const ratio = rate('ours') / rate('peer');
    const cpuRatio = cpuPerEvent('peer') / cpuPerEvent('ours');
    for (const side of SIDES) {
      metrics[`peer_${key}_${side}_events_per_s`] = round(rate(side));
      metrics[`peer_${key}_${side}_cpu_us_per_event`] = round(cpuPerEvent(side), 2);
    }
    metrics[`peer_${key}_ratio`] = round(ratio, 3);
    metrics[`peer_${key}_cpu_ratio`] = round(cpuRatio, 3);
    lines.push(
      `    ours (SqliteEventStore)   ${formatCount(rate('ours')).padStart(10)} events/s  CPU ${cpuPerEvent('ours').toFixed(2).padStart(6)} µs/event   rounds: ${describe(measures.ours, events)}`,
      `    peer (emmett-sqlite)      ${formatCount(rate('peer')).padStart(10)} events/s  CPU ${cpuPerEvent('peer').toFixed(2).padStart(6)} µs/event   rounds: ${describe(measures.peer, events)}`,
      `    ratio ours/peer           ${ratio.toFixed(3).padStart(10)} (events/s)   ${cpuRatio.toFixed(3)} (CPU per event, peer/ours)   ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`,
    );
    targets.push(check(`${label}: ours/peer events/s`, `>= ${TARGET_RATIO.toFixed(1)}`, ratio.toFixed(3), ratio >= TARGET_RATIO));
  };

  for (const appendCase of APPEND_CASES) {
    const batches = rotatingBatches(appendCase.batchSize, appendCase.appends, appendCase.streamCount);
    const warmUp = rotatingBatches(appendCase.batchSize, WARM_UP_APPENDS, WARM_UP_APPENDS);
    const events = appendCase.appends * appendCase.batchSize;
    lines.push(
      `  ${appendCase.label}: ${formatCount(appendCase.appends)} appends (${formatCount(events)} events) over ${formatCount(appendCase.streamCount)} streams, ` +
        `fresh files, ${APPEND_ROUNDS} rounds; load average ${loadAverage()}`,
    );
    const measures: Record<SideName, Measure[]> = { ours: [], peer: [] };
    for (let round = 0; round < APPEND_ROUNDS; round++) {
      for (const side of inAlternatingOrder(round)) {
        measures[side].push(
          await withTempDir(`peer-append-${side}`, async (dir) => {
            const store = openSide(side, join(dir, 'events.sqlite'));
            try {
              for (const batch of warmUp) await store.append(batch);
              return await measure(async () => {
                for (const batch of batches) await store.append(batch);
              });
            } finally {
              await store.close();
            }
          }),
        );
      }
    }
    report(`append_${appendCase.key}`, appendCase.label, events, measures);
  }

  const readLog = readLogBatches();
  const longStreamId = readLog[0].streamId;
  await withTempDir('peer-read', async (dir) => {
    const stores = { ours: openSide('ours', join(dir, 'ours.sqlite')), peer: openSide('peer', join(dir, 'peer.sqlite')) };
    try {
      const seedStarted = nowMs();
      for (const side of SIDES) for (const batch of readLog) await stores[side].append(batch);
      lines.push(`  read log: ${formatCount(LOG_EVENTS)} events, one stream of ${formatCount(LONG_STREAM_EVENTS)} spread through it; both seeded in ${round((nowMs() - seedStarted) / 1000, 1)} s`);

      lines.push(`  (c) read one stream of ${formatCount(LONG_STREAM_EVENTS)} events, ${STREAM_READS_PER_ROUND} reads per round, ${READ_ROUNDS} rounds; load average ${loadAverage()}`);
      const streamMeasures = await timeReads(stores, async (store) => {
        for (let read = 0; read < STREAM_READS_PER_ROUND; read++) expectCount(await store.readStream(longStreamId), LONG_STREAM_EVENTS, 'stream');
      });
      report('read_stream', `(c) read a ${formatCount(LONG_STREAM_EVENTS)}-event stream`, LONG_STREAM_EVENTS * STREAM_READS_PER_ROUND, streamMeasures);

      lines.push(`  (d) read the whole log from position 0, pages of ${formatCount(LOG_PAGE_SIZE)}, ${READ_ROUNDS} rounds; load average ${loadAverage()}`);
      const logMeasures = await timeReads(stores, async (store) => expectCount(await store.readLogFrom(0), LOG_EVENTS, 'log'));
      report('read_log', `(d) read the ${formatCount(LOG_EVENTS)}-event log`, LOG_EVENTS, logMeasures);
    } finally {
      await Promise.all(SIDES.map((side) => stores[side].close()));
    }
  });
  return { name: 'event-store-peer', lines, metrics, targets };
}

async function timeReads(stores: Record<SideName, Side>, read: (store: Side) => Promise<void>): Promise<Record<SideName, Measure[]>> {
  for (const side of SIDES) await read(stores[side]); // warm-up: JIT and SQLite's page cache for both
  const measures: Record<SideName, Measure[]> = { ours: [], peer: [] };
  for (let round = 0; round < READ_ROUNDS; round++) {
    for (const side of inAlternatingOrder(round)) measures[side].push(await measure(() => read(stores[side])));
  }
  return measures;
}

function openSide(side: SideName, filename: string): Side {
  return side === 'ours' ? ourSide(filename) : peerSide(filename);
}

function ourSide(filename: string): Side {
  const store = new SqliteEventStore(filename);
  return {
    async append({ streamId, eventsBefore, events }) {
      const expectedRevision: ExpectedRevision = eventsBefore === 0 ? 'no_stream' : eventsBefore - 1;
      await store.append(streamId, events, { expectedRevision });
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).length;
    },
    async readLogFrom(position) {
      let read = 0;
      for (let after = position; ; ) {
        const page = await store.readAll({ fromPosition: after, maxCount: LOG_PAGE_SIZE });
        read += page.length;
        if (page.length < LOG_PAGE_SIZE) return read;
        after = page[page.length - 1].position;
      }
    },
    close: () => store.close(),
  };
}

function peerSide(filename: string): Side {
  const db = new Database(filename);
  // emmett's own connection sets WAL and leaves synchronous at SQLite's default (FULL): set ours for both.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const connection: SQLiteConnection = emmettConnectionOverBetterSqlite3(db);
  const store: EmmettEventStore = getSQLiteEventStore({ fileName: filename, connectionOptions: { singleton: true, connection } });
  return {
    async append({ streamId, eventsBefore, events }) {
      // Same payloads; emmett stores the message id from metadata.messageId (else draws a UUID).
      const messages = events.map((event) => ({
        type: event.type,
        data: event.data as Record<string, unknown>,
        metadata: { ...event.metadata, messageId: event.id },
      }));
      await store.appendToStream(streamId, messages, { expectedStreamVersion: BigInt(eventsBefore) });
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).events.length;
    },
    async readLogFrom(position) {
      let read = 0;
      for (let after = BigInt(position); ; ) {
        const page = await readMessagesBatch(connection, { after, batchSize: LOG_PAGE_SIZE });
        read += page.messages.length;
        if (!page.areEventsLeft) return read;
        after = page.currentGlobalPosition;
      }
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/** Round-robin over `streamCount` fresh streams. */
function rotatingBatches(batchSize: number, appends: number, streamCount: number): Batch[] {
  const streamIds = Array.from({ length: streamCount }, () => randomUUID());
  return batchesOver(appends, batchSize, (index) => streamIds[index % streamCount]);
}

/** The read log: the long stream takes every `longStreamEvery`-th batch, the others rotate over the rest. */
function readLogBatches(): Batch[] {
  const longStream = randomUUID();
  const others = Array.from({ length: READ_LOG.otherStreams }, () => randomUUID());
  let otherIndex = 0;
  return batchesOver(READ_LOG.appends, READ_LOG.batchSize, (index) =>
    index % READ_LOG.longStreamEvery === 0 ? longStream : others[otherIndex++ % READ_LOG.otherStreams],
  );
}

/** Built before any clock starts and fed to both sides: the same rows in the same order. */
function batchesOver(appends: number, batchSize: number, userIdOf: (index: number) => string): Batch[] {
  const eventsIn = new Map<string, number>();
  return Array.from({ length: appends }, (_, index) => {
    const userId = userIdOf(index);
    const streamId = userStreamId(userId);
    // One command's events share one metadata object, as the command handler writes them.
    const metadata = metadataFor(userId);
    const eventsBefore = eventsIn.get(streamId) ?? 0;
    eventsIn.set(streamId, eventsBefore + batchSize);
    return { streamId, eventsBefore, events: Array.from({ length: batchSize }, () => userSignedUp(userId, metadata)) };
  });
}

async function measure(work: () => Promise<void>): Promise<Measure> {
  collectGarbage();
  const cpuBefore = process.cpuUsage();
  const started = nowMs();
  await work();
  const wallMs = nowMs() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Round 0: ours first; round 1: the peer first; and so on. */
function inAlternatingOrder(round: number): readonly SideName[] {
  return round % 2 === 0 ? SIDES : [...SIDES].reverse();
}

function fastest(measures: readonly Measure[]): Measure {
  return measures.reduce((best, measure) => (measure.wallMs < best.wallMs ? measure : best));
}

function describe(measures: readonly Measure[], events: number): string {
  return measures.map((measure) => formatCount(events / (measure.wallMs / 1000))).join(', ');
}

function expectCount(actual: number, expected: number, what: string): void {
  if (actual !== expected) throw new Error(`peer bench: read ${actual} events of the ${what}, expected ${expected}`);
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

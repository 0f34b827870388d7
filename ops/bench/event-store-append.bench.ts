import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EventMetadata, ExpectedRevision, NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { SQLITE_EVENTS_SCHEMA, SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import {
  BenchResult,
  check,
  collectGarbage,
  formatCount,
  metadataFor,
  nowMs,
  round,
  TargetCheck,
  userSignedUp,
  userStreamId,
  withTempDir,
} from './support';

/**
 * SqliteEventStore.append against the floor set by SQLite itself: the same rows inserted by a bare
 * better-sqlite3 loop into the same schema with the same pragmas, one transaction per batch. The
 * ratio adapter/raw is what the adapter's own work (revision check, replay lookup, promise) costs.
 */

interface Case {
  label: string;
  batchSize: number;
  totalEvents: number;
  /** Appends rotate over this many streams, so streams grow and expectedRevision is a real revision. */
  streamCount: number;
}

const CASES: readonly Case[] = [
  { label: 'batch of 1', batchSize: 1, totalEvents: 20_000, streamCount: 1_000 },
  { label: 'batch of 100', batchSize: 100, totalEvents: 200_000, streamCount: 500 },
];
/**
 * Each side runs on a fresh file this many times, alternating, and the median is reported, so one
 * slow run does not decide. tmpfs runs are cheap and the CPU-only ratio is the noisier one: more of them.
 */
const DISK_TRIALS = 3;
const TMPFS_TRIALS = 5;
const WARM_UP_APPENDS = 200;
const TARGET_EVENTS_PER_SECOND = 50_000;
const TARGET_RATIO = 0.5;
const TMPFS = '/dev/shm';

interface Batch {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: NewEvent[];
}

/** The adapter's own schema, so the baseline writes the same B-trees. */
const SCHEMA = SQLITE_EVENTS_SCHEMA;

export async function runEventStoreAppendBench(): Promise<BenchResult> {
  const lines: string[] = [];
  const metrics: Record<string, number> = {};
  const targets: TargetCheck[] = [];

  for (const benchCase of CASES) {
    // Generated once, before any clock starts, and fed to both sides: the same rows, the same order.
    const batches = buildBatches(benchCase);
    const warmUp = buildBatches({ ...benchCase, totalEvents: WARM_UP_APPENDS * benchCase.batchSize, streamCount: WARM_UP_APPENDS });
    lines.push(
      `${benchCase.label}: ${formatCount(benchCase.totalEvents)} events, ${formatCount(batches.length)} appends over ${formatCount(benchCase.streamCount)} streams, ` +
        `~${averageDataBytes(batches)} B data JSON per event, median of runs on fresh files`,
    );
    for (const location of locations()) {
      const adapterRates: number[] = [];
      const rawRates: number[] = [];
      for (let trial = 0; trial < location.trials; trial++) {
        adapterRates.push(await withTempDir('append-adapter', (dir) => timeAdapter(join(dir, 'events.sqlite'), warmUp, batches), location.dir));
        rawRates.push(await withTempDir('append-raw', (dir) => timeRaw(join(dir, 'events.sqlite'), warmUp, batches), location.dir));
      }
      const adapter = median(adapterRates);
      const raw = median(rawRates);
      const ratio = adapter / raw;
      const key = `append_${location.key}batch${benchCase.batchSize}`;
      metrics[`${key}_adapter_events_per_s`] = round(adapter);
      metrics[`${key}_raw_events_per_s`] = round(raw);
      metrics[`${key}_ratio`] = round(ratio, 3);
      lines.push(
        `  on ${location.label}`,
        `    adapter (SqliteEventStore.append)   ${formatCount(adapter).padStart(10)} events/s   runs: ${adapterRates.map(formatCount).join(', ')}`,
        `    raw better-sqlite3 insert loop      ${formatCount(raw).padStart(10)} events/s   runs: ${rawRates.map(formatCount).join(', ')}`,
        `    ratio adapter/raw                   ${ratio.toFixed(3).padStart(10)}`,
      );
      // The targets are set for batches of 100; batch-of-1 figures are printed for comparison only.
      if (benchCase.batchSize === 100) {
        const where = location.key === '' ? '' : ` (${location.label})`;
        targets.push(
          check(`adapter append, batches of 100${where}`, `>= ${formatCount(TARGET_EVENTS_PER_SECOND)} events/s`, `${formatCount(adapter)} events/s`, adapter >= TARGET_EVENTS_PER_SECOND),
          check(`ratio adapter/raw, batches of 100${where}`, `>= ${TARGET_RATIO}`, ratio.toFixed(3), ratio >= TARGET_RATIO),
        );
      }
    }
  }
  return { name: 'event-store-append', lines, metrics, targets };
}

interface Location {
  /** Prefix of the metric names; empty for the OS temp dir, the location the targets are set for. */
  key: string;
  label: string;
  dir: string;
  trials: number;
}

/**
 * The OS temp dir, as specified; and, where there is one, a memory-backed tmpfs. On a disk whose
 * fsync is slow, WAL auto-checkpoints (every 1,000 pages, each with an fsync under synchronous =
 * NORMAL) dominate both sides; on tmpfs only CPU is left, which is where the adapter's own cost shows.
 */
function locations(): Location[] {
  const all: Location[] = [{ key: '', label: `os.tmpdir() ${tmpdir()}`, dir: tmpdir(), trials: DISK_TRIALS }];
  if (existsSync(TMPFS) && realpathSync(TMPFS) !== realpathSync(tmpdir())) {
    all.push({ key: 'tmpfs_', label: `tmpfs ${TMPFS} (no disk I/O)`, dir: TMPFS, trials: TMPFS_TRIALS });
  }
  return all;
}

/** Round-robin over the streams: the k-th visit of a stream expects the revision its previous batch ended on. */
function buildBatches({ batchSize, totalEvents, streamCount }: Case): Batch[] {
  const userIds = Array.from({ length: streamCount }, () => randomUUID());
  const nextRevision = new Array<number>(streamCount).fill(0);
  const batches: Batch[] = [];
  for (let appended = 0, index = 0; appended < totalEvents; appended += batchSize, index++) {
    const stream = index % streamCount;
    const userId = userIds[stream];
    // One command's events share one metadata object, as the command handler writes them.
    const metadata: EventMetadata = metadataFor(userId);
    const events = Array.from({ length: batchSize }, () => userSignedUp(userId, metadata));
    const revision = nextRevision[stream];
    batches.push({ streamId: userStreamId(userId), expectedRevision: revision === 0 ? 'no_stream' : revision - 1, events });
    nextRevision[stream] = revision + batchSize;
  }
  return batches;
}

async function timeAdapter(filename: string, warmUp: readonly Batch[], batches: readonly Batch[]): Promise<number> {
  const store = new SqliteEventStore(filename);
  try {
    for (const { streamId, events, expectedRevision } of warmUp) await store.append(streamId, events, { expectedRevision });
    collectGarbage();
    const started = nowMs();
    for (const { streamId, events, expectedRevision } of batches) await store.append(streamId, events, { expectedRevision });
    return eventsPerSecond(batches, nowMs() - started);
  } finally {
    await store.close();
  }
}

/**
 * The floor: prepared INSERT, one transaction per batch, and the serialisation any adapter must do
 * (data per event, metadata once per batch, one recorded_at per batch). No revision check, no
 * idempotency lookup, no promise.
 */
async function timeRaw(filename: string, warmUp: readonly Batch[], batches: readonly Batch[]): Promise<number> {
  const db = new Database(filename);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
    const insert = db.prepare<[string, string, number, string, string, string, string]>(
      'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertBatch = db.transaction((batch: Batch) => {
      const recordedAt = new Date().toISOString();
      const metadataJson = JSON.stringify(batch.events[0].metadata);
      let revision = batch.expectedRevision === 'no_stream' ? -1 : Number(batch.expectedRevision);
      for (const event of batch.events) {
        revision += 1;
        insert.run(event.id, batch.streamId, revision, event.type, JSON.stringify(event.data), metadataJson, recordedAt);
      }
    });
    for (const batch of warmUp) insertBatch(batch);
    collectGarbage();
    const started = nowMs();
    for (const batch of batches) insertBatch(batch);
    return eventsPerSecond(batches, nowMs() - started);
  } finally {
    db.close();
  }
}

function eventsPerSecond(batches: readonly Batch[], elapsedMs: number): number {
  const events = batches.reduce((sum, batch) => sum + batch.events.length, 0);
  return events / (elapsedMs / 1000);
}

function averageDataBytes(batches: readonly Batch[]): number {
  const sample = batches.slice(0, 100).flatMap((batch) => batch.events);
  return Math.round(sample.reduce((sum, event) => sum + JSON.stringify(event.data).length, 0) / sample.length);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { AUDIT_TRAIL_COLLECTION, auditTrailProjection } from '../../backend/projections/audit/audit-trail.projection';
import { physicalCollectionName } from '../../backend/projections/runner/projection';
import { ProjectionRunner, SnapshotTarget } from '../../backend/projections/runner/projection-runner';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { ReadModelSnapshots } from '../../backend/src/infrastructure/readstore/read-model-snapshots';
import { logger } from '../../backend/platform/logging/logger';
import { catalogForSeed } from '../seed/seed-catalog-adapter';
import { BenchResult, check, collectGarbage, formatCount, mb, round, silentLogger, withTempDir } from './support';
import { seedOrReuse } from './tutor-search.bench';

/**
 * What keeping a read model's idle documents encoded saves (`keptEncodedWhenIdle`,
 * DocumentTable.adoptEncoded): the audit trail of the 50,000-tutor seed (the tutor-search
 * benchmark's log, a million events; BENCH_SEED_DIR keeps it), built in this process from the log
 * into the embedded read store, then written to snapshots three times with nothing read or written
 * in between. The first write is the baseline: every document an object, as a build leaves them
 * (and as they stayed before). The second keeps them encoded from its file; the third is what each
 * later periodic snapshot costs. Also what it costs a read: a document read once encoded (decoded
 * then) against read as an object.
 */

const TARGET = { heapRatio: 0.5, snapshotCpuRatio: 0.75 };
const READS = 2_000;

interface SnapshotRound {
  mainThreadMs: number;
  cpuMs: number;
  wallMs: number;
}

function heapNow(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

export async function runReadModelMemoryBench(): Promise<BenchResult> {
  // The catalog logs at info when it loads; a report wants none of it.
  process.env.LOG_LEVEL ??= 'warn';
  logger.level = process.env.LOG_LEVEL;
  return withTempDir('read-model-memory', async (dir) => {
    await seedOrReuse(dir, catalogForSeed());
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    const readStore = new InMemoryReadStore();
    try {
      const heapBefore = heapNow();
      const runner = new ProjectionRunner(eventStore, readStore, [auditTrailProjection], silentLogger, { checkpointEveryMs: 1000 });
      await runner.start();
      await runner.waitUntilCaughtUp();
      await runner.stop();
      const collection = physicalCollectionName(auditTrailProjection, auditTrailProjection.version, AUDIT_TRAIL_COLLECTION);
      const target: SnapshotTarget = { projection: auditTrailProjection.name, version: auditTrailProjection.version, collections: [collection], keptEncodedWhenIdle: [collection] };
      const ids = readStore.storedDocumentsOf(collection).ids;
      const snapshots = new ReadModelSnapshots(readStore, join(dir, 'read-models'), silentLogger);
      const saveAll = async (): Promise<SnapshotRound> => {
        const loop = performance.eventLoopUtilization();
        const cpu = process.cpuUsage();
        const started = performance.now();
        await snapshots.save(target, 1);
        const used = process.cpuUsage(cpu);
        return { mainThreadMs: performance.eventLoopUtilization(loop).active, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started };
      };

      const asBuilt = heapNow() - heapBefore;
      const first = await saveAll();
      const second = await saveAll();
      const encodedHeap = heapNow() - heapBefore;
      const third = await saveAll();

      const correlations = readStore.collection(collection);
      const sample = ids.slice(0, READS);
      const readAll = async () => {
        const started = performance.now();
        for (const _id of sample) await correlations.findOne({ _id }, { readOnly: true });
        return ((performance.now() - started) * 1000) / sample.length;
      };
      const firstReadUs = await readAll();
      const objectReadUs = await readAll();

      const heapRatio = encodedHeap / asBuilt;
      const snapshotCpuRatio = third.cpuMs / first.cpuMs;
      const snapshotMainThreadRatio = third.mainThreadMs / first.mainThreadMs;
      const line = (name: string, round: SnapshotRound) =>
        `  ${name}: main thread ${formatCount(round.mainThreadMs)} ms, process CPU ${formatCount(round.cpuMs)} ms (the writer thread's included), ${formatCount(round.wallMs)} ms wall`;
      return {
        name: 'read-model-memory',
        lines: [
          `the audit trail of the 50k-tutor seed (${formatCount(ids.length)} correlations) built in this process: heap after gc ${formatCount(mb(asBuilt))} MB as built (baseline), ${formatCount(mb(encodedHeap))} MB once left alone for a snapshot interval (x${heapRatio.toFixed(2)})`,
          'a snapshot of it:',
          line('as built (baseline: every document an object, serialised)', first),
          line('the next (the same, then kept encoded from its file)', second),
          line('every one after (documents still encoded: their bytes passed through)', third),
          `  later / as built: process CPU x${snapshotCpuRatio.toFixed(2)}, main thread x${snapshotMainThreadRatio.toFixed(2)}`,
          `a correlation read by id: ${firstReadUs.toFixed(1)} µs the first time once kept encoded (decoded then), ${objectReadUs.toFixed(1)} µs as an object (${sample.length} documents)`,
        ],
        metrics: {
          audit_trail_documents: ids.length,
          audit_trail_heap_as_built_mb: round(mb(asBuilt)),
          audit_trail_heap_kept_encoded_mb: round(mb(encodedHeap)),
          audit_trail_snapshot_as_built_main_thread_ms: round(first.mainThreadMs),
          audit_trail_snapshot_kept_encoded_main_thread_ms: round(third.mainThreadMs),
          audit_trail_snapshot_as_built_cpu_ms: round(first.cpuMs),
          audit_trail_snapshot_kept_encoded_cpu_ms: round(third.cpuMs),
          audit_trail_first_read_encoded_us: round(firstReadUs, 1),
          audit_trail_read_object_us: round(objectReadUs, 1),
        },
        targets: [
          check('heap of the audit trail left alone, kept encoded / as built', `<= ${TARGET.heapRatio}`, heapRatio.toFixed(2), heapRatio <= TARGET.heapRatio),
          check('CPU of a snapshot of it, kept encoded / as built', `<= ${TARGET.snapshotCpuRatio}`, snapshotCpuRatio.toFixed(2), snapshotCpuRatio <= TARGET.snapshotCpuRatio),
        ],
      };
    } finally {
      await eventStore.close();
      await readStore.close();
    }
  });
}

import { runAppendToVisibleBench } from './append-to-visible.bench';
import { runAuditHistoryBench } from './audit-history.bench';
import { runBundleSizeBench } from './bundle-size.bench';
import { runCapacityBench } from './capacity.bench';
import { runEventStoreAppendBench } from './event-store-append.bench';
import { runEventStorePeerBench } from './event-store-peer.bench';
import { calibrateMachine, calibrationLine } from './machine-calibration';
import { runMessagingBench } from './messaging.bench';
import { runPayoutReplayBench } from './payout-replay.bench';
import { runPayoutsBench } from './payouts.bench';
import { runProjectionRebuildBench } from './projection-rebuild.bench';
import { runReadModelMemoryBench } from './read-model-memory.bench';
import { runTutorSearchBench } from './tutor-search.bench';
import { runUpcomingSessionsBench } from './upcoming-sessions.bench';
import { BenchResult, collectGarbage, nowMs, round, targetLine } from './support';

/**
 * `npm run bench`: every benchmark in sequence in one process (so they share one machine state),
 * a readable report, then one JSON line for scripts to keep. A missed target is reported, and fails
 * the process (exit code 1) only with BENCH_STRICT=1, so a slow laptop still gets its report.
 * Output goes through process.stdout.write: the no-console rule is for library code.
 */

const ONLY = process.env.BENCH_ONLY;

const ALL_BENCHMARKS: ReadonlyArray<{ name: string; run: () => Promise<BenchResult> }> = [
  { name: 'event store append (adapter vs raw better-sqlite3)', run: runEventStoreAppendBench },
  { name: 'event store beside a peer (emmett-sqlite): writes in batches of 1 and 100, a stream, the log', run: runEventStorePeerBench },
  { name: 'projection rebuild (users, 1M events)', run: runProjectionRebuildBench },
  { name: 'append -> visible (read-your-writes latency)', run: runAppendToVisibleBench },
  { name: 'JavaScript a visitor downloads for /login', run: runBundleSizeBench },
  { name: 'tutor search on 50,000 seeded tutors (autocannon, 32 connections)', run: runTutorSearchBench },
  { name: 'read models kept encoded when idle: heap and snapshot cost of the 50k-tutor seed\'s audit trail, against as built', run: runReadModelMemoryBench },
  { name: 'messaging: inbox of 10,000 conversations, the highest rate of live delivery', run: runMessagingBench },
  { name: 'payouts through BullMQ with the sandbox gateway (ratio to no-op jobs)', run: runPayoutsBench },
  { name: 'payout replay: a month of 100,000 sessions (finance; against reading the log alone)', run: runPayoutReplayBench },
  { name: 'upcoming sessions with 1,000,000 sessions in the read store (autocannon, 8 connections)', run: runUpcomingSessionsBench },
  { name: 'audit history: a 1,000-event stream and a 1,000-event correlation in a 100,000-event log', run: runAuditHistoryBench },
  { name: 'capacity: active users one machine holds, the whole product under a day\'s mix (HTTP and websocket)', run: runCapacityBench },
];

/** BENCH_ONLY=bundle runs the benchmarks whose name contains the word. */
const BENCHMARKS = ONLY ? ALL_BENCHMARKS.filter((benchmark) => benchmark.name.includes(ONLY)) : ALL_BENCHMARKS;

function write(line = ''): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  if (!global.gc) write('note: run with --expose-gc (npm run bench does) for steadier figures');
  write(`bench: node ${process.version}, ${process.platform}/${process.arch}, pid ${process.pid}`);
  const started = nowMs();
  const machine = await calibrateMachine();
  write(calibrationLine(machine));
  const results: BenchResult[] = [];
  for (const [index, benchmark] of BENCHMARKS.entries()) {
    write();
    write(`== ${index + 1}/${BENCHMARKS.length} ${benchmark.name}`);
    collectGarbage();
    const benchStarted = nowMs();
    const result = await benchmark.run();
    results.push(result);
    for (const line of result.lines) write(line);
    for (const target of result.targets) write(targetLine(target));
    write(`  (${((nowMs() - benchStarted) / 1000).toFixed(1)} s)`);
  }
  const targets = results.flatMap((result) => result.targets);
  const missed = targets.filter((target) => !target.met);
  write();
  write(`targets: ${targets.length - missed.length}/${targets.length} met in ${((nowMs() - started) / 1000).toFixed(1)} s`);
  const summary = {
    bench: 'summary',
    node: process.version,
    seconds: round((nowMs() - started) / 1000, 1),
    machine,
    metrics: Object.assign({}, ...results.map((result) => result.metrics)) as Record<string, number>,
    targets: targets.map(({ name, target, actual, met }) => ({ name, target, actual, met })),
    allTargetsMet: missed.length === 0,
  };
  write(JSON.stringify(summary));
  if (missed.length > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});

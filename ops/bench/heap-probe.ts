import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { StallWatch, type StallRecord } from './stall-watch';

/**
 * Preloaded into the server a benchmark spawns (`ops/start-server.sh --expose-gc -r
 * dist/ops/bench/heap-probe.js`, with an IPC channel), so the benchmark can ask the server for its heap
 * after a full garbage collection without the product carrying any benchmark code. Answers the
 * message 'heap' with process.memoryUsage() taken after two gc() passes, and 'loop-delay' with the
 * main thread's event-loop delay since the last such message (how long a ready callback, a request
 * among them, waited for the thread).
 */
export interface HeapReport {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

/** Event-loop delay in ms over a span: the wait a request's callback had before the thread ran it. */
export interface LoopDelayReport {
  type: 'loop-delay';
  p50: number;
  p99: number;
  max: number;
  /** Garbage-collection pauses of the main thread over the same span: full (mark-compact) and young-generation (scavenge). */
  fullGcPauses: { count: number; totalMs: number; maxMs: number };
  youngGcPauses: { count: number; totalMs: number; maxMs: number };
}

/** The main thread's late timer ticks and long GC pauses since the last such message, on the wall clock (stall-watch.ts). */
export interface StallReport extends StallRecord {
  type: 'stall-record';
}

if (process.send) {
  // 10 ms resolution: a stall that matters to a 100 ms p95 is far longer than the sampling timer's own jitter.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const emptyPauses = () => ({ count: 0, totalMs: 0, maxMs: 0 });
  let fullGcPauses = emptyPauses();
  let youngGcPauses = emptyPauses();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const pauses = kind === constants.NODE_PERFORMANCE_GC_MINOR ? youngGcPauses : fullGcPauses;
      pauses.count++;
      pauses.totalMs += entry.duration;
      pauses.maxMs = Math.max(pauses.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const stallWatch = new StallWatch();
  process.on('message', (message: unknown) => {
    if (message === 'stall-record') {
      const report: StallReport = { type: 'stall-record', ...stallWatch.drain() };
      process.send?.(report);
      return;
    }
    if (message === 'loop-delay') {
      const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
      const rounded = (pauses: LoopDelayReport['fullGcPauses']) => ({ count: pauses.count, totalMs: Math.round(pauses.totalMs), maxMs: Math.round(pauses.maxMs) });
      const report: LoopDelayReport = {
        type: 'loop-delay',
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
        fullGcPauses: rounded(fullGcPauses),
        youngGcPauses: rounded(youngGcPauses),
      };
      loopDelay.reset();
      fullGcPauses = emptyPauses();
      youngGcPauses = emptyPauses();
      process.send?.(report);
      return;
    }
    if (message !== 'heap') return;
    global.gc?.();
    global.gc?.();
    const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
    const report: HeapReport = { heapUsed, heapTotal, rss, external, arrayBuffers };
    process.send?.(report);
  });
  // The channel must not keep the server alive on its own: SIGTERM still ends it as usual.
  process.channel?.unref();
}

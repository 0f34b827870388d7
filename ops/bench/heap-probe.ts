/**
 * Preloaded into the server a benchmark spawns (`node --expose-gc -r dist/ops/bench/heap-probe.js
 * dist/backend/src/main.js`, with an IPC channel), so the benchmark can ask the server for its heap
 * after a full garbage collection without the product carrying any benchmark code. Answers the
 * message 'heap' with process.memoryUsage() taken after two gc() passes.
 */
export interface HeapReport {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

if (process.send) {
  process.on('message', (message: unknown) => {
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

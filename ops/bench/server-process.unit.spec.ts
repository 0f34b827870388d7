import { FullGcLog } from './server-process';

// Lines as node 20's --trace-gc printed them for the capacity benchmark's server (2026-11-28).
const MAIN_EARLY = '[20283:0x8ebd0d0]      519 ms: Mark-Compact 19.4 (32.0) -> 14.2 (34.0) MB, 12.52 / 0.01 ms  (+ 17.0 ms in 9 steps since start of marking, biggest step 16.3 ms, walltime since start of marking 44 ms) (average mu = 1.000, current mu = 1.000) finalize incremental marking via stack guard; GC in old space requested';
const SCAVENGE = '[20283:0x8ebd0d0]   104700 ms: Scavenge 1100.1 (1221.0) -> 1098.0 (1222.8) MB, 9.10 / 0.00 ms  (average mu = 0.983, current mu = 0.987) allocation failure;';
const MAIN_STALL = '[20283:0x8ebd0d0]   104822 ms: Mark-Compact 1107.5 (1228.0) -> 332.5 (1222.8) MB, 216.19 / 1.44 ms  (+ 673.8 ms in 229 steps since start of marking, biggest step 53.8 ms, walltime since start of marking 2121 ms) (average mu = 0.983, current mu = 0.987) finalize incremental marking via stack guard; GC in old space requested';
const WORKER_REDUCE = '[20283:0x7f2e40001000]   105780 ms: Mark-Compact (reduce) 60.6 (163.2) -> 15.8 (18.0) MB, 62.25 / 0.11 ms  (+ 25.4 ms in 59 steps since start of marking, biggest step 20.4 ms, walltime since start of marking 92 ms) (average mu = 0.998, current mu = 0.999) finalize incremental marking via task; GC in old space requested';

describe('FullGcLog: the server main heap full collections from --trace-gc', () => {
  it('keeps the main isolate full collections, with the marking before their pause, split across chunks as a pipe delivers them', () => {
    const log = new FullGcLog(1_000_000);
    const output = [MAIN_EARLY, SCAVENGE, MAIN_STALL, WORKER_REDUCE, ''].join('\n');
    log.add(output.slice(0, 300));
    log.add(output.slice(300, 700));
    log.add(output.slice(700));
    expect(log.drain()).toEqual([
      { at: 1_000_519, reduce: false, heapBeforeMb: 19.4, heapAfterMb: 14.2, pauseMs: 12.52, markingStepsMs: 17, steps: 9, biggestStepMs: 16.3, markingWallMs: 44 },
      { at: 1_104_822, reduce: false, heapBeforeMb: 1107.5, heapAfterMb: 332.5, pauseMs: 216.19, markingStepsMs: 673.8, steps: 229, biggestStepMs: 53.8, markingWallMs: 2121 },
    ]);
    expect(log.drain()).toEqual([]);
  });
});

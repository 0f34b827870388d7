import { readdirSync, readFileSync } from 'node:fs';
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

/**
 * Where a stall of the capacity benchmark comes from: each thread that takes part (the server's main
 * thread, the load generator's thread, the benchmark's main thread) keeps its own record of when it
 * could not run (a 10 ms timer that fired late) and of its long GC pauses, on the wall clock (epoch
 * ms) so the threads' and processes' records line up; the benchmark's main thread also samples
 * /proc (each thread's CPU and run-queue wait, the machine's steal and iowait, major faults).
 */

/** Epoch milliseconds with sub-millisecond precision, the same clock in every process. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

/** A span in which a thread did not run its timers: from `at` (epoch ms) for `ms`. */
export interface Lag {
  at: number;
  ms: number;
}

/** A garbage-collection pause: `at` epoch ms, its length, full (mark-compact) or young. */
export interface GcPause {
  at: number;
  ms: number;
  kind: 'full' | 'young';
}

export interface StallRecord {
  lags: Lag[];
  gcs: GcPause[];
}

const TICK_MS = 10;

/** Records this thread's late timer ticks (over `minLagMs`) and GC pauses (over `minGcMs`) until drained. */
export class StallWatch {
  private lags: Lag[] = [];
  private gcs: GcPause[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly observer: PerformanceObserver;

  constructor(minLagMs = 40, minGcMs = 10) {
    let last = epochMs();
    this.timer = setInterval(() => {
      const now = epochMs();
      const late = now - last - TICK_MS;
      if (late >= minLagMs) this.lags.push({ at: last + TICK_MS, ms: late });
      last = now;
    }, TICK_MS);
    this.timer.unref();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration < minGcMs) continue;
        const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR ? 'young' : 'full';
        this.gcs.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind });
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  drain(): StallRecord {
    const record = { lags: this.lags, gcs: this.gcs };
    this.lags = [];
    this.gcs = [];
    return record;
  }

  stop(): void {
    clearInterval(this.timer);
    this.observer.disconnect();
  }
}

/** One thread's counters at one moment (/proc/<pid>/task/<tid>): CPU ticks, run-queue wait, major faults. */
interface ThreadSample {
  name: string;
  cpuTicks: number;
  runNs: number;
  waitNs: number;
  majorFaults: number;
}

/** The machine's /proc/stat jiffies: busy (user, nice, system, irq, softirq), iowait, steal, idle. */
export interface MachineJiffies {
  busy: number;
  iowait: number;
  steal: number;
  idle: number;
}

interface ProcSample {
  at: number;
  threads: Map<string, ThreadSample>;
  machine: MachineJiffies;
  /** /proc/vmstat: major faults and pages read in, machine-wide. */
  majorFaults: number;
  pagesIn: number;
  runnable: number;
}

function readThreads(pid: number, label: string, into: Map<string, ThreadSample>): void {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      // After the name: state is field 0, majflt 9, utime 11, stime 12.
      into.set(`${label} ${tid} ${name}`, { name, cpuTicks: Number(fields[11]) + Number(fields[12]), runNs, waitNs, majorFaults: Number(fields[9]) });
    } catch {
      // the thread ended meanwhile
    }
  }
}

/** The machine's jiffies from /proc/stat's `cpu` line (guest time is already in user); null without one. */
export function machineJiffiesOf(procStat: string): MachineJiffies | null {
  const line = procStat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  const fields = line?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq, iowait, steal, idle };
}

function procSample(processes: Array<[label: string, pid: number]>): ProcSample {
  const threads = new Map<string, ThreadSample>();
  for (const [label, pid] of processes) readThreads(pid, label, threads);
  const machine = machineJiffiesOf(readFileSync('/proc/stat', 'utf8'));
  const vmstat = readFileSync('/proc/vmstat', 'utf8');
  const counter = (key: string) => Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(vmstat)?.[1] ?? 0);
  const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return {
    at: epochMs(),
    threads,
    machine: machine ?? { busy: 0, iowait: 0, steal: 0, idle: 0 },
    majorFaults: counter('pgmajfault'),
    pagesIn: counter('pgpgin'),
    runnable: Number(loadavg[3].split('/')[0]),
  };
}

/**
 * Samples /proc every `everyMs` (Linux only; nothing elsewhere) for the given processes, and keeps
 * the last `keepMs` of samples, so a stall found afterwards can be shown with what the machine and
 * each thread did in it.
 */
export class ProcSampler {
  private readonly samples: ProcSample[] = [];
  private readonly timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly processes: Array<[label: string, pid: number]>,
    everyMs = 100,
    private readonly keepMs = 10 * 60_000,
  ) {
    if (process.platform !== 'linux' || everyMs <= 0) return;
    this.timer = setInterval(() => this.take(), everyMs);
    this.timer.unref();
  }

  private take(): void {
    const sample = procSample(this.processes);
    this.samples.push(sample);
    while (this.samples.length > 0 && sample.at - this.samples[0].at > this.keepMs) this.samples.shift();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Every sample kept, for a trace file: epoch ms, the machine's jiffies, each thread's run and wait ns. */
  dump(): unknown[] {
    return this.samples.map((sample) => ({ at: Math.round(sample.at), machine: sample.machine, majorFaults: sample.majorFaults, pagesIn: sample.pagesIn, runnable: sample.runnable, threads: Object.fromEntries([...sample.threads].map(([key, thread]) => [key, [thread.runNs, thread.waitNs, thread.majorFaults]])) }));
  }

  /**
   * What happened from `from` to `to` (epoch ms), between the samples around it: the machine's busy,
   * iowait, steal and idle time in core-ms, major faults, and each thread that ran or waited for a core
   * (ms on a core, ms waiting in the run queue), most waiting first.
   */
  describe(from: number, to: number): string[] {
    const before = [...this.samples].reverse().find((sample) => sample.at <= from);
    const after = this.samples.find((sample) => sample.at >= to);
    if (!before || !after) return ['      (no /proc samples around it)'];
    const jiffy = 10;
    const machine = (key: keyof ProcSample['machine']) => (after.machine[key] - before.machine[key]) * jiffy;
    const lines = [
      `      /proc over ${Math.round(after.at - before.at)} ms (${new Date(before.at).toISOString().slice(11, 23)} to ${new Date(after.at).toISOString().slice(11, 23)}): machine busy ${machine('busy')} core-ms, iowait ${machine('iowait')}, steal ${machine('steal')}, idle ${machine('idle')}; major faults ${after.majorFaults - before.majorFaults}, pages in ${after.pagesIn - before.pagesIn}; runnable at the end ${after.runnable}`,
    ];
    const threads = [...after.threads].flatMap(([key, sample]) => {
      const earlier = before.threads.get(key);
      if (!earlier) return [];
      const runMs = (sample.runNs - earlier.runNs) / 1e6;
      const waitMs = (sample.waitNs - earlier.waitNs) / 1e6;
      const faults = sample.majorFaults - earlier.majorFaults;
      return runMs >= 5 || waitMs >= 5 || faults > 0 ? [{ key, runMs, waitMs, faults }] : [];
    });
    threads.sort((a, b) => b.waitMs - a.waitMs);
    for (const thread of threads.slice(0, 12)) lines.push(`        ${thread.key.padEnd(40)} on a core ${Math.round(thread.runMs)} ms, waiting for one ${Math.round(thread.waitMs)} ms${thread.faults ? `, ${thread.faults} major faults` : ''}`);
    return lines;
  }
}

/** An epoch time as the wall clock's hh:mm:ss.mmm (UTC). */
export function clock(at: number): string {
  return new Date(at).toISOString().slice(11, 23);
}

/** Spans of at least `minGapMs` in which no response came back although some were awaited: [from, to] epoch ms. */
export function silences(completions: readonly number[], minGapMs = 200): Array<[from: number, to: number]> {
  const sorted = [...completions].sort((a, b) => a - b);
  const spans: Array<[number, number]> = [];
  for (let index = 1; index < sorted.length; index++) if (sorted[index] - sorted[index - 1] >= minGapMs) spans.push([sorted[index - 1], sorted[index]]);
  return spans;
}

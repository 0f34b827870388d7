import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ALL_PROJECTIONS } from '../../backend/projections/all-projections';
import type { HeapReport, LoopDelayReport, StallReport } from './heap-probe';
import { epochMs } from './stall-watch';
import { nowMs } from './support';

/** dist/ops/bench -> the repository root. */
const ROOT = join(__dirname, '..', '..', '..');

/** A start's figures: from spawn to ready, the server's CPU until then, the load average before. */
export interface RestartFigures {
  readyAfterMs: number;
  cpuMs: number;
  loadBefore: number;
}

/** The report's line for restartWithSmallPages beside the restart it is the baseline of. */
export function smallPagesLine(restart: { readyAfterMs: number; cpuMs: number }, smallPages: RestartFigures): string {
  return (
    `  the same restart with malloc's buffers in 4 KB pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=0, as before ops/start-server.sh): ready after ` +
    `${(smallPages.readyAfterMs / 1000).toFixed(1)} s, server CPU ${(smallPages.cpuMs / 1000).toFixed(1)} s (load average ${smallPages.loadBefore.toFixed(1)} before); ` +
    `huge/small pages: ready x${(restart.readyAfterMs / smallPages.readyAfterMs).toFixed(2)}, CPU x${(restart.cpuMs / smallPages.cpuMs).toFixed(2)}`
  );
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The built product as `npm start` runs it (ops/start-server.sh: dist/backend/src/main.bundle.js), in its own process, with
 * the heap probe preloaded so the benchmark can read its heap after a full gc.
 */
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times: 100 on every mainstream build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A full collection of the server's main heap, from V8's --trace-gc line: when it ended (epoch ms), the
 * heap before and after, the atomic pause, and the incremental marking before it, which ran on the main
 * thread in steps between callbacks (no 'gc' performance entry counts those) while V8's helper threads
 * marked beside it.
 */
export interface FullGc {
  at: number;
  reduce: boolean;
  heapBeforeMb: number;
  heapAfterMb: number;
  pauseMs: number;
  markingStepsMs: number;
  steps: number;
  biggestStepMs: number;
  markingWallMs: number;
}

const MARK_COMPACT = /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: Mark-Compact( \(reduce\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \/ [\d.]+ ms\s+\(\+ ([\d.]+) ms in (\d+) steps since start of marking, biggest step ([\d.]+) ms, walltime since start of marking (\d+) ms\)/;

/** The main isolate's full collections in --trace-gc output (the first isolate to print is the main thread's). */
export class FullGcLog {
  private mainIsolate: string | null = null;
  private pending = '';
  private collections: FullGc[] = [];

  constructor(private readonly startedAt: number) {}

  add(output: string): void {
    const lines = (this.pending + output).split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      const isolate = /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)?.[1];
      if (!isolate) continue;
      this.mainIsolate ??= isolate;
      const match = MARK_COMPACT.exec(line);
      if (!match || match[1] !== this.mainIsolate) continue;
      const [, , ms, reduce, before, after, pause, stepsMs, steps, biggest, wall] = match;
      this.collections.push({ at: this.startedAt + Number(ms), reduce: Boolean(reduce), heapBeforeMb: Number(before), heapAfterMb: Number(after), pauseMs: Number(pause), markingStepsMs: Number(stepsMs), steps: Number(steps), biggestStepMs: Number(biggest), markingWallMs: Number(wall) });
    }
  }

  drain(): FullGc[] {
    const collections = this.collections;
    this.collections = [];
    return collections;
  }
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  /** With `traceGc`, the main heap's full collections (see FullGcLog). */
  fullGcs: FullGcLog | null = null;
  private log = '';
  url = '';
  /** From spawn until /readyz answered 200. */
  readyAfterMs = 0;
  /** When it was spawned, epoch ms. */
  startedAt = 0;

  /** `traceGc`: run it with --trace-gc and keep its full collections (fullGcs); the product's flags otherwise. */
  constructor(
    private readonly env: Record<string, string>,
    private readonly options: { traceGc?: boolean } = {},
  ) {}

  async start(readyTimeoutMs = 10 * 60 * 1000): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const started = nowMs();
    this.startedAt = epochMs();
    // Launched as `npm start` launches it (ops/start-server.sh: its flags, SERVER_HEAP_MB, malloc's
    // huge pages), plus the heap probe. BENCH_SERVER_FLAGS adds V8 flags for an experiment.
    if (this.options.traceGc) this.fullGcs = new FullGcLog(this.startedAt);
    const args = [...(this.options.traceGc ? ['--trace-gc'] : []), ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean), '--expose-gc', '-r', join(__dirname, 'heap-probe.js')];
    this.child = spawn(join(ROOT, 'ops/start-server.sh'), args, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.SERVER_HEAP_MB ? { SERVER_HEAP_MB: process.env.SERVER_HEAP_MB } : {}),
        NODE_ENV: 'production',
        AUTH_SECRET: randomUUID(),
        EMAIL_STREAM_KEY: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'off',
        REDIS_PREFIX: `bench-${randomUUID().slice(0, 8)}`,
        ...this.env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // BENCH_SERVER_LOG=<file>: the server's whole output kept there too (with BENCH_SERVER_FLAGS=--trace-gc, its collections).
    const logFile = process.env.BENCH_SERVER_LOG;
    const keep = (chunk: Buffer) => {
      if (logFile) appendFileSync(logFile, chunk);
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', (chunk: Buffer) => {
      if (!this.fullGcs) return keep(chunk);
      // Its GC lines go to fullGcs (and the log file), not the tail kept for an error message.
      const text = chunk.toString();
      this.fullGcs.add(text);
      if (logFile) appendFileSync(logFile, chunk);
      const rest = text.split('\n').filter((line) => !/^\[\d+:0x[0-9a-f]+\]/.test(line)).join('\n');
      if (rest.trim()) this.log = (this.log + rest).slice(-20_000);
    });
    this.child.stderr?.on('data', keep);
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with code ${this.child.exitCode}:\n${this.log}`);
      const ready = await fetch(`${this.url}/readyz`).then((response) => response.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${this.log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.readyAfterMs = nowMs() - started;
  }

  /**
   * The server's memory after two full garbage collections (see heap-probe.ts). The answer waits for
   * the server's main thread: a server writing its read-model snapshots just after ready (gigabytes,
   * serialised on that thread) answers late, hence a caller's longer `timeoutMs`.
   */
  heap(timeoutMs = 30_000): Promise<HeapReport> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('the server is not running'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not report its heap within ${timeoutMs} ms`)), timeoutMs);
      child.once('message', (report: HeapReport) => {
        clearTimeout(timer);
        resolve(report);
      });
      child.send('heap');
    });
  }

  /** The server's event-loop delay since the last call (or its start): see heap-probe.ts. */
  loopDelay(): Promise<LoopDelayReport> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('the server is not running'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not report its event-loop delay')), 30_000);
      const answer = (report: LoopDelayReport) => {
        if (report?.type !== 'loop-delay') return;
        child.off('message', answer);
        clearTimeout(timer);
        resolve(report);
      };
      child.on('message', answer);
      child.send('loop-delay');
    });
  }

  /** The server main thread's late timer ticks and long GC pauses since the last call (see stall-watch.ts). */
  stallRecord(): Promise<StallReport> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('the server is not running'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not report its stall record')), 30_000);
      const answer = (report: StallReport) => {
        if (report?.type !== 'stall-record') return;
        child.off('message', answer);
        clearTimeout(timer);
        resolve(report);
      };
      child.on('message', answer);
      child.send('stall-record');
    });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * The baseline of a restart: this server stopped, then the same restart with malloc's buffers in
   * 4 KB pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=0), as the server ran before ops/start-server.sh
   * asked for huge ones. The two never share the cores, and the snapshot files are as warm in the
   * page cache for both.
   */
  async restartWithSmallPages(): Promise<RestartFigures> {
    await this.stop();
    const server = new ServerProcess({ ...this.env, GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' }, this.options);
    try {
      return await server.restart();
    } finally {
      await server.stop();
    }
  }

  /** Stopped if it runs, then started again on the same data directory: that start's figures. */
  async restart(): Promise<RestartFigures> {
    await this.stop();
    const loadBefore = loadavg()[0];
    await this.start();
    return { readyAfterMs: this.readyAfterMs, cpuMs: this.cpuMs(), loadBefore };
  }

  /**
   * CPU time the server has used so far, user and system, in ms (Linux /proc; NaN elsewhere).
   * Per request, it says what a request costs even when other work shares the cores.
   */
  cpuMs(): number {
    const pid = this.child?.pid;
    if (pid === undefined) return Number.NaN;
    try {
      // Fields after the command name: state is 3rd, utime 14th and stime 15th of the whole line.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    } catch {
      return Number.NaN;
    }
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Resolves once the server on `dataDir` has written a snapshot of every read model (it does as soon
 * as a build catches up) and none has been written for `quietMs`, so a restart can load them all
 * and a load that follows does not share the cores with their writing.
 */
export async function readModelSnapshotsWritten(dataDir: string, quietMs = 0, timeoutMs = 10 * 60 * 1000): Promise<void> {
  const dir = join(dataDir, 'read-models');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const written = ALL_PROJECTIONS.every((projection) => files.includes(`${projection.name}.v${projection.version}.snapshot`));
    const lastWrite = Math.max(0, ...files.map((file) => statSync(join(dir, file), { throwIfNoEntry: false })?.mtimeMs ?? Date.now()));
    if (written && !files.some((file) => file.includes('.tmp-')) && Date.now() - lastWrite >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`read-model snapshots not written within ${timeoutMs} ms: ${files.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { readFileSync } from 'node:fs';
import { createServer, request, Agent } from 'node:http';
import { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { MachineJiffies, machineJiffiesOf } from './stall-watch';
import { formatCount, nowMs, percentile, round } from './support';

/**
 * A fixed amount of work timed on the machine before any benchmark, so figures from different
 * machines can be compared: the same code ran 1.5 to 3 times slower from one session's machine to
 * the next (ops/bench/README.md), and a figure alone cannot say whether the code or the machine
 * changed. Two kinds of work, since they moved apart: plain JavaScript (objects, JSON, a Map, a
 * sort), and loopback HTTP round trips (system calls and wake-ups, what a message's delivery is
 * made of). CPU steal (time the hypervisor gave to other guests) is read around them.
 */
export interface MachineCalibration {
  cpuModel: string;
  cores: number;
  /** Median of three runs of fixedJavaScriptWork, ms. */
  javascriptMs: number;
  /** Median round trip of sequential keep-alive HTTP requests to a server in this process, microseconds. */
  loopbackRoundTripUs: number;
  /** Share of the machine's CPU time (every core, idle included) the hypervisor gave elsewhere during the calibration, percent; null where /proc/stat is not readable. */
  stealPercent: number | null;
  loadAverage: number;
}

const JS_ROUNDS = 3;
const ROUND_TRIPS = 2_000;

export async function calibrateMachine(): Promise<MachineCalibration> {
  const before = readMachineJiffies();
  const loadAverage = loadavg()[0];
  fixedJavaScriptWork(); // warms the JIT up
  const runs = Array.from({ length: JS_ROUNDS }, () => {
    const started = nowMs();
    fixedJavaScriptWork();
    return nowMs() - started;
  });
  const loopbackRoundTripUs = await loopbackRoundTrip(ROUND_TRIPS);
  const after = readMachineJiffies();
  const cores = cpus();
  return {
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    javascriptMs: round(median(runs), 1),
    loopbackRoundTripUs: round(loopbackRoundTripUs, 0),
    stealPercent: before && after ? round(stealPercentBetween(before, after), 1) : null,
    loadAverage: round(loadAverage, 2),
  };
}

export function calibrationLine(calibration: MachineCalibration): string {
  const steal = calibration.stealPercent === null ? 'unknown' : `${calibration.stealPercent.toFixed(1)} %`;
  return (
    `machine: ${calibration.cpuModel}, ${calibration.cores} cores; fixed JavaScript work ${calibration.javascriptMs.toFixed(0)} ms (median of ${JS_ROUNDS}); ` +
    `loopback HTTP round trip ${calibration.loopbackRoundTripUs.toFixed(0)} us (median of ${formatCount(ROUND_TRIPS)}); CPU steal ${steal}; load average ${calibration.loadAverage.toFixed(1)}`
  );
}

/** Objects built, written to JSON and read back, a Map filled and read, numbers sorted: always the same work. */
function fixedJavaScriptWork(): number {
  const rows = Array.from({ length: 50_000 }, (_, index) => ({ id: `row-${index}`, rank: (index * 7919) % 50_000, tags: ['a', 'b', String(index % 13)] }));
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
  const byId = new Map(parsed.map((row) => [row.id, row]));
  let total = 0;
  for (let index = 0; index < 50_000; index++) total += byId.get(`row-${(index * 31) % 50_000}`)?.rank ?? 0;
  const ranks = parsed.map((row) => row.rank).sort((a, b) => a - b);
  return total + ranks[ranks.length - 1];
}

async function loopbackRoundTrip(count: number): Promise<number> {
  const server = createServer((_request, response) => response.end('{"data":{"__typename":"Query"}}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, agent, method: 'POST', path: '/' }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      sent.on('error', reject);
      sent.end('{"query":"{ __typename }"}');
    });
  try {
    for (let index = 0; index < 100; index++) await once();
    const times: number[] = [];
    for (let index = 0; index < count; index++) {
      const started = nowMs();
      await once();
      times.push((nowMs() - started) * 1000);
    }
    return median(times);
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The stolen share of the machine's time between two readings of /proc/stat, percent. */
export function stealPercentBetween(before: MachineJiffies, after: MachineJiffies): number {
  const total = (reading: MachineJiffies) => reading.busy + reading.iowait + reading.steal + reading.idle;
  const elapsed = total(after) - total(before);
  return elapsed > 0 ? (100 * (after.steal - before.steal)) / elapsed : 0;
}

function readMachineJiffies(): MachineJiffies | null {
  try {
    return machineJiffiesOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { hashPassword } from '../../backend/src/modules/accounts/auth/password-hasher';
import { SeedCatalog } from './seed-catalog';
import { DEMO_CITIES } from './seed-cities';
import { demoAccounts } from './seed-demo-accounts';
import { DEMO_PASSWORD, SeedGenerator, SeedOptions } from './seed-generator';
import { SeedPlanner, SeedUnit } from './seed-plan';
import { SeedCounts, SeedSinks, SeedWriter } from './seed-writer';

/**
 * One seeding run: the demo accounts, then the clients, then each tutor followed by the reviews
 * clients wrote about them (clients first, so every review's author exists when it is written).
 * Shared by `npm run seed`, the demo data loaded at start and the benchmarks.
 *
 * The work is split the way the machine is: generating and deciding (CPU) can run on worker
 * threads, in chunks, while this thread appends in order (the store serialises writes anyway).
 * The events are the same either way.
 */

export interface SeedProgress {
  phase: 'clients' | 'tutors';
  done: number;
  total: number;
  elapsedMs: number;
}

export interface SeedRunReport extends SeedCounts {
  tutors: number;
  clients: number;
  workers: number;
  hashMs: number;
  elapsedMs: number;
}

export interface SeedRunOptions extends SeedOptions {
  /** Names the run in the events' correlation ids and idempotency keys (default `seed:<seed>`). */
  label?: string;
  /** Write tutor@, parent@ and student@example.com too (default true). */
  demoAccounts?: boolean;
  /**
   * Worker threads generating and deciding (default 0: all on this thread). They read the catalog
   * files themselves (catalogForSeed), and need the compiled JavaScript (dist): under ts-jest the
   * run stays on this thread.
   */
  workers?: number;
  onProgress?: (progress: SeedProgress) => void;
}

/** A chunk of tutors or clients, by index. */
export interface SeedJob {
  kind: 'clients' | 'tutors';
  from: number;
  to: number;
}

export type SeedJobReply = { units: SeedUnit[] } | { error: string };

export interface SeedWorkerSetup {
  options: SeedOptions;
  label: string;
  emailStreamKey: string;
}

const CHUNK = 500;

export async function runSeed(catalog: SeedCatalog, sinks: SeedSinks, options: SeedRunOptions): Promise<SeedRunReport> {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const hashMs = performance.now() - started;
  const writer = await SeedWriter.open(sinks, passwordHash);
  const label = options.label ?? `seed:${options.seed}`;
  const planner = new SeedPlanner(label, sinks.emailStreamKey);

  if (options.demoAccounts ?? true) {
    const demo = demoAccounts(catalog, options.until);
    for (const client of demo.clients) await writer.write(planner.client(client));
    await writer.write(planner.tutor(demo.tutor));
  }

  const jobs: SeedJob[] = [...chunks('clients', options.clients), ...chunks('tutors', options.tutors)];
  const seedOptions: SeedOptions = {
    seed: options.seed,
    tutors: options.tutors,
    clients: options.clients,
    until: options.until,
    emailDomain: options.emailDomain,
    cities: options.cities,
    meanReviews: options.meanReviews,
    courseBoosts: options.courseBoosts,
  };
  const workers = __filename.endsWith('.js') ? Math.max(0, options.workers ?? 0) : 0;
  const source = workers > 0 ? unitsFromWorkers(jobs, { options: seedOptions, label, emailStreamKey: sinks.emailStreamKey }, workers) : unitsInThread(jobs, new SeedGenerator(catalog, seedOptions), planner);
  for await (const { job, units } of source) {
    for (const unit of units) await writer.write(unit);
    options.onProgress?.({ phase: job.kind, done: job.to, total: job.kind === 'clients' ? options.clients : options.tutors, elapsedMs: performance.now() - started });
  }
  return { ...writer.counts, tutors: options.tutors, clients: options.clients, workers, hashMs, elapsedMs: performance.now() - started };
}

function chunks(kind: SeedJob['kind'], count: number): SeedJob[] {
  return Array.from({ length: Math.ceil(count / CHUNK) }, (_, index) => ({ kind, from: index * CHUNK, to: Math.min(count, (index + 1) * CHUNK) }));
}

async function* unitsInThread(jobs: SeedJob[], generator: SeedGenerator, planner: SeedPlanner): AsyncGenerator<{ job: SeedJob; units: SeedUnit[] }> {
  for (const job of jobs) {
    const units: SeedUnit[] = [];
    for (let index = job.from; index < job.to; index += 1) units.push(job.kind === 'clients' ? planner.client(generator.client(index)) : planner.tutor(generator.tutor(index)));
    yield { job, units };
  }
}

/** Job i goes to worker i mod n; a worker answers its jobs in order; up to two jobs per worker are in flight ahead of the writer. */
async function* unitsFromWorkers(jobs: SeedJob[], setup: SeedWorkerSetup, count: number): AsyncGenerator<{ job: SeedJob; units: SeedUnit[] }> {
  const pool = Array.from({ length: count }, () => new Worker(join(__dirname, 'seed-worker.js'), { workerData: setup }));
  const waiting = pool.map(() => [] as Array<{ resolve: (units: SeedUnit[]) => void; reject: (error: Error) => void }>);
  pool.forEach((worker, index) => {
    worker.on('message', (reply: SeedJobReply) => {
      const waiter = waiting[index].shift();
      if ('error' in reply) waiter?.reject(new Error(`seed worker: ${reply.error}`));
      else waiter?.resolve(reply.units);
    });
    worker.on('error', (error) => waiting[index].splice(0).forEach((waiter) => waiter.reject(error)));
  });
  const request = (jobIndex: number): Promise<SeedUnit[]> => {
    const worker = jobIndex % count;
    const reply = new Promise<SeedUnit[]>((resolve, reject) => waiting[worker].push({ resolve, reject }));
    pool[worker].postMessage(jobs[jobIndex]);
    // Awaited in turn below; meanwhile a failure must not count as unhandled.
    reply.catch(() => undefined);
    return reply;
  };
  const inFlight = new Map<number, Promise<SeedUnit[]>>();
  let requested = 0;
  try {
    for (let jobIndex = 0; jobIndex < jobs.length; jobIndex += 1) {
      for (; requested < jobs.length && requested < jobIndex + 2 * count; requested += 1) inFlight.set(requested, request(requested));
      const units = await inFlight.get(jobIndex)!;
      inFlight.delete(jobIndex);
      yield { job: jobs[jobIndex], units };
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}

/** The demo set loaded on an empty data directory: a few hundred tutors in six cities, with reviews. */
export const DEMO_SET = { seed: 2024, tutors: 300, clients: 120, cities: DEMO_CITIES, emailDomain: 'demo.example.com', label: 'demo-data' } as const;

export function demoSetOptions(until: Date): SeedRunOptions {
  return { ...DEMO_SET, until, meanReviews: 3, courseBoosts: { 'algebra-1': 4 } };
}

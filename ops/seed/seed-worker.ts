import { parentPort, workerData } from 'node:worker_threads';
import { catalogForSeed } from './seed-catalog-adapter';
import { SeedGenerator } from './seed-generator';
import type { SeedJob, SeedJobReply, SeedWorkerSetup } from './seed-run';
import { SeedPlanner, SeedUnit } from './seed-plan';

/**
 * A worker thread of `runSeed`: generates and decides the units of the jobs it is sent (the CPU
 * work: drawing, the profanity filter in the deciders, ids), while the main thread appends. Replies
 * to each job in the order received.
 */
const setup = workerData as SeedWorkerSetup;
const generator = new SeedGenerator(catalogForSeed(), setup.options);
const planner = new SeedPlanner(setup.label, setup.emailStreamKey);

parentPort?.on('message', (job: SeedJob) => {
  let reply: SeedJobReply;
  try {
    const units: SeedUnit[] = [];
    for (let index = job.from; index < job.to; index += 1) {
      units.push(job.kind === 'clients' ? planner.client(generator.client(index)) : planner.tutor(generator.tutor(index)));
    }
    reply = { units };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});

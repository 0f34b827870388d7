import { parentPort, workerData } from 'node:worker_threads';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { indexedUserId, userLifecycle } from './support';

/**
 * Writes the rebuild benchmark's log on a worker thread: the garbage of generating a million events
 * lives and dies in the worker's heap, so the main thread's memory baseline is the rebuild's alone.
 */

export interface SeedRequest {
  filename: string;
  users: number;
  /** Users per append: their five events each, interleaved, make one append of `usersPerAppend * 5` events. */
  usersPerAppend: number;
}

export interface SeedReply {
  events: number;
  appends: number;
  elapsedMs: number;
}

async function seed({ filename, users, usersPerAppend }: SeedRequest): Promise<SeedReply> {
  const store = new SqliteEventStore(filename);
  const started = performance.now();
  let appends = 0;
  try {
    for (let first = 0, chunk = 0; first < users; first += usersPerAppend, chunk++) {
      const lifecycles: NewEvent[][] = [];
      for (let index = first; index < Math.min(users, first + usersPerAppend); index++) lifecycles.push(userLifecycle(indexedUserId(index)));
      // Step by step across the chunk's users (all sign-ups, then all verifications...), as a live log interleaves them.
      const events = lifecycles[0].flatMap((_, step) => lifecycles.map((lifecycle) => lifecycle[step]));
      // The port appends to one stream at a time; the rebuild reads the whole log by position, so a
      // stream per chunk (rather than per user) changes nothing it measures and allows 1,000-event appends.
      await store.append(`bench-seed-${chunk}`, events, { expectedRevision: 'no_stream' });
      appends++;
    }
    return { events: await store.headPosition(), appends, elapsedMs: performance.now() - started };
  } finally {
    await store.close();
  }
}

// A rejection is left unhandled on purpose: it ends the worker with an 'error' event the parent awaits.
void seed(workerData as SeedRequest).then((reply) => parentPort?.postMessage(reply));

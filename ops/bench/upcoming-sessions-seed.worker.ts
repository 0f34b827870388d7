import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import type { StreamAppend } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { sessionAppendBatches } from './upcoming-sessions-plan';

/**
 * Decides a share of the upcoming-sessions benchmark's sessions on a worker thread while the main
 * thread writes the batches already decided, so deciding and writing overlap. At most `BATCHES_AHEAD` batches wait to be written, which bounds the memory of a
 * decider faster than the disk.
 */

export interface SessionSeedRequest {
  /** Which of the deciding workers: each draws its sessions from its own random sequence. */
  worker: number;
  sessions: number;
  perBatch: number;
  /** The seed's now, as epoch ms: the same instant on both threads. */
  nowMs: number;
}

/** A batch to write, or `null` once every session is decided. */
export type SessionSeedMessage = StreamAppend[] | null;

const BATCHES_AHEAD = 4;

async function decide({ worker, sessions, perBatch, nowMs }: SessionSeedRequest): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('the session seed runs on a worker thread');
  let ahead = 0;
  port.on('message', () => (ahead -= 1));
  for (const batch of sessionAppendBatches(worker, sessions, perBatch, new Date(nowMs))) {
    port.postMessage(batch satisfies SessionSeedMessage);
    ahead += 1;
    // The parent acknowledges each batch written.
    while (ahead >= BATCHES_AHEAD) await once(port, 'message');
  }
  port.postMessage(null satisfies SessionSeedMessage);
  port.removeAllListeners('message');
}

// A rejection is left unhandled on purpose: it ends the worker with an 'error' event the parent awaits.
void decide(workerData as SessionSeedRequest);

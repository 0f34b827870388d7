/**
 * The JobQueue port: delayed, retried jobs, idempotent by job id. Production and CI use BullMQ on
 * Redis; the in-process adapter exists only for a machine where Redis cannot be reached.
 */

export interface JobOptions {
  /**
   * Enqueueing a job id that already exists (waiting, delayed, active or completed) does nothing.
   * Any string works, e.g. `payout:<sessionId>`; without one the job gets a fresh id.
   */
  jobId?: string;
  delayMs?: number;
  /** Total attempts including the first; default 5. */
  attempts?: number;
  /** Base of the exponential backoff between attempts; default 1000 ms. */
  backoffMs?: number;
}

export interface Job<Data = unknown> {
  id: string;
  queue: string;
  name: string;
  data: Data;
  /**
   * Attempts already made before this one (0 on the first run). A run cut short by a dying worker
   * does not count: BullMQ takes such a job up again as stalled, without spending an attempt.
   */
  attemptsMade: number;
}

export type JobHandler<Data = unknown> = (job: Job<Data>) => Promise<void>;

/** What `schedule` did: a running job is never touched, so its caller learns to try again once it has settled. */
export type ScheduleOutcome = 'added' | 'moved' | 'active';
/** What `remove` did; a running job is left alone. */
export type RemoveOutcome = 'removed' | 'absent' | 'active';

export interface JobWorker {
  /** Stops taking jobs and waits for the running ones to settle. */
  close(): Promise<void>;
}

/** Queue names must not contain ':' (BullMQ builds its Redis keys with it). */
export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue<Data>(queue: string, name: string, data: Data, options?: JobOptions): Promise<void>;
  process<Data>(queue: string, handler: JobHandler<Data>, options?: { concurrency?: number }): JobWorker;
  /**
   * Makes job `jobId` run once, `delayMs` from now, with this data: added when absent or finished
   * (unlike `enqueue`, a finished job id is taken again), moved (data included) when waiting or
   * delayed, and left alone while a worker runs it ('active').
   */
  schedule<Data>(queue: string, name: string, data: Data, options: JobOptions & { jobId: string }): Promise<ScheduleOutcome>;
  /** Removes a waiting, delayed or finished job, freeing its id; a running one is left alone ('active'). */
  remove(queue: string, jobId: string): Promise<RemoveOutcome>;
  close(): Promise<void>;
}

/** DI token for the JobQueue port. */
export const JOB_QUEUE = Symbol('JobQueue');

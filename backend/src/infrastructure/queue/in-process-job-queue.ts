import { randomUUID } from 'node:crypto';
import { logger as processLogger, type Logger } from '../../../platform/logging/logger';
import type { Job, JobHandler, JobOptions, JobQueue, JobWorker, RemoveOutcome, ScheduleOutcome } from '../../../platform/queue/job-queue.port';

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1000;

interface PendingJob {
  readonly id: string;
  readonly queue: string;
  name: string;
  /** JSON, as BullMQ stores it: each attempt gets a fresh copy, and Dates arrive as strings. */
  json: string | undefined;
  readonly attempts: number;
  readonly backoffMs: number;
  attemptsMade: number;
  state: 'delayed' | 'waiting' | 'active' | 'finished';
  /** Set while delayed. */
  timer: NodeJS.Timeout | null;
}

interface LocalWorker {
  readonly handler: JobHandler<unknown>;
  readonly concurrency: number;
  readonly running: Set<Promise<void>>;
}

interface LocalQueue {
  /** Jobs due now, oldest first. */
  readonly ready: PendingJob[];
  readonly workers: LocalWorker[];
  /** Every job enqueued here and not removed: BullMQ keeps finished jobs, so their ids stay taken too. */
  readonly jobs: Map<string, PendingJob>;
}

/**
 * JobQueue held in this process's memory, for a machine without Redis only: jobs are lost on exit
 * and are invisible to other processes. It mirrors BullMQ's behaviour (FIFO, delays, exponential
 * backoff, ids taken forever, JSON-copied data) so code that works here works in production.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;

  private readonly logger: Logger;
  private readonly queues = new Map<string, LocalQueue>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(options: { logger?: Logger } = {}) {
    this.logger = options.logger ?? processLogger;
  }

  async enqueue<Data>(queue: string, name: string, data: Data, options: JobOptions = {}): Promise<void> {
    const local = this.queueNamed(queue);
    const id = options.jobId ?? randomUUID();
    if (local.jobs.has(id)) return;
    this.add(local, id, queue, name, data, options);
  }

  async schedule<Data>(queue: string, name: string, data: Data, options: JobOptions & { jobId: string }): Promise<ScheduleOutcome> {
    const local = this.queueNamed(queue);
    const job = local.jobs.get(options.jobId);
    if (!job || job.state === 'finished') {
      this.add(local, options.jobId, queue, name, data, options);
      return 'added';
    }
    if (job.state === 'active') return 'active';
    this.unqueue(local, job);
    job.name = name;
    job.json = JSON.stringify(data);
    this.makeReadyAfter(local, job, options.delayMs ?? 0);
    return 'moved';
  }

  async remove(queue: string, jobId: string): Promise<RemoveOutcome> {
    const local = this.queueNamed(queue);
    const job = local.jobs.get(jobId);
    if (!job) return 'absent';
    if (job.state === 'active') return 'active';
    this.unqueue(local, job);
    local.jobs.delete(jobId);
    return 'removed';
  }

  private add<Data>(local: LocalQueue, id: string, queue: string, name: string, data: Data, options: JobOptions): void {
    const job: PendingJob = {
      id,
      queue,
      name,
      json: JSON.stringify(data),
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
      attemptsMade: 0,
      state: 'delayed',
      timer: null,
    };
    local.jobs.set(id, job);
    this.makeReadyAfter(local, job, options.delayMs ?? 0);
  }

  /** Takes a delayed or waiting job out of the line. */
  private unqueue(local: LocalQueue, job: PendingJob): void {
    if (job.timer) {
      clearTimeout(job.timer);
      this.timers.delete(job.timer);
      job.timer = null;
    }
    const index = local.ready.indexOf(job);
    if (index >= 0) local.ready.splice(index, 1);
  }

  process<Data>(queue: string, handler: JobHandler<Data>, options: { concurrency?: number } = {}): JobWorker {
    const concurrency = options.concurrency ?? 1;
    if (!Number.isFinite(concurrency) || concurrency < 1) {
      throw new Error('concurrency must be a finite number greater than 0');
    }
    const local = this.queueNamed(queue);
    const worker: LocalWorker = { handler: handler as JobHandler<unknown>, concurrency, running: new Set() };
    local.workers.push(worker);
    this.dispatch(local);
    return {
      close: async () => {
        const index = local.workers.indexOf(worker);
        if (index >= 0) local.workers.splice(index, 1);
        await Promise.all(worker.running);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const running: Promise<void>[] = [];
    for (const local of this.queues.values()) {
      local.ready.length = 0;
      for (const worker of local.workers.splice(0)) running.push(...worker.running);
    }
    await Promise.all(running);
  }

  private queueNamed(name: string): LocalQueue {
    if (this.closed) throw new Error('The job queue is closed');
    // Same rule as BullMQ, so a name that works here does not fail in production.
    if (name.includes(':')) throw new Error('Queue name cannot contain :');
    let local = this.queues.get(name);
    if (!local) {
      local = { ready: [], workers: [], jobs: new Map() };
      this.queues.set(name, local);
    }
    return local;
  }

  private makeReadyAfter(local: LocalQueue, job: PendingJob, delayMs: number): void {
    this.makeReadyAt(local, job, Date.now() + delayMs);
  }

  private makeReadyAt(local: LocalQueue, job: PendingJob, dueAt: number): void {
    if (this.closed) return;
    const remainingMs = dueAt - Date.now();
    if (remainingMs <= 0) {
      job.state = 'waiting';
      job.timer = null;
      local.ready.push(job);
      this.dispatch(local);
      return;
    }
    job.state = 'delayed';
    // Node timers may fire a millisecond early by the wall clock, so the due time is checked again.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.makeReadyAt(local, job, dueAt);
    }, remainingMs);
    job.timer = timer;
    this.timers.add(timer);
  }

  private dispatch(local: LocalQueue): void {
    for (const worker of local.workers) {
      while (worker.running.size < worker.concurrency && local.ready.length > 0) {
        const job = local.ready.shift() as PendingJob;
        job.state = 'active';
        // The handler starts on a later tick, after `running` counts it: a handler that enqueues
        // synchronously re-enters dispatch and must see the slot as taken.
        const running = Promise.resolve().then(() => this.attempt(local, worker.handler, job));
        worker.running.add(running);
        void running.finally(() => {
          worker.running.delete(running);
          this.dispatch(local);
        });
      }
    }
  }

  private async attempt(local: LocalQueue, handler: JobHandler<unknown>, job: PendingJob): Promise<void> {
    const snapshot: Job = {
      id: job.id,
      queue: job.queue,
      name: job.name,
      data: job.json === undefined ? undefined : JSON.parse(job.json),
      attemptsMade: job.attemptsMade,
    };
    try {
      await handler(snapshot);
      job.state = 'finished';
    } catch (error) {
      job.attemptsMade += 1;
      job.state = 'finished';
      if (job.attemptsMade < job.attempts) {
        // BullMQ's exponential strategy: backoff, 2 × backoff, 4 × backoff, ...
        this.makeReadyAfter(local, job, job.backoffMs * 2 ** (job.attemptsMade - 1));
      } else {
        this.logger.error(
          { err: error, queue: job.queue, jobName: job.name, jobId: job.id, attemptsMade: job.attemptsMade },
          'job queue: job failed on its last attempt',
        );
      }
    }
  }
}

import { Queue, Worker, type Job as BullMqJob } from 'bullmq';
import { Redis } from 'ioredis';
import { logger as processLogger, type Logger } from '../../../platform/logging/logger';
import type { Job, JobHandler, JobOptions, JobQueue, JobWorker, RemoveOutcome, ScheduleOutcome } from '../../../platform/queue/job-queue.port';

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Namespace of every Redis key; tests pass a unique one to isolate their keys. Default 'tm'. */
  prefix?: string;
  /** How often workers look for jobs whose worker died (BullMQ default 30 s). */
  stalledIntervalMs?: number;
  /** How long a worker's lock on a job lasts without renewal (BullMQ default 30 s). */
  lockDurationMs?: number;
  logger?: Logger;
}

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1000;
const MAX_SCHEDULE_TRIES = 10;
/**
 * Completed jobs are kept so that enqueueing the same job id again stays a no-op: a week covers
 * any replay or retry of the command that enqueued it. The count bounds Redis memory.
 */
const KEEP_COMPLETED = { age: 7 * 24 * 60 * 60, count: 100_000 };

/** JobQueue on BullMQ: jobs live in Redis, so they survive restarts and are shared by all workers. */
export class BullMqJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;

  /** Shared by every Queue (BullMQ leaves it open); workers duplicate it for their blocking reads. */
  private readonly connection: Redis;
  private readonly prefix: string;
  private readonly logger: Logger;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Set<Worker>();
  private closing?: Promise<void>;

  constructor(private readonly options: BullMqJobQueueOptions) {
    // Checked here because BullMQ's Worker checks only after opening its connections, which then leak.
    assertPositive('stalledIntervalMs', options.stalledIntervalMs);
    assertPositive('lockDurationMs', options.lockDurationMs);
    this.prefix = options.prefix ?? 'tm';
    this.logger = options.logger ?? processLogger;
    // BullMQ requires maxRetriesPerRequest: null so blocking commands wait out a Redis restart.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) => this.logger.error({ err: error }, 'job queue: Redis connection error'));
  }

  async enqueue<Data>(queue: string, name: string, data: Data, options: JobOptions = {}): Promise<void> {
    await this.queueNamed(queue).add(name, data, {
      jobId: options.jobId === undefined ? undefined : toBullMqJobId(options.jobId),
      delay: Math.max(0, options.delayMs ?? 0),
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      removeOnComplete: KEEP_COMPLETED,
      // Failed jobs stay for inspection (and keep their id taken), like completed ones.
      removeOnFail: false,
    });
  }

  async schedule<Data>(queue: string, name: string, data: Data, options: JobOptions & { jobId: string }): Promise<ScheduleOutcome> {
    const bullMqQueue = this.queueNamed(queue);
    const id = toBullMqJobId(options.jobId);
    const delay = Math.max(0, options.delayMs ?? 0);
    // Each step can race a worker taking the job or a delay falling due; the job's state is then read again.
    for (let tries = 0; tries < MAX_SCHEDULE_TRIES; tries++) {
      const job = await bullMqQueue.getJob(id);
      if (!job) {
        await this.enqueue(queue, name, data, options);
        return 'added';
      }
      const state = await job.getState();
      if (state === 'active') return 'active';
      try {
        if (state === 'delayed') {
          await job.updateData(data);
          await job.changeDelay(delay);
          return 'moved';
        }
        if (state === 'waiting' && delay === 0) {
          await job.updateData(data);
          return 'moved';
        }
        // Finished, or waiting but due later: BullMQ cannot delay a waiting job, so it is removed and added afresh.
        if ((await bullMqQueue.remove(id)) === 1) {
          await this.enqueue(queue, name, data, options);
          return state === 'completed' || state === 'failed' ? 'added' : 'moved';
        }
      } catch (error) {
        this.logger.debug({ err: error, queue, jobId: options.jobId, state }, 'job queue: job changed state while being scheduled; reading it again');
      }
    }
    throw new Error(`Could not schedule job ${options.jobId} on ${queue}: its state kept changing`);
  }

  async remove(queue: string, jobId: string): Promise<RemoveOutcome> {
    const bullMqQueue = this.queueNamed(queue);
    const id = toBullMqJobId(jobId);
    if (!(await bullMqQueue.getJob(id))) return 'absent';
    // BullMQ refuses to remove a locked (running) job and answers 0.
    if ((await bullMqQueue.remove(id)) === 1) return 'removed';
    return (await bullMqQueue.getJob(id)) ? 'active' : 'absent';
  }

  process<Data>(queue: string, handler: JobHandler<Data>, options: { concurrency?: number } = {}): JobWorker {
    this.assertOpen();
    const concurrency = options.concurrency ?? 1;
    assertPositive('concurrency', concurrency);
    const worker = new Worker<Data>(
      queue,
      async (job) => {
        await handler(toPortJob(job));
      },
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency,
        // BullMQ merges options over its defaults, so an explicit undefined would erase them.
        ...(this.options.stalledIntervalMs !== undefined && { stalledInterval: this.options.stalledIntervalMs }),
        ...(this.options.lockDurationMs !== undefined && { lockDuration: this.options.lockDurationMs }),
      },
    );
    // Without an 'error' listener a Redis hiccup would crash the process (EventEmitter semantics).
    worker.on('error', (error) => this.logger.error({ err: error, queue }, 'job queue: worker error'));
    worker.on('failed', (job, error) => {
      // 'failed' fires on every failed attempt; finishedOn is set only once the job has given up.
      if (job?.finishedOn !== undefined) {
        this.logger.error(
          { err: error, queue, jobName: job.name, jobId: job.id, attemptsMade: job.attemptsMade },
          'job queue: job failed on its last attempt',
        );
      }
    });
    this.workers.add(worker);
    return {
      close: async () => {
        this.workers.delete(worker);
        await worker.close();
      },
    };
  }

  close(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    const workers = [...this.workers];
    const queues = [...this.queues.values()];
    this.workers.clear();
    this.queues.clear();
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all(queues.map((queue) => queue.close()));
    await this.connection.quit();
  }

  private queueNamed(name: string): Queue {
    this.assertOpen();
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.logger.error({ err: error, queue: name }, 'job queue: queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Queues or workers created after close would hold connections nobody closes. */
  private assertOpen(): void {
    if (this.closing) throw new Error('The job queue is closed');
  }
}

/**
 * BullMQ rejects custom job ids that contain ':' or read as integers (those would clash with its
 * generated ids), yet the port takes any string, e.g. `payout:<sessionId>`. Percent-encoding just
 * those characters keeps ids readable in Redis, and `decodeURIComponent` restores them exactly.
 */
function toBullMqJobId(jobId: string): string {
  const escaped = jobId.replace(/[%:]/g, (character) => encodeURIComponent(character));
  if (String(parseInt(escaped, 10)) !== escaped) return escaped;
  return percentEncode(escaped[0]) + escaped.slice(1);
}

function fromBullMqJobId(bullMqJobId: string): string {
  return decodeURIComponent(bullMqJobId);
}

function percentEncode(character: string): string {
  return `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

function assertPositive(option: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
    throw new Error(`${option} must be a finite number greater than 0`);
  }
}

function toPortJob<Data>(job: BullMqJob<Data>): Job<Data> {
  if (job.id === undefined) throw new Error(`BullMQ handed over a job without an id (queue ${job.queueName})`);
  return {
    id: fromBullMqJobId(job.id),
    queue: job.queueName,
    name: job.name,
    data: job.data,
    attemptsMade: job.attemptsMade,
  };
}

/**
 * Whether a Redis server answers at `url` within `timeoutMs`. Used at start-up to choose BullMQ
 * or the in-process fallback, so it never retries and never throws.
 */
export async function isRedisReachable(url: string, timeoutMs = 1000): Promise<boolean> {
  let client: Redis | undefined;
  try {
    client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    // The answer is the boolean; a refused connection is expected, not worth an unhandled 'error'.
    client.on('error', () => undefined);
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    client?.disconnect();
    return false;
  }
}

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { eventually } from '../../../test-support/eventually';
import { BullMqJobQueue, isRedisReachable } from './bullmq-job-queue';
import { describeJobQueueContract } from './job-queue.contract';
import type { Job } from '../../../platform/queue/job-queue.port';

// Redis is real in CI: this suite fails rather than skips when it cannot reach it.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `tm-test-${randomUUID()}`;

beforeAll(async () => {
  if (!(await isRedisReachable(redisUrl))) {
    throw new Error(`Redis is not reachable at ${redisUrl}; the BullMQ suite needs a real Redis`);
  }
});

afterAll(async () => {
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
    if (keys.length > 0) await redis.unlink(...(keys as string[]));
  }
  await redis.quit();
});

describeJobQueueContract('BullMQ', async () => {
  const queue = new BullMqJobQueue({ redisUrl, prefix });
  return { queue, cleanup: () => queue.close() };
});

describe('BullMqJobQueue', () => {
  it('takes up again a job whose worker died mid-job', async () => {
    const queue = `dying-${randomUUID()}`;
    const lockDurationMs = 500;
    const jobs = new BullMqJobQueue({ redisUrl, prefix, stalledIntervalMs: 250, lockDurationMs });
    try {
      await jobs.enqueue(queue, 'process-payout', { sessionId: 'session-1' }, { jobId: 'payout:session-1' });

      const dyingWorker = await runDyingWorker({ queue, lockDurationMs });
      expect(dyingWorker).toEqual({
        signal: 'SIGKILL',
        taken: { name: 'process-payout', data: { sessionId: 'session-1' } },
      });

      // The job is still active under the dead worker's lock until the lock expires and a stalled
      // check moves it back to waiting.
      const completed: Job[] = [];
      jobs.process(queue, async (job) => {
        completed.push(job);
      });
      await eventually(() => completed.length === 1);
      expect(completed).toEqual([
        { id: 'payout:session-1', queue, name: 'process-payout', data: { sessionId: 'session-1' }, attemptsMade: 0 },
      ]);
    } finally {
      await jobs.close();
    }
  });

  it('tells whether Redis is reachable', async () => {
    await expect(isRedisReachable(redisUrl)).resolves.toBe(true);
    // Port 1 is never a Redis server: the connection is refused at once.
    await expect(isRedisReachable('redis://127.0.0.1:1', 500)).resolves.toBe(false);
  });
});

interface DyingWorkerOutcome {
  signal: NodeJS.Signals | null;
  taken?: unknown;
}

/** Runs dying-worker.fixture.js until it has taken a job from `queue` and died. */
function runDyingWorker({ queue, lockDurationMs }: { queue: string; lockDurationMs: number }): Promise<DyingWorkerOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'dying-worker.fixture.js'), [], {
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        QUEUE_NAME: queue,
        LOCK_DURATION_MS: String(lockDurationMs),
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let taken: unknown;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('message', (message: { taken?: unknown }) => {
      taken = message.taken;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (taken === undefined) reject(new Error(`dying worker exited (${code ?? signal}) without a job: ${stderr}`));
      else resolve({ signal, taken });
    });
  });
}

'use strict';
/*
 * Fixture for bullmq-job-queue.int.spec.ts, run as a child process: a BullMQ worker that takes one
 * job, tells its parent which, and is killed mid-job the way a crashed or OOM-killed worker is,
 * leaving the job active and locked in Redis. Plain CommonJS so it runs without a transpiler.
 */
const { Worker } = require('bullmq');
const { Redis } = require('ioredis');

const { REDIS_URL, QUEUE_PREFIX, QUEUE_NAME, LOCK_DURATION_MS } = process.env;

const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });

new Worker(
  QUEUE_NAME,
  (job) => {
    process.send({ taken: { name: job.name, data: job.data } }, () => process.kill(process.pid, 'SIGKILL'));
    return new Promise(() => undefined);
  },
  {
    connection,
    prefix: QUEUE_PREFIX,
    lockDuration: Number(LOCK_DURATION_MS),
    // A stalled check here would hold the queue's stalled-check lock for this worker's (default,
    // 30 s) interval and keep the test's worker from rescuing the job in time.
    skipStalledCheck: true,
  },
);

// Never outlive a test that went wrong.
setTimeout(() => process.exit(2), 10_000).unref();

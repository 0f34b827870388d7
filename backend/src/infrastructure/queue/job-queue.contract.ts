import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import type { Job, JobQueue } from '../../../platform/queue/job-queue.port';

export interface JobQueueUnderTest {
  queue: JobQueue;
  /** Closes the queue and anything the factory opened for it. */
  cleanup: () => Promise<void>;
}

/**
 * The behaviour every JobQueue adapter must share. Each test uses its own queue name, so adapters
 * backed by shared storage (Redis) need no flushing between tests.
 *
 * "Did not run (again)" is proven by ordering, not by waiting: a probe job that the queue can only
 * run after the unwanted run would have happened.
 */
export function describeJobQueueContract(name: string, makeQueue: () => Promise<JobQueueUnderTest>): void {
  describe(`JobQueue contract: ${name}`, () => {
    let jobs: JobQueue;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ queue: jobs, cleanup } = await makeQueue());
    });

    afterEach(async () => {
      await cleanup();
    });

    const uniqueQueueName = () => `contract-${randomUUID()}`;

    it('runs a job with its data, under its id, on attempt 0', async () => {
      const queue = uniqueQueueName();
      const received: Job[] = [];
      jobs.process(queue, async (job) => {
        received.push(job);
      });
      const jobId = `payout:${randomUUID()}`;

      await jobs.enqueue(queue, 'process-payout', { sessionId: 'session-1', amountCents: 4200 }, { jobId });

      await eventually(() => received.length === 1);
      expect(received).toEqual([
        { id: jobId, queue, name: 'process-payout', data: { sessionId: 'session-1', amountCents: 4200 }, attemptsMade: 0 },
      ]);
    });

    it('gives a job enqueued without an id an id of its own', async () => {
      const queue = uniqueQueueName();
      const received: Job[] = [];
      jobs.process(queue, async (job) => {
        received.push(job);
      });

      await jobs.enqueue(queue, 'send-email', { to: 'a@example.com' });
      await jobs.enqueue(queue, 'send-email', { to: 'b@example.com' });

      await eventually(() => received.length === 2);
      const [first, second] = received.map((job) => job.id);
      expect(first).toEqual(expect.any(String));
      expect(first).not.toEqual(second);
    });

    it('accepts any string as a job id and keeps distinct ids distinct', async () => {
      const queue = uniqueQueueName();
      // Integers and ':' are special to BullMQ; '%3A' must not be confused with ':'.
      const jobIds = ['42', '0', '-7', 'a:b', 'a%3Ab', 'payout:x:y', '100%'];
      const received: string[] = [];
      jobs.process(queue, async (job) => {
        received.push(job.id);
      });

      for (const jobId of jobIds) await jobs.enqueue(queue, 'tagged', {}, { jobId });

      await eventually(() => received.length === jobIds.length);
      expect([...received].sort()).toEqual([...jobIds].sort());
    });

    it('does not run a delayed job before its delay, and runs it after', async () => {
      const queue = uniqueQueueName();
      const delayMs = 300;
      const started: { name: string; afterMs: number }[] = [];
      let enqueuedAt = 0;
      jobs.process(queue, async (job) => {
        started.push({ name: job.name, afterMs: Date.now() - enqueuedAt });
      });

      enqueuedAt = Date.now();
      await jobs.enqueue(queue, 'delayed', {}, { delayMs });
      await jobs.enqueue(queue, 'immediate', {});

      await eventually(() => started.length === 2);
      expect(started.map((job) => job.name)).toEqual(['immediate', 'delayed']);
      const delayed = started[1];
      expect(delayed.afterMs).toBeGreaterThanOrEqual(delayMs);
      expect(delayed.afterMs).toBeLessThan(delayMs + 2000);
    });

    it('retries a failing job with growing backoff until it succeeds', async () => {
      const queue = uniqueQueueName();
      const backoffMs = 200;
      const attempts: { attemptsMade: number; startedAt: number }[] = [];
      let succeeded = false;
      jobs.process(queue, async (job) => {
        attempts.push({ attemptsMade: job.attemptsMade, startedAt: Date.now() });
        if (job.attemptsMade < 2) throw new Error('payment provider timed out');
        succeeded = true;
      });

      await jobs.enqueue(queue, 'flaky', {}, { attempts: 5, backoffMs });

      await eventually(() => succeeded);
      expect(attempts.map((attempt) => attempt.attemptsMade)).toEqual([0, 1, 2]);
      const [first, second, third] = attempts.map((attempt) => attempt.startedAt);
      const gaps = [second - first, third - second];
      // Exponential: backoff after the 1st failure, twice that after the 2nd.
      expect(gaps[0]).toBeGreaterThanOrEqual(backoffMs);
      expect(gaps[1]).toBeGreaterThanOrEqual(2 * backoffMs);
      expect(gaps[1]).toBeGreaterThan(gaps[0]);
    });

    it('gives up on a job after its number of attempts', async () => {
      const queue = uniqueQueueName();
      const attemptsMade: number[] = [];
      let probeRan = false;
      jobs.process(queue, async (job) => {
        if (job.name === 'probe') {
          probeRan = true;
          return;
        }
        attemptsMade.push(job.attemptsMade);
        throw new Error('card declined');
      });

      await jobs.enqueue(queue, 'doomed', {}, { attempts: 3, backoffMs: 50 });
      await eventually(() => attemptsMade.length === 3);
      // A 4th attempt would be due 200 ms (50 × 2²) after the 3rd failed; this probe is due later.
      await jobs.enqueue(queue, 'probe', {}, { delayMs: 600 });
      await eventually(() => probeRan);

      expect(attemptsMade).toEqual([0, 1, 2]);
    });

    it('runs a job id once when it is enqueued again while waiting or delayed', async () => {
      const queue = uniqueQueueName();
      const waitingId = `payout:${randomUUID()}`;
      const delayedId = `payout:${randomUUID()}`;
      const runs: { name: string; data: unknown }[] = [];

      await jobs.enqueue(queue, 'waiting', { copy: 'first' }, { jobId: waitingId });
      await jobs.enqueue(queue, 'waiting', { copy: 'second' }, { jobId: waitingId });
      await jobs.enqueue(queue, 'delayed', { copy: 'first' }, { jobId: delayedId, delayMs: 200 });
      // Without the delay, a duplicate that slipped through would run before the probe.
      await jobs.enqueue(queue, 'delayed', { copy: 'second' }, { jobId: delayedId });
      await jobs.enqueue(queue, 'probe', {}, { delayMs: 400 });
      jobs.process(queue, async (job) => {
        runs.push({ name: job.name, data: job.data });
      });

      await eventually(() => runs.some((run) => run.name === 'probe'));
      expect(runs).toEqual([
        { name: 'waiting', data: { copy: 'first' } },
        { name: 'delayed', data: { copy: 'first' } },
        { name: 'probe', data: {} },
      ]);
    });

    it('runs a job id once when it is enqueued again after it completed', async () => {
      const queue = uniqueQueueName();
      const jobId = `payout:${randomUUID()}`;
      const runs: { name: string; data: unknown }[] = [];
      jobs.process(queue, async (job) => {
        runs.push({ name: job.name, data: job.data });
      });

      await jobs.enqueue(queue, 'payout', { copy: 'first' }, { jobId });
      // With concurrency 1 the first probe starts only once the payout has completed.
      await jobs.enqueue(queue, 'probe', { copy: 'first' });
      await eventually(() => runs.length === 2);
      await jobs.enqueue(queue, 'payout', { copy: 'second' }, { jobId });
      await jobs.enqueue(queue, 'probe', { copy: 'second' });
      await eventually(() => runs.length >= 3);

      expect(runs).toEqual([
        { name: 'payout', data: { copy: 'first' } },
        { name: 'probe', data: { copy: 'first' } },
        { name: 'probe', data: { copy: 'second' } },
      ]);
    });

    it('runs jobs one at a time with concurrency 1', async () => {
      const queue = uniqueQueueName();
      const events: string[] = [];
      jobs.process(
        queue,
        async (job: Job<{ n: number }>) => {
          events.push(`start ${job.data.n}`);
          // The job takes a while, long enough for a second slot to pick up the next one.
          await new Promise((resolve) => setTimeout(resolve, 50));
          events.push(`end ${job.data.n}`);
        },
        { concurrency: 1 },
      );

      for (const n of [1, 2, 3]) await jobs.enqueue(queue, 'serial', { n });

      await eventually(() => events.length === 6);
      expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    });

    it('runs up to `concurrency` jobs at once', async () => {
      const queue = uniqueQueueName();
      const started: number[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      jobs.process(
        queue,
        async (job: Job<{ n: number }>) => {
          started.push(job.data.n);
          await released;
        },
        { concurrency: 3 },
      );

      try {
        for (const n of [1, 2, 3]) await jobs.enqueue(queue, 'parallel', { n });
        // Every job is held until released, so all three running means three slots.
        await eventually(() => started.length === 3);
      } finally {
        release();
      }
      expect([...started].sort()).toEqual([1, 2, 3]);
    });

    it('schedules a job once, moving it sooner or later with its new data while it is delayed', async () => {
      const queue = uniqueQueueName();
      const jobId = `payout:${randomUUID()}`;
      const runs: { name: string; data: unknown }[] = [];

      await expect(jobs.schedule(queue, 'payout', { at: 'first' }, { jobId, delayMs: 60_000 })).resolves.toBe('added');
      await expect(jobs.schedule(queue, 'payout', { at: 'later' }, { jobId, delayMs: 30_000 })).resolves.toBe('moved');
      await expect(jobs.schedule(queue, 'payout', { at: 'sooner' }, { jobId, delayMs: 100 })).resolves.toBe('moved');
      await jobs.enqueue(queue, 'probe', {}, { delayMs: 500 });
      jobs.process(queue, async (job) => {
        runs.push({ name: job.name, data: job.data });
      });

      await eventually(() => runs.some((run) => run.name === 'probe'));
      expect(runs).toEqual([
        { name: 'payout', data: { at: 'sooner' } },
        { name: 'probe', data: {} },
      ]);
    });

    it('schedules a finished job id again, unlike enqueue', async () => {
      const queue = uniqueQueueName();
      const jobId = `payout:${randomUUID()}`;
      const runs: unknown[] = [];
      jobs.process(queue, async (job) => {
        runs.push(job.data);
      });

      await jobs.enqueue(queue, 'payout', { run: 1 }, { jobId });
      await eventually(() => runs.length === 1);
      // The first run's completion is recorded just after its handler returns.
      await eventually(async () => (await jobs.schedule(queue, 'payout', { run: 2 }, { jobId })) === 'added');

      await eventually(() => runs.length === 2);
      expect(runs).toEqual([{ run: 1 }, { run: 2 }]);
    });

    it('leaves a running job alone when it is scheduled or removed, and says so', async () => {
      const queue = uniqueQueueName();
      const jobId = `payout:${randomUUID()}`;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const runs: unknown[] = [];
      jobs.process(queue, async (job) => {
        runs.push(job.data);
        await released;
      });

      await jobs.enqueue(queue, 'payout', { run: 1 }, { jobId });
      try {
        await eventually(() => runs.length === 1);
        await expect(jobs.schedule(queue, 'payout', { run: 2 }, { jobId, delayMs: 0 })).resolves.toBe('active');
        await expect(jobs.remove(queue, jobId)).resolves.toBe('active');
      } finally {
        release();
      }
      await jobs.enqueue(queue, 'probe', {}, { delayMs: 300 });
      await eventually(() => runs.length === 2);
      expect(runs).toEqual([{ run: 1 }, {}]);
    });

    it('removes a delayed job so that it never runs, and frees its id', async () => {
      const queue = uniqueQueueName();
      const jobId = `payout:${randomUUID()}`;
      const runs: { name: string; data: unknown }[] = [];

      await jobs.schedule(queue, 'payout', { copy: 'removed' }, { jobId, delayMs: 200 });
      await expect(jobs.remove(queue, jobId)).resolves.toBe('removed');
      await expect(jobs.remove(queue, jobId)).resolves.toBe('absent');
      await jobs.enqueue(queue, 'payout', { copy: 'again' }, { jobId, delayMs: 300 });
      await jobs.enqueue(queue, 'probe', {}, { delayMs: 500 });
      jobs.process(queue, async (job) => {
        runs.push({ name: job.name, data: job.data });
      });

      await eventually(() => runs.some((run) => run.name === 'probe'));
      expect(runs).toEqual([
        { name: 'payout', data: { copy: 'again' } },
        { name: 'probe', data: {} },
      ]);
    });

    it('rejects a queue name containing ":"', async () => {
      await expect(jobs.enqueue('payouts:eu', 'process-payout', {})).rejects.toThrow(':');
    });
  });
}

import { randomUUID } from 'node:crypto';
import { scheduleEndedSession } from '../../backend/test-support/ended-session';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { paymentAccountDecider } from '../../backend/domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../backend/domain/payments/payment-account.events';
import { PaymentAccountCommand } from '../../backend/domain/payments/payment-account.commands';
import { CommandContext, CommandPipeline } from '../../backend/src/event-sourcing/command-pipeline';
import { systemClock } from '../../backend/platform/clock/clock.port';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { SandboxPaymentGateway } from '../../backend/src/infrastructure/payments/sandbox-payment-gateway';
import { BullMqJobQueue, isRedisReachable } from '../../backend/src/infrastructure/queue/bullmq-job-queue';
import { JobQueue, JobWorker } from '../../backend/platform/queue/job-queue.port';
import { PayoutProcessing, PayoutRunOutcome } from '../../backend/src/workers/payouts/payout-processing';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId, startProcessPayoutProcessor } from '../../backend/src/workers/payouts/process-payout.processor';
import { BenchResult, check, collectGarbage, formatCount, nowMs, round, silentLogger, TargetCheck, withTempDir } from './support';

/**
 * Payouts through BullMQ on the real Redis: each job is the product's processor (fence the session,
 * ProcessPayout, charge, record, transfer, record, mark processed: 5 appends and the reads around
 * them on the SQLite log, 2 records in the sandbox's JSON-lines file), against no-op jobs on the
 * same queue machinery in the same run, at the same concurrency. The ratio is the payout's own cost
 * over BullMQ's.
 */

/** The pipeline the worker builds where it runs outside Nest: no read models to wait for. */
const workerPipeline = (eventStore: SqliteEventStore) => new CommandPipeline(eventStore, systemClock, { waitForPosition: async () => true }, 0);

const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 3_000);
const NOOP_JOBS = Number(process.env.BENCH_NOOP_JOBS ?? PAYOUTS);
/** The processor's default concurrency, as `npm start` runs it. */
const CONCURRENCY = 8;
const TARGET_PAYOUTS_PER_SECOND = 300;

export async function runPayoutsBench(): Promise<BenchResult> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}: the payouts benchmark runs on BullMQ`);
  const prefix = `bench-payouts-${randomUUID().slice(0, 8)}`;
  try {
    return await withTempDir('payouts', (dir) => measure(dir, redisUrl, prefix));
  } finally {
    await removeKeys(redisUrl, prefix);
  }
}

async function measure(dir: string, redisUrl: string, prefix: string): Promise<BenchResult> {
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const sandbox = new SandboxPaymentGateway({ file: join(dir, 'payments-sandbox.jsonl') });
  const jobs = new BullMqJobQueue({ redisUrl, prefix, logger: silentLogger });
  try {
    const seedStarted = nowMs();
    const sessionIds = await seedDueSessions(eventStore, sandbox, PAYOUTS);
    const seedSeconds = (nowMs() - seedStarted) / 1000;

    // The baseline first, so the payouts do not run on a Redis warmed by them alone.
    collectGarbage();
    const noop = await timeJobs(jobs, 'bench-noop', NOOP_JOBS, (queue, done) => jobs.process(queue, async () => done(), { concurrency: CONCURRENCY }));

    collectGarbage();
    const outcomes = new Map<PayoutRunOutcome, number>();
    const payouts = await timeJobs(
      jobs,
      PAYOUTS_QUEUE,
      sessionIds.length,
      (_queue, done) => {
        // The product's processor; only the count of finished runs is added.
        const counting = new (class extends PayoutProcessing {
          override async run(sessionId: string, causationId?: string): Promise<PayoutRunOutcome> {
            const outcome = await super.run(sessionId, causationId);
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            done();
            return outcome;
          }
        })(workerPipeline(eventStore), sandbox, systemClock, silentLogger);
        return startProcessPayoutProcessor(jobs, counting, silentLogger, { concurrency: CONCURRENCY });
      },
      (index) => ({ name: PROCESS_PAYOUT_JOB, data: { sessionId: sessionIds[index] }, jobId: payoutJobId(sessionIds[index]) }),
    );

    const charged = sandbox.charges().length;
    const transferred = sandbox.transfers().length;
    const processed = outcomes.get('processed') ?? 0;
    const ratio = payouts.perSecond / noop.perSecond;
    const lines = [
      `seeded ${formatCount(PAYOUTS)} ended sessions due now (client with a card, tutor with a Connect account) in ${round(seedSeconds, 1)} s; BullMQ on ${redisUrl}, concurrency ${CONCURRENCY}`,
      `no-op jobs: ${formatCount(NOOP_JOBS)} in ${round(noop.seconds, 2)} s = ${formatCount(noop.perSecond)} jobs/s`,
      `payouts:    ${formatCount(sessionIds.length)} in ${round(payouts.seconds, 2)} s = ${formatCount(payouts.perSecond)} payouts/s (ratio to no-op jobs ${round(ratio, 3)})`,
      `outcomes: ${[...outcomes].map(([outcome, count]) => `${outcome} ${formatCount(count)}`).join(', ')}; sandbox: ${formatCount(charged)} charges, ${formatCount(transferred)} transfers`,
    ];
    const targets: TargetCheck[] = [
      check('payouts through BullMQ with the sandbox gateway', `>= ${TARGET_PAYOUTS_PER_SECOND}/s`, `${formatCount(payouts.perSecond)}/s`, payouts.perSecond >= TARGET_PAYOUTS_PER_SECOND),
      check('each payout charged and transferred once', `${formatCount(PAYOUTS)} each`, `${formatCount(charged)} charges, ${formatCount(transferred)} transfers, ${formatCount(processed)} processed`, charged === PAYOUTS && transferred === PAYOUTS && processed === PAYOUTS),
    ];
    return {
      name: 'payouts',
      lines,
      metrics: {
        payoutsPerSecond: round(payouts.perSecond),
        noopJobsPerSecond: round(noop.perSecond),
        payoutsToNoopRatio: round(ratio, 3),
        payoutsSeedSeconds: round(seedSeconds, 1),
      },
      targets,
    };
  } finally {
    await jobs.close();
    await eventStore.close();
  }
}

interface Timed {
  seconds: number;
  perSecond: number;
}

/**
 * Enqueues `count` jobs before any worker runs, then times from starting the worker until the last
 * job's handler has finished: the queue's drain rate, enqueueing excluded.
 */
async function timeJobs(
  jobs: JobQueue,
  queue: string,
  count: number,
  startWorker: (queue: string, done: () => void) => JobWorker,
  jobAt: (index: number) => { name: string; data: unknown; jobId?: string } = () => ({ name: 'noop', data: {} }),
): Promise<Timed> {
  for (let index = 0; index < count; index++) {
    const { name, data, jobId } = jobAt(index);
    await jobs.enqueue(queue, name, data, { jobId, attempts: PROCESS_PAYOUT_ATTEMPTS });
  }
  let finished = 0;
  let allDone = () => {};
  const drained = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  const started = nowMs();
  const worker = startWorker(queue, () => {
    finished += 1;
    if (finished === count) allDone();
  });
  await drained;
  const seconds = (nowMs() - started) / 1000;
  await worker.close();
  return { seconds, perSecond: count / seconds };
}

/**
 * Sessions that ended on the last quarter hour and are due now (or `dueInMsOf(index)` from now),
 * with a paying client and a payable tutor each.
 */
export async function seedDueSessions(eventStore: SqliteEventStore, sandbox: SandboxPaymentGateway, count: number, dueInMsOf: (index: number) => number = () => 0): Promise<string[]> {
  const now = Date.now();
  const context = (actorId: string | null): CommandContext => ({ correlationId: randomUUID(), causationId: randomUUID(), actorId, now: new Date(now) });
  const onAccount = (userId: string, command: Omit<PaymentAccountCommand, 'metadata'>) =>
    workerPipeline(eventStore).run(paymentAccountDecider, paymentAccountStreamId(userId), command, context(userId));
  const sessionIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const clientId = randomUUID();
    const tutorId = randomUUID();
    const customerId = await sandbox.ensureCustomer(clientId, `client.${index}@example.com`);
    const card = await sandbox.attachCard(customerId, 'tok_visa');
    await onAccount(clientId, { type: 'RecordPaymentCustomer', data: { userId: clientId, customerId } });
    await onAccount(clientId, { type: 'AddPaymentMethod', data: { userId: clientId, card, isDefault: true } });
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId: await sandbox.connectAccountFromOAuth(`ac_bench_${index}_${tutorId}`) } });
    const sessionId = await scheduleEndedSession(eventStore, {
      tutorId,
      clientId,
      tutorRateCents: 3000 + (index % 40) * 100,
      clientRateCents: 4000 + (index % 40) * 100,
      dueInMs: dueInMsOf(index),
      now: new Date(now),
    });
    sessionIds.push(sessionId);
  }
  return sessionIds;
}

/** Removes every Redis key under the run's throw-away prefix. */
export async function removeKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
    if (keys.length > 0) await redis.unlink(...(keys as string[]));
  }
  await redis.quit();
}

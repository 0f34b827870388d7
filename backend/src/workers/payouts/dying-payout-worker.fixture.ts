/*
 * Fixture for process-payout.int.spec.ts, run as a child process (through ts-node): the real payout
 * worker on the shared SQLite log, payments sandbox file and Redis, whose gateway lets the charge
 * go through and then kills the process before the worker can record it, the way a crash or an
 * OOM kill would between the charge and the transfer.
 */
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../platform/logging/logger';
import { ChargeRequest, PaymentGateway } from '../../../platform/payments/payment-gateway.port';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox-payment-gateway';
import { BullMqJobQueue } from '../../infrastructure/queue/bullmq-job-queue';
import { systemClock } from '../../../platform/clock/clock.port';
import { PayoutProcessing } from './payout-processing';
import { startProcessPayoutProcessor } from './process-payout.processor';

const { REDIS_URL, QUEUE_PREFIX, EVENTS_FILE, SANDBOX_FILE, LOCK_DURATION_MS } = process.env as Record<string, string>;

const sandbox = new SandboxPaymentGateway({ file: SANDBOX_FILE });
const dyingAfterCharge: PaymentGateway = Object.assign(Object.create(sandbox) as SandboxPaymentGateway, {
  async charge(request: ChargeRequest) {
    const result = await sandbox.charge(request);
    process.send?.({ charged: result.chargeId }, () => process.kill(process.pid, 'SIGKILL'));
    return new Promise<never>(() => undefined);
  },
});
const jobs = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: QUEUE_PREFIX, lockDurationMs: Number(LOCK_DURATION_MS), stalledIntervalMs: 250 });
startProcessPayoutProcessor(jobs, new PayoutProcessing(new CommandPipeline(new SqliteEventStore(EVENTS_FILE), systemClock, { waitForPosition: async () => true }, 0), dyingAfterCharge, systemClock, logger), logger);

// Never outlive a test that went wrong.
setTimeout(() => process.exit(2), 20_000).unref();

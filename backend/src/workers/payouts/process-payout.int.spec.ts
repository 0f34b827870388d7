import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { scheduleEndedSession } from '../../../test-support/ended-session';
import { eventually } from '../../../test-support/eventually';
import { PaymentAccountCommand } from '../../../domain/payments/payment-account.commands';
import { paymentAccountDecider } from '../../../domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../../domain/payments/payment-account.events';
import { payoutStreamId } from '../../../domain/payouts/payout.events';
import { creditAccountDecider } from '../../../domain/referrals/credit-account.decider';
import { creditAccountStreamId } from '../../../domain/referrals/credit-account.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { SessionCommand } from '../../../domain/sessions/session.commands';
import { sessionDecider } from '../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { Clock, systemClock } from '../../../platform/clock/clock.port';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../platform/logging/logger';
import { ChargeRequest, PaymentGateway } from '../../../platform/payments/payment-gateway.port';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox-payment-gateway';
import { BullMqJobQueue, isRedisReachable } from '../../infrastructure/queue/bullmq-job-queue';
import { JobWorker } from '../../../platform/queue/job-queue.port';
import { PayoutSchedule } from '../../modules/payments/payout-schedule/payout-schedule';
import { PayoutProcessing } from './payout-processing';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, payoutJobId, startProcessPayoutProcessor } from './process-payout.processor';

// Redis is real in CI: these tests fail rather than skip when it cannot be reached.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `tm-test-payouts-${randomUUID()}`;
const QUARTER_MS = 15 * 60_000;
/** 60 minutes at $40 (client) and $30 (tutor), 9.7 % fees each. */
const CLIENT_TOTAL_CENTS = 4388;
const TUTOR_PAYOUT_CENTS = 2709;
/** The second client of a group hour pays $50 an hour: $50.00 + $4.85. */
const SECOND_CLIENT_RATE_CENTS = 5000;
const SECOND_CLIENT_TOTAL_CENTS = 5485;
const LOCK_DURATION_MS = 600;

/** The pipeline a worker builds outside Nest: no read models to wait for. */
const pipelineOn = (eventStore: SqliteEventStore, clock: Clock = systemClock) => new CommandPipeline(eventStore, clock, { waitForPosition: async () => true }, 0);

beforeAll(async () => {
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}; the payout tests need a real Redis`);
});

afterAll(async () => {
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
    if (keys.length > 0) await redis.unlink(...(keys as string[]));
  }
  await redis.quit();
});

/** Lets the test hold a gateway call until it says so. */
class HeldCharges {
  private releaseAll = () => {};
  private readonly released = new Promise<void>((resolve) => {
    this.releaseAll = resolve;
  });
  arrived = 0;
  constructor(private readonly sandbox: SandboxPaymentGateway) {}
  gateway(): PaymentGateway {
    const sandbox = this.sandbox;
    return Object.assign(Object.create(sandbox) as SandboxPaymentGateway, {
      charge: async (request: ChargeRequest) => {
        this.arrived += 1;
        await this.released;
        return sandbox.charge(request);
      },
    });
  }
  release(): void {
    this.releaseAll();
  }
}

describe('payouts at processing time, exactly once (BullMQ on Redis, SQLite log, payments sandbox)', () => {
  let dir: string;
  let eventsFile: string;
  let sandboxFile: string;
  let eventStore: SqliteEventStore;
  let sandbox: SandboxPaymentGateway;
  let jobs: BullMqJobQueue;
  const workers: JobWorker[] = [];
  let schedule: PayoutSchedule | null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payouts-'));
    eventsFile = join(dir, 'events.sqlite');
    sandboxFile = join(dir, 'payments-sandbox.jsonl');
    eventStore = new SqliteEventStore(eventsFile);
    sandbox = new SandboxPaymentGateway({ file: sandboxFile });
    jobs = new BullMqJobQueue({ redisUrl, prefix, stalledIntervalMs: 250, lockDurationMs: LOCK_DURATION_MS, logger });
    schedule = null;
  });

  afterEach(async () => {
    await schedule?.stop();
    for (const worker of workers.splice(0)) await worker.close();
    await jobs.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const context = (now: Date = new Date(), actorId: string | null = null): CommandContext => ({ correlationId: randomUUID(), causationId: randomUUID(), actorId, now });
  const onAccount = (userId: string, command: Omit<PaymentAccountCommand, 'metadata'>) =>
    pipelineOn(eventStore).run(paymentAccountDecider, paymentAccountStreamId(userId), command, context(new Date(), userId));
  const onSession = (sessionId: string, command: Omit<SessionCommand, 'metadata'>, now = new Date(), actorId: string | null = null) =>
    pipelineOn(eventStore).run(sessionDecider, sessionStreamId(sessionId), command, context(now, actorId));

  async function clientWithCard(cardToken: string): Promise<string> {
    const clientId = `client-${randomUUID()}`;
    const customerId = await sandbox.ensureCustomer(clientId, `${clientId}@example.com`);
    const card = await sandbox.attachCard(customerId, cardToken);
    await onAccount(clientId, { type: 'RecordPaymentCustomer', data: { userId: clientId, customerId } });
    await onAccount(clientId, { type: 'AddPaymentMethod', data: { userId: clientId, card, isDefault: true } });
    return clientId;
  }

  /**
   * A client with a test card, a tutor with a Connect account, and their ended hour, processed `dueInMs` from now.
   * With `secondClient`, a group hour with a second client (that card) at SECOND_CLIENT_RATE_CENTS.
   */
  async function endedSession({ dueInMs = 200, cardToken = 'tok_visa', secondClient }: { dueInMs?: number; cardToken?: string; secondClient?: { cardToken: string } } = {}) {
    const clientId = await clientWithCard(cardToken);
    const secondClientId = secondClient ? await clientWithCard(secondClient.cardToken) : null;
    const tutorId = `tutor-${randomUUID()}`;
    const accountId = await sandbox.connectAccountFromOAuth(`ac_${randomUUID()}`);
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId } });
    const now = new Date();
    const moreClients = secondClientId ? [{ clientId: secondClientId, clientRateCents: SECOND_CLIENT_RATE_CENTS }] : [];
    const sessionId = await scheduleEndedSession(eventStore, { clientId, tutorId, moreClients, dueInMs, now });
    return { sessionId, clientId, secondClientId, tutorId, accountId, processingTime: new Date(now.getTime() + dueInMs) };
  }

  const processing = (gateway: PaymentGateway = sandbox, clock: Clock = systemClock) => new PayoutProcessing(pipelineOn(eventStore, clock), gateway, clock, logger);

  async function startSchedule(): Promise<void> {
    schedule = new PayoutSchedule(eventStore, pipelineOn(eventStore), jobs, systemClock, logger);
    await schedule.start(null, 50);
  }

  const streamTypes = async (streamId: string) => (await eventStore.readStream(streamId)).map((event) => event.type);

  async function sessionStatus(sessionId: string): Promise<string> {
    const events = await eventStore.readStream(sessionStreamId(sessionId));
    return events.reduce((status, event) => (event.type === 'SessionProcessed' ? 'COMPLETED' : event.type === 'SessionErrored' ? 'ERROR' : status), 'open');
  }

  /** One charge and one transfer in the sandbox's records (read afresh from its file: other processes write it too) and in the events. */
  async function expectExactlyOnce(sessionId: string, amounts = { charged: CLIENT_TOTAL_CENTS, transferred: TUTOR_PAYOUT_CENTS }): Promise<void> {
    const records = new SandboxPaymentGateway({ file: sandboxFile });
    expect(records.charges().filter((charge) => charge.metadata.sessionId === sessionId).map((charge) => charge.amountCents)).toEqual([amounts.charged]);
    expect(records.transfers().filter((transfer) => transfer.metadata.sessionId === sessionId).map((transfer) => transfer.amountCents)).toEqual([amounts.transferred]);
    const payout = await streamTypes(payoutStreamId(sessionId));
    const count = (type: string) => payout.filter((candidate) => candidate === type).length;
    expect([count('PayoutStarted'), count('ClientChargeRequested'), count('ClientCharged'), count('TutorTransferRequested'), count('TutorTransferred'), count('PayoutCompleted')]).toEqual([1, 1, 1, 1, 1, 1]);
    const session = await streamTypes(sessionStreamId(sessionId));
    expect(session.filter((type) => type === 'SessionProcessingStarted')).toHaveLength(1);
    expect(session.filter((type) => type === 'SessionProcessed')).toHaveLength(1);
    expect(session).not.toContain('SessionErrored');
  }

  /**
   * A group hour paid exactly once per client: one charge each (its own amount and key), one transfer
   * to the tutor per client, each payout stream with one of every step, the session processed once.
   */
  async function expectEachClientOnce(sessionId: string, clients: Array<{ clientId: string; charged: number }>): Promise<void> {
    const records = new SandboxPaymentGateway({ file: sandboxFile });
    const charges = records.charges().filter((charge) => charge.metadata.sessionId === sessionId);
    expect(charges.map((charge) => [charge.idempotencyKey, charge.amountCents]).sort()).toEqual(clients.map(({ clientId, charged }) => [`payout-${sessionId}-${clientId}-1-charge`, charged]).sort());
    const transfers = records.transfers().filter((transfer) => transfer.metadata.sessionId === sessionId);
    expect(transfers.map((transfer) => [transfer.idempotencyKey, transfer.amountCents]).sort()).toEqual(clients.map(({ clientId }) => [`payout-${sessionId}-${clientId}-1-transfer`, TUTOR_PAYOUT_CENTS]).sort());
    for (const { clientId } of clients) {
      const payout = await streamTypes(payoutStreamId(sessionId, clientId));
      const count = (type: string) => payout.filter((candidate) => candidate === type).length;
      expect([count('PayoutStarted'), count('ClientChargeRequested'), count('ClientCharged'), count('TutorTransferRequested'), count('TutorTransferred'), count('PayoutCompleted')]).toEqual([1, 1, 1, 1, 1, 1]);
    }
    expect(await streamTypes(payoutStreamId(sessionId))).toEqual([]);
    const session = await streamTypes(sessionStreamId(sessionId));
    expect(session.filter((type) => type === 'SessionProcessingStarted')).toHaveLength(1);
    expect(session.filter((type) => type === 'SessionProcessed')).toHaveLength(1);
    expect(session).not.toContain('SessionErrored');
  }

  it('schedules the job at the processing time from the log, and pays once', async () => {
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId, processingTime } = await endedSession({ dueInMs: 400 });

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    const started = (await eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionProcessingStarted');
    expect(Date.parse((started?.data as { startedAt: string }).startedAt)).toBeGreaterThanOrEqual(processingTime.getTime());
    await expectExactlyOnce(sessionId);
  });

  it('the job delivered twice at the same moment', async () => {
    const held = new HeldCharges(sandbox);
    // Two workers on two queues get the same job: a redelivery while the first run is still going.
    const redelivery = `${PAYOUTS_QUEUE}-redelivery`;
    workers.push(startProcessPayoutProcessor(jobs, processing(held.gateway()), logger));
    const second = processing(held.gateway());
    workers.push(jobs.process<{ sessionId: string }>(redelivery, async (job) => void (await second.run(job.data.sessionId, job.id))));
    const { sessionId } = await endedSession({ dueInMs: 0 });

    await jobs.enqueue(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });
    await jobs.enqueue(redelivery, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });
    // Both runs reach the charge before either is answered.
    await eventually(() => held.arrived === 2);
    held.release();

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    await eventually(async () => (await jobs.remove(redelivery, payoutJobId(sessionId))) !== 'active');
    await expectExactlyOnce(sessionId);
  });

  it('a group session, the job delivered twice at the same moment: each client charged once, the tutor paid once per client', async () => {
    const held = new HeldCharges(sandbox);
    const redelivery = `${PAYOUTS_QUEUE}-redelivery`;
    workers.push(startProcessPayoutProcessor(jobs, processing(held.gateway()), logger));
    const second = processing(held.gateway());
    workers.push(jobs.process<{ sessionId: string }>(redelivery, async (job) => void (await second.run(job.data.sessionId, job.id))));
    const { sessionId, clientId, secondClientId } = await endedSession({ dueInMs: 0, secondClient: { cardToken: 'tok_mastercard' } });

    await jobs.enqueue(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });
    await jobs.enqueue(redelivery, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });
    // Both runs reach the first client's charge before either is answered.
    await eventually(() => held.arrived === 2);
    held.release();

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    await eventually(async () => (await jobs.remove(redelivery, payoutJobId(sessionId))) !== 'active');
    await expectEachClientOnce(sessionId, [
      { clientId, charged: CLIENT_TOTAL_CENTS },
      { clientId: secondClientId as string, charged: SECOND_CLIENT_TOTAL_CENTS },
    ]);
  });

  it('a group session, the worker killed between the first client\'s charge and its transfer, then restarted', async () => {
    const { sessionId, clientId, secondClientId } = await endedSession({ dueInMs: 0, secondClient: { cardToken: 'tok_visa' } });
    await jobs.enqueue(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });

    const died = await runDyingWorker({ eventsFile, sandboxFile });
    expect(died.signal).toBe('SIGKILL');
    // One client's money moved, the log does not know yet; the other client has not been asked.
    expect(new SandboxPaymentGateway({ file: sandboxFile }).charges().filter((charge) => charge.metadata.sessionId === sessionId)).toHaveLength(1);
    expect(await streamTypes(payoutStreamId(sessionId, clientId))).not.toContain('ClientCharged');
    expect(await streamTypes(payoutStreamId(sessionId, secondClientId as string))).toEqual([]);

    workers.push(startProcessPayoutProcessor(jobs, processing(new SandboxPaymentGateway({ file: sandboxFile })), logger));
    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED', { timeoutMs: 10_000 });
    await expectEachClientOnce(sessionId, [
      { clientId, charged: CLIENT_TOTAL_CENTS },
      { clientId: secondClientId as string, charged: SECOND_CLIENT_TOTAL_CENTS },
    ]);
  });

  it('the worker killed between the charge and the transfer, then restarted', async () => {
    const { sessionId } = await endedSession({ dueInMs: 0 });
    await jobs.enqueue(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId) });

    const died = await runDyingWorker({ eventsFile, sandboxFile });
    expect(died.signal).toBe('SIGKILL');
    // The money moved, the log does not know yet.
    expect(new SandboxPaymentGateway({ file: sandboxFile }).charges().filter((charge) => charge.metadata.sessionId === sessionId)).toHaveLength(1);
    expect(await streamTypes(payoutStreamId(sessionId))).not.toContain('ClientCharged');

    // A new worker takes the stalled job up once the dead one's lock has expired.
    workers.push(startProcessPayoutProcessor(jobs, processing(new SandboxPaymentGateway({ file: sandboxFile })), logger));
    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED', { timeoutMs: 10_000 });
    await expectExactlyOnce(sessionId);
  });

  it('the gateway answering with a timeout after it did charge', async () => {
    sandbox.failNext('charge', 'timeout-after-success');
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId } = await endedSession({ dueInMs: 0 });

    // The first run sees the timeout and fails; the queue retries after its backoff with the same key.
    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED', { timeoutMs: 10_000 });
    expect(sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId)).toHaveLength(1);
    await expectExactlyOnce(sessionId);
  });

  it('the gateway answering with a timeout after it did transfer, and before it charged', async () => {
    sandbox.failNext('charge', 'timeout-before-success');
    sandbox.failNext('transfer', 'timeout-after-success');
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId } = await endedSession({ dueInMs: 0 });

    // Three runs: the charge times out (nothing charged), the transfer times out (transferred), then all is recorded.
    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED', { timeoutMs: 15_000 });
    await expectExactlyOnce(sessionId);
  });

  it('the session edited while its payout runs: the edit meets the fence, the payout stands', async () => {
    const held = new HeldCharges(sandbox);
    workers.push(startProcessPayoutProcessor(jobs, processing(held.gateway()), logger));
    await startSchedule();
    const { sessionId, clientId, processingTime } = await endedSession({ dueInMs: 100 });
    await eventually(() => held.arrived === 1);

    // An api whose clock still reads before the processing time tries to shorten the session.
    const beforeProcessing = new Date(processingTime.getTime() - 50);
    const [scheduled] = await eventStore.readStream(sessionStreamId(sessionId));
    const shorter = new Date(Date.parse((scheduled.data as { endTime: string }).endTime) - QUARTER_MS).toISOString();
    const edit = onSession(sessionId, { type: 'EditSession', data: { changes: { endTime: shorter } } }, beforeProcessing, clientId);
    await expect(edit).rejects.toThrow(DomainError);
    await expect(edit).rejects.toThrow(SessionMessages.needsSupport);
    held.release();

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    await expectExactlyOnce(sessionId);
    expect(await streamTypes(sessionStreamId(sessionId))).not.toContain('SessionEdited');
  });

  it('the session edited before its processing time: the job moves with it and charges the new length once', async () => {
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId, clientId, processingTime } = await endedSession({ dueInMs: 60_000 });
    const [scheduled] = await eventStore.readStream(sessionStreamId(sessionId));
    const endTime = Date.parse((scheduled.data as { endTime: string }).endTime);

    // 15 minutes shorter: the processing time moves 15 minutes earlier, into the past, and the job with it.
    await onSession(sessionId, { type: 'EditSession', data: { changes: { endTime: new Date(endTime - QUARTER_MS).toISOString() } } }, new Date(), clientId);
    const edited = (await eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionEdited');
    expect(Date.parse((edited?.data as { processingTime: string }).processingTime)).toBe(processingTime.getTime() - QUARTER_MS);

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    // 45 minutes: $30.00 + $2.91 charged, $22.50 - $2.18 transferred.
    await expectExactlyOnce(sessionId, { charged: 3291, transferred: 2032 });
  });

  it('a declined card: ERROR; the client sets a new card and fixes the session, the job runs again and charges once', async () => {
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId, clientId } = await endedSession({ dueInMs: 0, cardToken: 'tok_chargeDeclined' });
    await eventually(async () => (await sessionStatus(sessionId)) === 'ERROR');

    const customerId = await sandbox.ensureCustomer(clientId, `${clientId}@example.com`);
    const good = await sandbox.attachCard(customerId, 'tok_visa');
    await sandbox.setDefaultCard(customerId, good.paymentMethodId);
    await onSession(sessionId, { type: 'FixErrorSession', data: {} }, new Date(), clientId);

    await eventually(async () => (await sessionStatus(sessionId)) === 'COMPLETED');
    expect(sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId).map((charge) => charge.idempotencyKey)).toEqual([`payout-${sessionId}-2-charge`]);
    expect(sandbox.transfers().filter((transfer) => transfer.metadata.sessionId === sessionId)).toHaveLength(1);
    expect((await streamTypes(sessionStreamId(sessionId))).filter((type) => type === 'SessionProcessingStarted')).toHaveLength(2);
  });

  it('the session cancelled before its processing time: the job is removed', async () => {
    workers.push(startProcessPayoutProcessor(jobs, processing(), logger));
    await startSchedule();
    const { sessionId, clientId } = await endedSession({ dueInMs: 60_000 });
    // A delayed job exists (the reaction's, or this probe's had the reaction not got there yet).
    await eventually(async () => (await jobs.schedule(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId), delayMs: 60_000 })) === 'moved');

    await onSession(sessionId, { type: 'CancelSession', data: {} }, new Date(), clientId);

    await eventually(async () => (await jobs.remove(PAYOUTS_QUEUE, payoutJobId(sessionId))) === 'absent');
    await expect(processing().run(sessionId)).resolves.toBe('nothing-to-do');
    expect(await streamTypes(payoutStreamId(sessionId))).toEqual([]);
  });
});


describe('payout outcomes (in-process run against the SQLite log and the sandbox)', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let sandbox: SandboxPaymentGateway;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payout-outcomes-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    sandbox = new SandboxPaymentGateway({ file: null });
  });

  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const context = (now: Date = new Date(), actorId: string | null = null): CommandContext => ({ correlationId: randomUUID(), causationId: randomUUID(), actorId, now });
  const onAccount = (userId: string, command: Omit<PaymentAccountCommand, 'metadata'>) =>
    pipelineOn(eventStore).run(paymentAccountDecider, paymentAccountStreamId(userId), command, context(new Date(), userId));
  const run = (sessionId: string) => new PayoutProcessing(pipelineOn(eventStore), sandbox, systemClock, logger).run(sessionId);
  const types = async (streamId: string) => (await eventStore.readStream(streamId)).map((event) => event.type);

  async function clientWithCard(token: string | null): Promise<string> {
    const clientId = `client-${randomUUID()}`;
    if (token === null) return clientId;
    const customerId = await sandbox.ensureCustomer(clientId, `${clientId}@example.com`);
    await onAccount(clientId, { type: 'RecordPaymentCustomer', data: { userId: clientId, customerId } });
    await onAccount(clientId, { type: 'AddPaymentMethod', data: { userId: clientId, card: await sandbox.attachCard(customerId, token), isDefault: true } });
    return clientId;
  }

  const endedSession = (clientId: string, tutorId: string) => scheduleEndedSession(eventStore, { clientId, tutorId, subject: 'Physics' });
  const endedGroupSession = (clientIds: string[], tutorId: string) =>
    scheduleEndedSession(eventStore, { clientId: clientIds[0], tutorId, subject: 'Physics', moreClients: clientIds.slice(1).map((clientId) => ({ clientId })) });
  async function tutorWithConnect(): Promise<string> {
    const tutorId = `tutor-${randomUUID()}`;
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId: await sandbox.connectAccountFromOAuth(`ac_${randomUUID()}`) } });
    return tutorId;
  }
  const sessionEvent = async (sessionId: string, type: string) => (await eventStore.readStream(sessionStreamId(sessionId))).filter((event) => event.type === type).pop()?.data;
  const chargeKeys = () => sandbox.charges().map((charge) => charge.idempotencyKey);

  it('a declined card makes the session ERROR with the reason; fixed after a new card, it is charged once', async () => {
    const clientId = await clientWithCard('tok_chargeDeclined');
    const tutorId = `tutor-${randomUUID()}`;
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId: await sandbox.connectAccountFromOAuth(`ac_${randomUUID()}`) } });
    const sessionId = await endedSession(clientId, tutorId);

    await expect(run(sessionId)).resolves.toBe('error');
    const errored = (await eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionErrored');
    expect(errored?.data).toMatchObject({ reason: 'Your card was declined.', participants: [{ userId: clientId, sessionPayoutStatus: 'error', remaining: CLIENT_TOTAL_CENTS }, { userId: tutorId }] });
    await expect(run(sessionId)).resolves.toBe('nothing-to-do');

    const customerId = await sandbox.ensureCustomer(clientId, `${clientId}@example.com`);
    const card = await sandbox.attachCard(customerId, 'tok_visa');
    await sandbox.setDefaultCard(customerId, card.paymentMethodId);
    await onAccount(clientId, { type: 'AddPaymentMethod', data: { userId: clientId, card, isDefault: true } });
    await pipelineOn(eventStore).run(sessionDecider, sessionStreamId(sessionId), { type: 'FixErrorSession', data: {} }, context(new Date(), clientId));

    await expect(run(sessionId)).resolves.toBe('processed');
    expect(sandbox.charges().map((charge) => [charge.amountCents, charge.idempotencyKey])).toEqual([[CLIENT_TOTAL_CENTS, `payout-${sessionId}-2-charge`]]);
    expect(sandbox.transfers()).toHaveLength(1);
    expect((await types(payoutStreamId(sessionId))).filter((type) => type === 'PayoutStarted')).toHaveLength(2);
  });

  it('a client without a card: the session is in error with the spec\'s alert', async () => {
    const clientId = await clientWithCard(null);
    const sessionId = await endedSession(clientId, `tutor-${randomUUID()}`);
    await expect(run(sessionId)).resolves.toBe('error');
    expect((await eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionErrored')?.data).toMatchObject({ reason: 'Missing Payment Info!' });
    expect(sandbox.charges()).toEqual([]);
  });

  it('a tutor paid by Venmo: the client is charged, the manual payout recorded for finance, no transfer', async () => {
    const clientId = await clientWithCard('tok_mastercard');
    const tutorId = `tutor-${randomUUID()}`;
    await onAccount(tutorId, { type: 'ChoosePrimaryPayoutMethod', data: { userId: tutorId, primaryPayoutMethod: 'venmo', manualPayoutId: '@ana-tutor' } });
    const sessionId = await endedSession(clientId, tutorId);

    await expect(run(sessionId)).resolves.toBe('processed');
    expect(sandbox.charges()).toHaveLength(1);
    expect(sandbox.transfers()).toEqual([]);
    const manual = (await eventStore.readStream(payoutStreamId(sessionId))).find((event) => event.type === 'ManualPayoutRecorded');
    expect(manual?.data).toMatchObject({ tutorId, manualPayoutId: '@ana-tutor', method: 'venmo', amountCents: TUTOR_PAYOUT_CENTS });
    const processed = (await eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionProcessed');
    expect(processed?.data).toMatchObject({ participants: [{ userId: clientId, sessionPayoutStatus: 'manual', finalClientPaymentAmount: CLIENT_TOTAL_CENTS }, { userId: tutorId, finalTutorPayoutAmount: TUTOR_PAYOUT_CENTS }] });
  });

  it('referral credits are spent before the card, once, whatever the runs', async () => {
    const clientId = await clientWithCard('tok_visa');
    const tutorId = `tutor-${randomUUID()}`;
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId: await sandbox.connectAccountFromOAuth(`ac_${randomUUID()}`) } });
    await pipelineOn(eventStore).run(creditAccountDecider, creditAccountStreamId(clientId), { type: 'GrantReferralCredit', data: { userId: clientId, refereeId: 'friend-1', sessionId: 'earlier' } }, context());
    const sessionId = await endedSession(clientId, tutorId);

    await expect(run(sessionId)).resolves.toBe('processed');
    await expect(run(sessionId)).resolves.toBe('nothing-to-do');
    expect(sandbox.charges().map((charge) => charge.amountCents)).toEqual([CLIENT_TOTAL_CENTS - 2000]);
    expect((await eventStore.readStream(payoutStreamId(sessionId))).find((event) => event.type === 'CreditsApplied')?.data).toMatchObject({ amountCents: 2000 });
    expect(await types(creditAccountStreamId(clientId))).toEqual(['ReferralCreditGranted', 'CreditsSpent']);
  });

  it('a group session with one client declined: ERROR with the reason, the other client charged once; fixed, only the declined client is charged again', async () => {
    const paying = await clientWithCard('tok_visa');
    const declining = await clientWithCard('tok_chargeDeclined');
    const tutorId = await tutorWithConnect();
    const sessionId = await endedGroupSession([paying, declining], tutorId);

    await expect(run(sessionId)).resolves.toBe('error');
    expect(await sessionEvent(sessionId, 'SessionErrored')).toEqual(
      expect.objectContaining({
        reason: 'Your card was declined.',
        participants: [
          expect.objectContaining({ userId: paying, sessionPayoutStatus: 'stripeConnect', finalClientPaymentAmount: CLIENT_TOTAL_CENTS, remaining: 0 }),
          expect.objectContaining({ userId: declining, sessionPayoutStatus: 'error', finalClientPaymentAmount: null, remaining: CLIENT_TOTAL_CENTS }),
          expect.objectContaining({ userId: tutorId, sessionPayoutStatus: 'partial', finalTutorPayoutAmount: TUTOR_PAYOUT_CENTS, remaining: TUTOR_PAYOUT_CENTS }),
        ],
      }),
    );
    expect(chargeKeys()).toEqual([`payout-${sessionId}-${paying}-1-charge`]);
    expect(sandbox.transfers().map((transfer) => transfer.idempotencyKey)).toEqual([`payout-${sessionId}-${paying}-1-transfer`]);
    await expect(run(sessionId)).resolves.toBe('nothing-to-do');

    const customerId = await sandbox.ensureCustomer(declining, `${declining}@example.com`);
    const card = await sandbox.attachCard(customerId, 'tok_visa');
    await sandbox.setDefaultCard(customerId, card.paymentMethodId);
    await onAccount(declining, { type: 'AddPaymentMethod', data: { userId: declining, card, isDefault: true } });
    await pipelineOn(eventStore).run(sessionDecider, sessionStreamId(sessionId), { type: 'FixErrorSession', data: {} }, context(new Date(), declining));

    await expect(run(sessionId)).resolves.toBe('processed');
    expect(chargeKeys()).toEqual([`payout-${sessionId}-${paying}-1-charge`, `payout-${sessionId}-${declining}-2-charge`]);
    expect(sandbox.transfers().map((transfer) => [transfer.idempotencyKey, transfer.amountCents])).toEqual([
      [`payout-${sessionId}-${paying}-1-transfer`, TUTOR_PAYOUT_CENTS],
      [`payout-${sessionId}-${declining}-2-transfer`, TUTOR_PAYOUT_CENTS],
    ]);
    expect((await types(payoutStreamId(sessionId, paying))).filter((type) => type === 'PayoutStarted')).toHaveLength(1);
    expect((await types(payoutStreamId(sessionId, declining))).filter((type) => type === 'PayoutStarted')).toHaveLength(2);
    expect(await sessionEvent(sessionId, 'SessionProcessed')).toMatchObject({
      participants: [
        { userId: paying, sessionPayoutStatus: 'stripeConnect', finalClientPaymentAmount: CLIENT_TOTAL_CENTS },
        { userId: declining, sessionPayoutStatus: 'stripeConnect', finalClientPaymentAmount: CLIENT_TOTAL_CENTS },
        { userId: tutorId, sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: 6000, finalTutorPayoutAmount: 2 * TUTOR_PAYOUT_CENTS, remaining: 0 },
      ],
    });

    // Replayed after it is processed: nothing more is recorded or charged.
    const logLength = (await eventStore.readAll()).length;
    await expect(run(sessionId)).resolves.toBe('nothing-to-do');
    expect((await eventStore.readAll()).length).toBe(logLength);
    expect(sandbox.charges()).toHaveLength(2);
  });

  it('a group session where each client has referral credit: each spends their own, once, on their own share', async () => {
    const clients = [await clientWithCard('tok_visa'), await clientWithCard('tok_visa')];
    for (const clientId of clients) {
      await pipelineOn(eventStore).run(creditAccountDecider, creditAccountStreamId(clientId), { type: 'GrantReferralCredit', data: { userId: clientId, refereeId: `friend-of-${clientId}`, sessionId: 'earlier' } }, context());
    }
    const sessionId = await endedGroupSession(clients, await tutorWithConnect());

    await expect(run(sessionId)).resolves.toBe('processed');
    await expect(run(sessionId)).resolves.toBe('nothing-to-do');
    expect(sandbox.charges().map((charge) => charge.amountCents)).toEqual([CLIENT_TOTAL_CENTS - 2000, CLIENT_TOTAL_CENTS - 2000]);
    for (const clientId of clients) {
      expect(await types(creditAccountStreamId(clientId))).toEqual(['ReferralCreditGranted', 'CreditsSpent']);
      expect((await eventStore.readStream(payoutStreamId(sessionId, clientId))).find((event) => event.type === 'CreditsApplied')?.data).toMatchObject({ clientId, amountCents: 2000 });
    }
  });
});

interface DyingWorkerOutcome {
  signal: NodeJS.Signals | null;
}

/** Runs dying-payout-worker.fixture.ts until it has charged and been killed. */
function runDyingWorker({ eventsFile, sandboxFile }: { eventsFile: string; sandboxFile: string }): Promise<DyingWorkerOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'dying-payout-worker.fixture.ts'), [], {
      execArgv: ['-r', 'ts-node/register/transpile-only'],
      env: { ...process.env, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, EVENTS_FILE: eventsFile, SANDBOX_FILE: sandboxFile, LOCK_DURATION_MS: String(LOCK_DURATION_MS), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let charged = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('message', (message: { charged?: string }) => {
      if (message.charged) charged = true;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!charged) reject(new Error(`dying payout worker exited (${code ?? signal}) without charging: ${stderr}`));
      else resolve({ signal });
    });
  });
}

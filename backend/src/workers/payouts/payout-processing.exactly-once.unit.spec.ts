import { randomUUID } from 'node:crypto';
import { PaymentAccountCommand } from '../../../domain/payments/payment-account.commands';
import { payoutStreamId } from '../../../domain/payouts/payout.events';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { Clock } from '../../../platform/clock/clock.port';
import { logger } from '../../../platform/logging/logger';
import { ChargeRequest, PaymentGateway, PaymentGatewayTimeoutError } from '../../../platform/payments/payment-gateway.port';
import { scheduleEndedSession } from '../../../test-support/ended-session';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox-payment-gateway';
import { paymentAccountStream } from '../../modules/payments/payment-account-stream';
import { PayoutProcessing } from './payout-processing';

/**
 * The real payout processing (payout-processing.ts) on an in-memory event log and the in-memory
 * payments sandbox (which honours idempotency keys as Stripe does): whatever the deliveries,
 * crashes and timeouts, each client is charged once and the tutor paid once, in the gateway and
 * in the events, under the keys `payout-<sessionId>[-<clientId>]-<attempt>-charge|transfer`.
 */
describe('payout exactly once, the real payout processing', () => {
  /** 60 minutes at $40 (client) and $30 (tutor), 9.7 % fees each. */
  const CLIENT_TOTAL_CENTS = 4388;
  const TUTOR_PAYOUT_CENTS = 2709;
  let eventStore: SqliteEventStore;
  let sandbox: SandboxPaymentGateway;
  let pipeline: CommandPipeline;
  const clock: Clock = { now: () => new Date() };
  const quiet = logger.child({ component: 'payout-exactly-once' }, { level: 'silent' });

  beforeEach(() => {
    eventStore = new SqliteEventStore(':memory:');
    sandbox = new SandboxPaymentGateway({ file: null });
    pipeline = new CommandPipeline(eventStore, clock, { waitForPosition: async () => true }, 0);
  });
  afterEach(async () => eventStore.close());

  const processing = (gateway: PaymentGateway = sandbox) => new PayoutProcessing(pipeline, gateway, clock, quiet);
  const context = (actorId: string | null): CommandContext => ({ correlationId: randomUUID(), causationId: randomUUID(), actorId, now: new Date() });
  const onAccount = (userId: string, command: Omit<PaymentAccountCommand, 'metadata'>) =>
    pipeline.run(paymentAccountStream.decider, paymentAccountStream.streamIdOf(userId), command, context(userId));
  const types = async (streamId: string) => (await eventStore.readStream(streamId)).map((event) => event.type);

  /** The sandbox, but the charge goes through and then `failure` is thrown (a crash before recording it, or a timeout). */
  const failingAfterCharge = (failure: () => Error, onlyFor?: string): PaymentGateway =>
    Object.assign(Object.create(sandbox) as SandboxPaymentGateway, {
      async charge(request: ChargeRequest) {
        const result = await sandbox.charge(request);
        if (onlyFor === undefined || request.idempotencyKey.includes(onlyFor)) throw failure();
        return result;
      },
    });

  async function clientWithCard(): Promise<string> {
    const clientId = `client-${randomUUID()}`;
    const customerId = await sandbox.ensureCustomer(clientId, `${clientId}@example.com`);
    const card = await sandbox.attachCard(customerId, 'tok_visa');
    await onAccount(clientId, { type: 'RecordPaymentCustomer', data: { userId: clientId, customerId } });
    await onAccount(clientId, { type: 'AddPaymentMethod', data: { userId: clientId, card, isDefault: true } });
    return clientId;
  }

  async function endedSession(clients = 1): Promise<{ sessionId: string; clientIds: string[] }> {
    const clientIds: string[] = [];
    for (let index = 0; index < clients; index++) clientIds.push(await clientWithCard());
    const tutorId = `tutor-${randomUUID()}`;
    const accountId = await sandbox.connectAccountFromOAuth(`ac_${randomUUID()}`);
    await onAccount(tutorId, { type: 'AssociateStripeConnectAccount', data: { userId: tutorId, accountId } });
    const [clientId, ...more] = clientIds;
    const sessionId = await scheduleEndedSession(eventStore, { clientId, tutorId, moreClients: more.map((other) => ({ clientId: other })) });
    return { sessionId, clientIds };
  }

  async function expectPaidOnce(streamId: string): Promise<void> {
    const payout = await types(streamId);
    const count = (type: string) => payout.filter((candidate) => candidate === type).length;
    expect([count('PayoutStarted'), count('ClientChargeRequested'), count('ClientCharged'), count('TutorTransferRequested'), count('TutorTransferred'), count('PayoutCompleted')]).toEqual([1, 1, 1, 1, 1, 1]);
  }

  async function expectExactlyOnce(sessionId: string, clientIds: string[]): Promise<void> {
    const group = clientIds.length > 1;
    const keyOf = (clientId: string, step: string) => (group ? `payout-${sessionId}-${clientId}-1-${step}` : `payout-${sessionId}-1-${step}`);
    const charges = sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId);
    expect(charges.map((charge) => [charge.idempotencyKey, charge.amountCents]).sort()).toEqual(clientIds.map((clientId) => [keyOf(clientId, 'charge'), CLIENT_TOTAL_CENTS]).sort());
    const transfers = sandbox.transfers().filter((transfer) => transfer.metadata.sessionId === sessionId);
    expect(transfers.map((transfer) => [transfer.idempotencyKey, transfer.amountCents]).sort()).toEqual(clientIds.map((clientId) => [keyOf(clientId, 'transfer'), TUTOR_PAYOUT_CENTS]).sort());
    for (const clientId of clientIds) await expectPaidOnce(payoutStreamId(sessionId, group ? clientId : undefined));
    const session = await types(sessionStreamId(sessionId));
    expect(session.filter((type) => type === 'SessionProcessingStarted')).toHaveLength(1);
    expect(session.filter((type) => type === 'SessionProcessed')).toHaveLength(1);
    expect(session).not.toContain('SessionErrored');
  }

  it('the job delivered twice at the same moment', async () => {
    const { sessionId, clientIds } = await endedSession();
    const outcomes = await Promise.all([processing().run(sessionId, 'job-1'), processing().run(sessionId, 'job-1')]);
    expect(outcomes).toContain('processed');
    await expectExactlyOnce(sessionId, clientIds);
  });

  it('the worker killed between the charge and the transfer, then restarted', async () => {
    const { sessionId, clientIds } = await endedSession();
    await expect(processing(failingAfterCharge(() => new Error('killed'))).run(sessionId)).rejects.toThrow('killed');
    expect(await types(payoutStreamId(sessionId))).not.toContain('ClientCharged');
    expect(await processing().run(sessionId)).toBe('processed');
    await expectExactlyOnce(sessionId, clientIds);
  });

  it('the gateway answering with a timeout after it did charge', async () => {
    const { sessionId, clientIds } = await endedSession();
    await expect(processing(failingAfterCharge(() => new PaymentGatewayTimeoutError())).run(sessionId)).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(await processing().run(sessionId)).toBe('processed');
    expect(await processing().run(sessionId)).toBe('nothing-to-do');
    await expectExactlyOnce(sessionId, clientIds);
  });

  it('a group session, the job delivered twice at the same moment: each client charged once, the tutor paid once per client', async () => {
    const { sessionId, clientIds } = await endedSession(2);
    await Promise.all([processing().run(sessionId, 'job-1'), processing().run(sessionId, 'job-1')]);
    await expectExactlyOnce(sessionId, clientIds);
    expect(await types(payoutStreamId(sessionId))).toEqual([]);
  });

  it("a group session, the worker killed between the first client's charge and its transfer, then restarted", async () => {
    const { sessionId, clientIds } = await endedSession(2);
    await expect(processing(failingAfterCharge(() => new Error('killed'), clientIds[0])).run(sessionId)).rejects.toThrow('killed');
    expect(sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId)).toHaveLength(1);
    expect(await types(payoutStreamId(sessionId, clientIds[1]))).toEqual([]);
    expect(await processing().run(sessionId)).toBe('processed');
    await expectExactlyOnce(sessionId, clientIds);
  });
});

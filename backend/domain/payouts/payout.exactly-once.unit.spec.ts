import { PayoutCommand, ProcessPayout } from './payout.commands';
import { nextPayoutStep, payoutDecider } from './payout.decider';
import { PayoutEvent } from './payout.events';

/**
 * The decider driven the way the payout worker will drive it, against a stand-in gateway that
 * honours idempotency keys as Stripe does, and an append-only stream with optimistic concurrency.
 * Each story ends with one charge and one transfer, in the gateway and in the events.
 */
class Gateway {
  readonly charges = new Map<string, string>();
  readonly transfers = new Map<string, string>();
  timeoutAfterNextCharge = false;
  charge(idempotencyKey: string): string {
    const chargeId = this.charges.get(idempotencyKey) ?? `ch_${this.charges.size + 1}`;
    this.charges.set(idempotencyKey, chargeId);
    if (this.timeoutAfterNextCharge) {
      this.timeoutAfterNextCharge = false;
      throw new Error('timeout');
    }
    return chargeId;
  }
  transfer(idempotencyKey: string): string {
    const transferId = this.transfers.get(idempotencyKey) ?? `tr_${this.transfers.size + 1}`;
    this.transfers.set(idempotencyKey, transferId);
    return transferId;
  }
}

class Stream {
  readonly events: PayoutEvent[] = [];
  state() {
    return this.events.reduce(payoutDecider.evolve, payoutDecider.initialState());
  }
  /** Decide against the version read, append only if nobody appended meanwhile (else retry). */
  handle(command: PayoutCommand, readVersion = this.events.length): void {
    const state = this.events.slice(0, readVersion).reduce(payoutDecider.evolve, payoutDecider.initialState());
    const produced = payoutDecider.decide(command, state);
    if (readVersion !== this.events.length) return this.handle(command);
    this.events.push(...produced);
  }
}

const now = new Date('2026-11-26T17:00:00.000Z');
const cmd = <C extends PayoutCommand>(type: C['type'], data: C['data']): C => ({ type, data, metadata: { now, actorId: null } }) as C;
const process = cmd<ProcessPayout>('ProcessPayout', {
  sessionId: 's1',
  clientId: 'c1',
  tutorId: 't1',
  minutes: 60,
  clientHourlyRateCents: 4000,
  tutorHourlyRateCents: 3000,
  availableCreditCents: 0,
  tutorPayout: { method: 'stripeConnect', accountId: 'acct_1' },
});

/** One run of the worker; `crashAfterCharge` stops it between the charge and recording it. */
function runWorker(stream: Stream, gateway: Gateway, options: { crashAfterCharge?: boolean } = {}): void {
  stream.handle(process);
  for (;;) {
    const step = nextPayoutStep(stream.state());
    if (step.kind === 'charge') {
      let chargeId: string;
      try {
        chargeId = gateway.charge(step.idempotencyKey);
      } catch {
        return; // a timeout: the job is retried later, with the same key
      }
      if (options.crashAfterCharge) return;
      stream.handle(cmd('RecordClientCharged', { chargeId }));
    } else if (step.kind === 'transfer') {
      stream.handle(cmd('RecordTutorTransferred', { transferId: gateway.transfer(step.idempotencyKey) }));
    } else {
      return;
    }
  }
}

function expectExactlyOnce(stream: Stream, gateway: Gateway): void {
  expect(gateway.charges.size).toBe(1);
  expect(gateway.transfers.size).toBe(1);
  const count = (type: PayoutEvent['type']) => stream.events.filter((e) => e.type === type).length;
  expect([count('ClientChargeRequested'), count('ClientCharged'), count('TutorTransferRequested'), count('TutorTransferred'), count('PayoutCompleted')]).toEqual([1, 1, 1, 1, 1]);
  expect(nextPayoutStep(stream.state())).toEqual({ kind: 'done', status: 'stripeConnect' });
}

describe('payout exactly once', () => {
  it('the job delivered twice at the same moment', () => {
    const stream = new Stream();
    const gateway = new Gateway();
    // Both deliveries read the empty stream; the second append loses the race and re-decides.
    stream.handle(process, 0);
    stream.handle(process, 0);
    runWorker(stream, gateway);
    runWorker(stream, gateway);
    expectExactlyOnce(stream, gateway);
  });

  it('the worker killed between the charge and the transfer, then restarted', () => {
    const stream = new Stream();
    const gateway = new Gateway();
    runWorker(stream, gateway, { crashAfterCharge: true });
    expect(gateway.charges.size).toBe(1);
    runWorker(stream, gateway);
    expectExactlyOnce(stream, gateway);
  });

  it('the gateway answering with a timeout after it did charge', () => {
    const stream = new Stream();
    const gateway = new Gateway();
    gateway.timeoutAfterNextCharge = true;
    runWorker(stream, gateway);
    expect(stream.events.some((e) => e.type === 'ClientCharged')).toBe(false);
    runWorker(stream, gateway);
    expectExactlyOnce(stream, gateway);
  });
});

describe('payout exactly once, a session with two paying clients (one stream each)', () => {
  const shareOf = (clientId: string) => cmd<ProcessPayout>('ProcessPayout', { ...process.data, clientId, oneOfSeveralClients: true });
  /** The worker's run over a group session: each client's payout in turn, on its own stream. */
  function runGroupWorker(streams: Map<string, Stream>, gateway: Gateway, options: { crashAfterChargeOf?: string } = {}): void {
    for (const [clientId, stream] of streams) {
      stream.handle(shareOf(clientId));
      for (;;) {
        const step = nextPayoutStep(stream.state());
        if (step.kind === 'charge') {
          const chargeId = gateway.charge(step.idempotencyKey);
          if (options.crashAfterChargeOf === clientId) return;
          stream.handle(cmd('RecordClientCharged', { chargeId }));
        } else if (step.kind === 'transfer') {
          stream.handle(cmd('RecordTutorTransferred', { transferId: gateway.transfer(step.idempotencyKey) }));
        } else {
          break;
        }
      }
    }
  }
  const twoClients = () => new Map([['c1', new Stream()], ['c2', new Stream()]]);

  function expectEachClientOnce(streams: Map<string, Stream>, gateway: Gateway): void {
    expect([...gateway.charges.keys()].sort()).toEqual(['payout-s1-c1-1-charge', 'payout-s1-c2-1-charge']);
    expect([...gateway.transfers.keys()].sort()).toEqual(['payout-s1-c1-1-transfer', 'payout-s1-c2-1-transfer']);
    for (const stream of streams.values()) {
      const count = (type: PayoutEvent['type']) => stream.events.filter((e) => e.type === type).length;
      expect([count('ClientChargeRequested'), count('ClientCharged'), count('TutorTransferRequested'), count('TutorTransferred'), count('PayoutCompleted')]).toEqual([1, 1, 1, 1, 1]);
      expect(nextPayoutStep(stream.state())).toEqual({ kind: 'done', status: 'stripeConnect' });
    }
  }

  it('the job delivered twice at the same moment: each client charged once, the tutor paid once per client', () => {
    const streams = twoClients();
    const gateway = new Gateway();
    for (const [clientId, stream] of streams) {
      stream.handle(shareOf(clientId), 0);
      stream.handle(shareOf(clientId), 0);
    }
    runGroupWorker(streams, gateway);
    runGroupWorker(streams, gateway);
    expectEachClientOnce(streams, gateway);
  });

  it('the worker killed between the first client\'s charge and its transfer, then restarted', () => {
    const streams = twoClients();
    const gateway = new Gateway();
    runGroupWorker(streams, gateway, { crashAfterChargeOf: 'c1' });
    expect(gateway.charges.size).toBe(1);
    expect(streams.get('c2')?.events).toEqual([]);
    runGroupWorker(streams, gateway);
    expectEachClientOnce(streams, gateway);
  });
});

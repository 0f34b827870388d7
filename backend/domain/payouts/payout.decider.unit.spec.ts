import { deciderSpecification } from '../test-support/decider-specification';
import { PayoutCommand, ProcessPayout } from './payout.commands';
import { nextPayoutStep, Payout, payoutDecider, PayoutState } from './payout.decider';
import { PayoutEvent, PayoutStarted, TutorPayoutMethod } from './payout.events';
import { computePayoutAmounts, PayoutAmountsInput, payoutComputedFrom, PayoutMessages as Messages } from './payout.rules';
import { sessionPayoutResults, sessionPayoutSettlement } from './payout.session-results';

const now = new Date('2026-11-26T17:00:00.000Z');
const T = now.toISOString();
const spec = deciderSpecification(payoutDecider);
const CONNECT: TutorPayoutMethod = { method: 'stripeConnect', accountId: 'acct_1' };

const command = <C extends PayoutCommand>(type: C['type'], data: C['data']): C => ({ type, data, metadata: { now, actorId: null } }) as C;
const process = (overrides: Partial<ProcessPayout['data']> = {}) =>
  command<ProcessPayout>('ProcessPayout', {
    sessionId: 's1',
    clientId: 'c1',
    tutorId: 't1',
    minutes: 60,
    clientHourlyRateCents: 4000,
    tutorHourlyRateCents: 3000,
    availableCreditCents: 2000,
    tutorPayout: CONNECT,
    ...overrides,
  });
const charged = (chargeId = 'ch_1') => command('RecordClientCharged', { chargeId });
const chargeFailed = (reason = 'Your card was declined.') => command('RecordClientChargeFailed', { reason });
const transferred = (transferId = 'tr_1') => command('RecordTutorTransferred', { transferId });
const transferFailed = (reason = 'The account cannot receive transfers.') => command('RecordTutorTransferFailed', { reason });

const input: PayoutAmountsInput = { minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 2000 };
const amounts = computePayoutAmounts(input);
/** The amounts as computed from `from`, which the event records with the default fees written out. */
const started = (attempt = 1, tutorPayout: TutorPayoutMethod = CONNECT, from = input): PayoutStarted => ({
  type: 'PayoutStarted',
  data: { sessionId: 's1', attempt, clientId: 'c1', tutorId: 't1', amounts: computePayoutAmounts(from), tutorPayout, startedAt: T, computedFrom: payoutComputedFrom(from) },
});
const credits: PayoutEvent = { type: 'CreditsApplied', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 2000 } };
const chargeRequested = (attempt = 1): PayoutEvent => ({
  type: 'ClientChargeRequested',
  data: { sessionId: 's1', attempt, clientId: 'c1', amountCents: 2388, idempotencyKey: `payout-s1-${attempt}-charge` },
});
const clientCharged = (attempt = 1, chargeId = 'ch_1'): PayoutEvent => ({ type: 'ClientCharged', data: { sessionId: 's1', attempt, chargeId, amountCents: 2388, chargedAt: T } });
const transferRequested = (attempt = 1, accountId = 'acct_1'): PayoutEvent => ({
  type: 'TutorTransferRequested',
  data: { sessionId: 's1', attempt, tutorId: 't1', accountId, amountCents: 2709, idempotencyKey: `payout-s1-${attempt}-transfer` },
});
const tutorTransferred: PayoutEvent = { type: 'TutorTransferred', data: { sessionId: 's1', attempt: 1, transferId: 'tr_1', amountCents: 2709, transferredAt: T } };
const completed = (status: 'manual' | 'stripeConnect' = 'stripeConnect', attempt = 1): PayoutEvent => ({ type: 'PayoutCompleted', data: { sessionId: 's1', attempt, status, completedAt: T } });
const failed = (status: 'error' | 'partial', reason: string, attempt = 1): PayoutEvent => ({ type: 'PayoutFailed', data: { sessionId: 's1', attempt, reason, status, failedAt: T } });

const fold = (events: PayoutEvent[]): PayoutState => events.reduce(payoutDecider.evolve, payoutDecider.initialState());
const charging = [started(), credits, chargeRequested()];
const transferring = [...charging, clientCharged(), transferRequested()];

describe('payout decider', () => {
  it('starts: amounts, credit spent before the card, then one charge request with a derived key', () => {
    spec.given([]).when(process()).then(charging);
    expect(nextPayoutStep(fold([]))).toEqual({ kind: 'start' });
    expect(nextPayoutStep(fold(charging))).toEqual({ kind: 'charge', clientId: 'c1', amountCents: 2388, idempotencyKey: 'payout-s1-1-charge' });
  });

  it('never asks for a second charge: a repeated or concurrent ProcessPayout records nothing', () => {
    spec.given(charging).when(process()).thenNothingHappened();
    spec.given(transferring).when(process()).thenNothingHappened();
    spec.given([...transferring, tutorTransferred, completed()]).when(process()).thenNothingHappened();
  });

  it('after a gateway timeout the worker retries the same step with the same key', () => {
    // The charge succeeded at the gateway but the answer timed out: nothing was recorded.
    spec.given(charging).when(process()).thenNothingHappened();
    const state = fold(charging);
    expect(nextPayoutStep(state)).toEqual(nextPayoutStep(fold(charging)));
    expect(nextPayoutStep(state)).toMatchObject({ idempotencyKey: 'payout-s1-1-charge' });
  });

  it('a recorded charge asks for the tutor transfer in the same decision', () => {
    spec.given(charging).when(charged()).then([clientCharged(), transferRequested()]);
    expect(nextPayoutStep(fold(transferring))).toEqual({ kind: 'transfer', tutorId: 't1', accountId: 'acct_1', amountCents: 2709, idempotencyKey: 'payout-s1-1-transfer' });
  });

  it('records a redelivered charge answer once and refuses a different charge', () => {
    spec.given(transferring).when(charged()).thenNothingHappened();
    spec.given(transferring).when(charged('ch_2')).thenThrows(Messages.otherCharge);
    spec.given(transferring).when(chargeFailed()).thenThrows(Messages.otherCharge);
  });

  it('completes with the transfer (stripeConnect), once', () => {
    spec.given(transferring).when(transferred()).then([tutorTransferred, completed()]);
    const done = [...transferring, tutorTransferred, completed()];
    spec.given(done).when(transferred()).thenNothingHappened();
    spec.given(done).when(transferred('tr_2')).thenThrows(Messages.otherTransfer);
    expect(nextPayoutStep(fold(done))).toEqual({ kind: 'done', status: 'stripeConnect' });
  });

  it('records a manual PayPal or Venmo payout for finance as soon as the client is charged', () => {
    const venmo: TutorPayoutMethod = { method: 'venmo', manualPayoutId: '@tutor-t1' };
    spec
      .given([started(1, venmo), credits, chargeRequested()])
      .when(charged())
      .then([
        clientCharged(),
        { type: 'ManualPayoutRecorded', data: { sessionId: 's1', attempt: 1, tutorId: 't1', manualPayoutId: '@tutor-t1', method: 'venmo', amountCents: 2709, recordedAt: T } },
        completed('manual'),
      ]);
  });

  it('skips the card when credit covers the whole session', () => {
    const coveredInput = { minutes: 30, clientHourlyRateCents: 3000, tutorHourlyRateCents: 3000, availableCreditCents: 2000 };
    const covered = computePayoutAmounts(coveredInput);
    expect(covered).toMatchObject({ clientTotalCents: 1646, creditsAppliedCents: 1646, cardChargeCents: 0, tutorPayoutCents: 1354 }); // tutor fee 145.5 -> 146;
    spec
      .given([])
      .when(process({ minutes: 30, clientHourlyRateCents: 3000 }))
      .then([
        started(1, CONNECT, coveredInput),
        { type: 'CreditsApplied', data: { sessionId: 's1', attempt: 1, clientId: 'c1', amountCents: 1646 } },
        { type: 'TutorTransferRequested', data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 1354, idempotencyKey: 'payout-s1-1-transfer' } },
      ]);
  });

  it('a declined card fails the payout (error); a new attempt uses a new key and does not spend credit twice', () => {
    const reason = 'Your card was declined.';
    spec.given(charging).when(chargeFailed(reason)).then([{ type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason } }, failed('error', reason)]);
    const declined = [...charging, { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason } } as PayoutEvent, failed('error', reason)];
    spec.given(declined).when(chargeFailed(reason)).thenNothingHappened();
    expect(nextPayoutStep(fold(declined))).toEqual({ kind: 'failed', status: 'error', reason });
    spec
      .given(declined)
      .when(process({ availableCreditCents: 0 }))
      .then([started(2), chargeRequested(2)]);
  });

  it('a failed transfer leaves the payout partial; the next attempt only pays the tutor', () => {
    const reason = 'The account cannot receive transfers.';
    spec.given(transferring).when(transferFailed(reason)).then([failed('partial', reason)]);
    const partial = [...transferring, failed('partial', reason)];
    spec.given(partial).when(transferFailed(reason)).thenNothingHappened();
    spec
      .given(partial)
      .when(process({ tutorPayout: { method: 'stripeConnect', accountId: 'acct_2' }, clientHourlyRateCents: 9999 }))
      .then([started(2, { method: 'stripeConnect', accountId: 'acct_2' }), transferRequested(2, 'acct_2')]);
  });

  describe('a tutor without a payout method', () => {
    const none: TutorPayoutMethod = { method: 'stripeConnect', accountId: null };
    const held: PayoutEvent = { type: 'TutorPayoutHeld', data: { sessionId: 's1', attempt: 1, tutorId: 't1', amountCents: 2709, heldAt: T } };
    const heldPayout = [started(1, none), credits, chargeRequested(), clientCharged(), held];
    const released = (tutorPayout: TutorPayoutMethod): PayoutEvent => ({ type: 'HeldPayoutReleased', data: { sessionId: 's1', attempt: 1, tutorPayout, releasedAt: T } });
    const release = (tutorPayout: TutorPayoutMethod) => command('ReleaseHeldPayout', { tutorPayout });

    it('holds the tutor share after the charge; the client side is settled, the session is processed', () => {
      spec.given([started(1, none), credits, chargeRequested()]).when(charged()).then([clientCharged(), held]);
      const state = fold(heldPayout);
      expect(state).toMatchObject({ status: 'held', clientPaid: true, outcome: 'partial' });
      expect(nextPayoutStep(state)).toEqual({ kind: 'held' });
      const settlement = sessionPayoutSettlement([state as Payout]);
      expect(settlement.type).toBe('MarkSessionProcessed');
      expect(settlement.data.participants).toEqual([
        expect.objectContaining({ userId: 'c1', finalClientPaymentAmount: amounts.clientTotalCents, remaining: 0 }),
        expect.objectContaining({ userId: 't1', sessionPayoutStatus: 'partial', finalTutorPayoutAmount: null, remaining: 2709 }),
      ]);
    });

    it('a held payout is not started again, and still without a method nothing is released', () => {
      spec.given(heldPayout).when(process({ tutorPayout: none })).thenNothingHappened();
      spec.given(heldPayout).when(release(none)).thenNothingHappened();
    });

    it('releases to the Connect account once, with the transfer key of the held attempt', () => {
      spec.given(heldPayout).when(release(CONNECT)).then([released(CONNECT), transferRequested(1, 'acct_1')]);
      const releasing = [...heldPayout, released(CONNECT), transferRequested(1, 'acct_1')];
      expect(nextPayoutStep(fold(releasing))).toMatchObject({ kind: 'transfer', idempotencyKey: 'payout-s1-1-transfer' });
      // A redelivered release, while transferring or once paid, records nothing.
      spec.given(releasing).when(release(CONNECT)).thenNothingHappened();
      spec.given([...releasing, tutorTransferred, completed()]).when(release(CONNECT)).thenNothingHappened();
      spec.given(releasing).when(transferred()).then([tutorTransferred, completed()]);
    });

    it('releases to a manual method as a manual payout, completed at once', () => {
      const venmo: TutorPayoutMethod = { method: 'venmo', manualPayoutId: '@tutor' };
      spec
        .given(heldPayout)
        .when(release(venmo))
        .then([
          released(venmo),
          { type: 'ManualPayoutRecorded', data: { sessionId: 's1', attempt: 1, tutorId: 't1', manualPayoutId: '@tutor', method: 'venmo', amountCents: 2709, recordedAt: T } },
          completed('manual'),
        ]);
    });

    it('a payout never held is not released', () => {
      spec.given(transferring).when(release(CONNECT)).thenNothingHappened();
      spec.given([]).when(release(CONNECT)).thenNothingHappened();
    });
  });

  it('refuses answers for steps never asked for, and invalid amounts', () => {
    spec.given([]).when(charged()).thenThrows(Messages.notStarted);
    const creditOnly = [started(), transferRequested()];
    spec.given(creditOnly).when(charged()).thenThrows(Messages.noChargeRequested);
    spec.given(charging).when(transferred()).thenThrows(Messages.noTransferRequested);
    spec.given(charging).when(transferFailed()).thenThrows(Messages.noTransferRequested);
    spec.given([]).when(process({ minutes: 12.5 })).thenThrows(Messages.invalidMinutes);
    spec.given([]).when(process({ tutorFeePercent: -1 })).thenThrows(Messages.invalidFee);
  });

  it('ends every path with at most one charge and one transfer request per attempt', () => {
    const events = [...transferring, tutorTransferred, completed()];
    expect(events.filter((e) => e.type === 'ClientChargeRequested')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'TutorTransferRequested')).toHaveLength(1);
  });
});

describe('payout decider, one client of a session with several paying clients', () => {
  const share = (clientId: string, overrides: Partial<ProcessPayout['data']> = {}) => process({ clientId, oneOfSeveralClients: true, availableCreditCents: 0, ...overrides });
  const shareInput = { minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 0 };
  const shareStarted = (clientId: string, attempt = 1, from: PayoutAmountsInput = shareInput): PayoutStarted => ({
    type: 'PayoutStarted',
    data: { sessionId: 's1', attempt, clientId, tutorId: 't1', amounts: computePayoutAmounts(from), tutorPayout: CONNECT, startedAt: T, oneOfSeveralClients: true, computedFrom: payoutComputedFrom(from) },
  });
  const shareChargeRequested = (clientId: string, attempt = 1): PayoutEvent => ({
    type: 'ClientChargeRequested',
    data: { sessionId: 's1', attempt, clientId, amountCents: 4388, idempotencyKey: `payout-s1-${clientId}-${attempt}-charge` },
  });

  it('charges the client their own share with keys that name the client', () => {
    spec.given([]).when(share('c2')).then([shareStarted('c2'), shareChargeRequested('c2')]);
    spec.given([]).when(share('c3', { clientHourlyRateCents: 5000 })).then([
      shareStarted('c3', 1, { ...shareInput, clientHourlyRateCents: 5000 }),
      { type: 'ClientChargeRequested', data: { sessionId: 's1', attempt: 1, clientId: 'c3', amountCents: 5485, idempotencyKey: 'payout-s1-c3-1-charge' } },
    ]);
  });

  it('pays the tutor the share by a transfer whose key names the client', () => {
    spec
      .given([shareStarted('c2'), shareChargeRequested('c2')])
      .when(charged('ch_2'))
      .then([
        { type: 'ClientCharged', data: { sessionId: 's1', attempt: 1, chargeId: 'ch_2', amountCents: 4388, chargedAt: T } },
        { type: 'TutorTransferRequested', data: { sessionId: 's1', attempt: 1, tutorId: 't1', accountId: 'acct_1', amountCents: 2709, idempotencyKey: 'payout-s1-c2-1-transfer' } },
      ]);
  });

  it('after a decline, the next attempt charges with the next key; once paid, it starts nothing again', () => {
    const reason = 'Your card was declined.';
    const declined: PayoutEvent[] = [
      shareStarted('c3'),
      shareChargeRequested('c3'),
      { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason } },
      failed('error', reason),
    ];
    spec.given(declined).when(share('c3')).then([shareStarted('c3', 2), shareChargeRequested('c3', 2)]);
    const paid: PayoutEvent[] = [
      shareStarted('c2'),
      shareChargeRequested('c2'),
      { type: 'ClientCharged', data: { sessionId: 's1', attempt: 1, chargeId: 'ch_2', amountCents: 4388, chargedAt: T } },
      { type: 'ManualPayoutRecorded', data: { sessionId: 's1', attempt: 1, tutorId: 't1', manualPayoutId: '@t1', method: 'venmo', amountCents: 2709, recordedAt: T } },
      completed('manual'),
    ];
    spec.given(paid).when(share('c2')).thenNothingHappened();
  });
});

describe('session payout results', () => {
  it('gives the participants their payout fields once completed', () => {
    const done = fold([...transferring, tutorTransferred, completed()]);
    if (done.status === 'none') throw new Error('not started');
    expect(sessionPayoutResults([done])).toEqual([
      { userId: 'c1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: 0 },
      { userId: 't1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: 3000, finalTutorPayoutAmount: 2709, finalClientPaymentAmount: null, remaining: 0 },
    ]);
  });

  it('shows what is still owed after a declined card', () => {
    const declined = fold([...charging, { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason: 'x' } }, failed('error', 'x')]);
    if (declined.status === 'none') throw new Error('not started');
    expect(sessionPayoutResults([declined])).toEqual([
      { userId: 'c1', sessionPayoutStatus: 'error', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: null, remaining: 2388 },
      { userId: 't1', sessionPayoutStatus: 'error', tutorBasePaymentAmount: 3000, finalTutorPayoutAmount: null, finalClientPaymentAmount: null, remaining: 2709 },
    ]);
  });

  describe('of a session with several paying clients', () => {
    const shareOf = (clientId: string, events: PayoutEvent[]) => {
      const payout = fold(events.map((event) => (event.type === 'PayoutStarted' ? { ...event, data: { ...event.data, clientId, oneOfSeveralClients: true as const } } : event)));
      if (payout.status === 'none') throw new Error('not started');
      return payout;
    };
    const paid = (clientId: string) => shareOf(clientId, [...transferring, tutorTransferred, completed()]);
    const declined = (clientId: string) => shareOf(clientId, [...charging, { type: 'ClientChargeFailed', data: { sessionId: 's1', attempt: 1, reason: 'Your card was declined.' } }, failed('error', 'Your card was declined.')]);

    it('is processed when every client paid: a row per client, the tutor paid every share', () => {
      expect(sessionPayoutSettlement([paid('c1'), paid('c2')])).toEqual({
        type: 'MarkSessionProcessed',
        data: {
          participants: [
            { userId: 'c1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: 0 },
            { userId: 'c2', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: 0 },
            { userId: 't1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: 6000, finalTutorPayoutAmount: 5418, finalClientPaymentAmount: null, remaining: 0 },
          ],
        },
      });
    });

    it('is in error with the failure reason when one client declined; the tutor is partly paid', () => {
      expect(sessionPayoutSettlement([paid('c1'), declined('c2')])).toEqual({
        type: 'MarkSessionError',
        data: {
          reason: 'Your card was declined.',
          participants: [
            { userId: 'c1', sessionPayoutStatus: 'stripeConnect', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: 4388, remaining: 0 },
            { userId: 'c2', sessionPayoutStatus: 'error', tutorBasePaymentAmount: null, finalTutorPayoutAmount: null, finalClientPaymentAmount: null, remaining: 2388 },
            { userId: 't1', sessionPayoutStatus: 'partial', tutorBasePaymentAmount: 6000, finalTutorPayoutAmount: 2709, finalClientPaymentAmount: null, remaining: 2709 },
          ],
        },
      });
    });

    it('marks the tutor error when no share moved money, manual when some shares are paid by hand', () => {
      const tutorRow = (payouts: Parameters<typeof sessionPayoutResults>[0]) => sessionPayoutResults(payouts).find((row) => row.userId === 't1');
      expect(tutorRow([declined('c1'), declined('c2')])).toMatchObject({ sessionPayoutStatus: 'error', finalTutorPayoutAmount: null, remaining: 5418 });
      const byHand = shareOf('c2', [started(1, { method: 'venmo', manualPayoutId: '@t1' }), credits, chargeRequested(), clientCharged(), { type: 'ManualPayoutRecorded', data: { sessionId: 's1', attempt: 1, tutorId: 't1', manualPayoutId: '@t1', method: 'venmo', amountCents: 2709, recordedAt: T } }, completed('manual')]);
      expect(tutorRow([paid('c1'), byHand])).toMatchObject({ sessionPayoutStatus: 'manual', finalTutorPayoutAmount: 5418, remaining: 0 });
    });
  });
});

import { randomUUID } from 'node:crypto';
import { paymentAccountStreamId } from '../../../domain/payments/payment-account.events';
import { PaymentAccount, paymentAccountDecider, tutorPayoutMethodOf } from '../../../domain/payments/payment-account.decider';
import { PaymentAccountMessages } from '../../../domain/payments/payment-account.rules';
import { PayoutCommand } from '../../../domain/payouts/payout.commands';
import { nextPayoutStep, Payout, payoutDecider, PayoutState } from '../../../domain/payouts/payout.decider';
import { payoutStreamId, TutorPayoutMethod } from '../../../domain/payouts/payout.events';
import { computePayoutAmounts, PayoutAmountsInput, payoutInputProblem } from '../../../domain/payouts/payout.rules';
import { sessionPayoutSettlement } from '../../../domain/payouts/payout.session-results';
import { pairDecider } from '../../../domain/pairs/pair.decider';
import { pairRateDefaultsDecider } from '../../../domain/pairs/pair-rate-defaults.decider';
import { pairRateDefaultsStreamId } from '../../../domain/pairs/pair-rate-defaults.events';
import { effectivePairFeeRates, pairStreamId } from '../../../domain/pairs/pair.rules';
import { creditAccountDecider } from '../../../domain/referrals/credit-account.decider';
import { creditAccountStreamId } from '../../../domain/referrals/credit-account.events';
import { Decider, DomainCommand, DomainEvent } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { SessionCommand } from '../../../domain/sessions/session.commands';
import { Session, sessionDecider, sessionMinutes, SessionState } from '../../../domain/sessions/session.decider';
import { SessionEvent, SessionParticipant, sessionStreamId } from '../../../domain/sessions/session.events';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { Clock } from '../../../platform/clock/clock.port';
import { EventStore } from '../../../platform/eventstore/event-store.port';
import { Logger } from '../../../platform/logging/logger';
import { PaymentDeclinedError, PaymentGateway, PaymentGatewayError, PaymentGatewayTimeoutError } from '../../../platform/payments/payment-gateway.port';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { pairIdFor } from '../../modules/pairs/pair-stream';

/** What one run of a session's payout came to. `not-due`: the session moved its processing time (the schedule follows it). */
export type PayoutRunOutcome = 'processed' | 'error' | 'not-due' | 'nothing-to-do';

/**
 * The session with how many processing rounds it has had (one per SessionProcessingStarted; a fixed
 * error starts the next): one fold answers both, and deciding through it hands back both after the fence.
 */
const sessionWithRounds: Decider<SessionCommand, SessionEvent, { session: SessionState; rounds: number }> = {
  initialState: () => ({ session: sessionDecider.initialState(), rounds: 0 }),
  evolve: ({ session, rounds }, event) => ({ session: sessionDecider.evolve(session, event), rounds: event.type === 'SessionProcessingStarted' ? rounds + 1 : rounds }),
  decide: (command, { session }) => sessionDecider.decide(command, session),
};

/** One paying client's payout: its stream, and what it is charged on. */
interface ClientShare {
  client: SessionParticipant;
  payoutStreamId: string;
  payout: PayoutState;
  /** Set when this round starts a new attempt for the client; null when it is paid or its attempt runs. */
  input: Omit<PayoutAmountsInput, 'availableCreditCents'> | null;
}

/** The context of one step of one round: event ids derive from the session, the round and the command, so a rerun of the round records nothing twice. */
export type StepContext = (step: string) => CommandContext;

/**
 * The payout of one session at its processing time, every step an event written through the
 * CommandPipeline and each money movement asked for with the decider's idempotency key
 * (`payout-<sessionId>[-<clientId>]-<attempt>-charge|transfer`), so any number of runs
 * (redelivered, restarted after a crash, retried after a timeout, concurrent) charge and pay
 * exactly once:
 *
 * 1. fence the session (SessionProcessingStarted, appended at the revision read: a concurrent edit
 *    loses), so the amounts are those of the session as it stands;
 * 2. for each active client in turn, one payout stream each (see `payoutStreamId`): spend the
 *    client's credits on this session (once per client and session), then ProcessPayout; charge the
 *    client off-session and record the answer; transfer the tutor's share or record the manual
 *    payout (the decider does that step), recording each answer; a client's failure does not stop
 *    the others;
 * 3. mark the session processed when every client's payout completed, or in error with the first
 *    failure's reason. After fixErrorSession the next round starts a new attempt only for the
 *    clients whose payout failed: a completed payout is never started again.
 *
 * A timeout (or any unknown failure) is thrown: the job is retried and resumes from the events,
 * asking again with the same key. Declines and other definite refusals are recorded as failures.
 */
export class PayoutProcessing {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async run(sessionId: string, causationId: string = randomUUID()): Promise<PayoutRunOutcome> {
    const contextOf =
      (round: number): StepContext =>
      (step) => ({ ...this.pipeline.systemContext(causationId, `payout:${sessionId}:round-${round}:${step}`, 'job'), correlationId: `payout:${sessionId}` });
    const fenced = await this.fence(sessionId, contextOf);
    if (typeof fenced === 'string') return fenced;
    const { session, rounds } = fenced;
    const context = contextOf(rounds);

    const tutor = session.participants.find((participant) => participant.userType === 'TUTOR');
    const clients = session.participants.filter((participant) => participant.userType === 'STUDENT' && participant.leftTime === null);
    if (!tutor || clients.length === 0) {
      await this.onSession(sessionId, { type: 'MarkSessionProcessed', data: { participants: [] } }, context);
      return 'processed';
    }

    const oneOfSeveralClients = clients.length > 1;
    const shares: ClientShare[] = [];
    for (const client of clients) {
      const streamId = payoutStreamId(sessionId, oneOfSeveralClients ? client.userId : undefined);
      const { state: payout } = await this.pipeline.load(payoutDecider, streamId);
      // One attempt per processing round: a new round (after fixErrorSession) starts the next attempt of a payout not completed.
      const startsAttempt = payout.status === 'none' || (payout.status === 'failed' && payout.attempt < rounds);
      shares.push({ client, payoutStreamId: streamId, payout, input: startsAttempt ? await payoutAmountsInputOf(currentStates(this.pipeline), session, client, tutor, oneOfSeveralClients) : null });
    }
    // Amounts the decider refuses (rates that are not whole cents) will not change on retry: the session shows why, before anyone is charged.
    const problem = shares.flatMap((share) => (share.input ? [payoutInputProblem({ ...share.input, availableCreditCents: 0 })] : [])).find((found) => found !== undefined);
    if (problem) {
      await this.onSession(sessionId, { type: 'MarkSessionError', data: { reason: problem } }, context);
      return 'error';
    }

    const tutorPayout = tutorPayoutMethodOf((await this.pipeline.load(paymentAccountDecider, paymentAccountStreamId(tutor.userId))).state);
    const settled: Payout[] = [];
    for (const share of shares) {
      let payout = share.payout;
      if (share.input) {
        const { client, input } = share;
        const credits = await this.spendCredits(client.userId, sessionId, computePayoutAmounts({ ...input, availableCreditCents: 0 }).clientTotalCents, context);
        payout = await this.onPayout(
          share.payoutStreamId,
          { type: 'ProcessPayout', data: { ...input, availableCreditCents: credits, sessionId, clientId: client.userId, tutorId: tutor.userId, tutorPayout, oneOfSeveralClients } },
          context,
        );
      }
      settled.push(await this.settle(sessionId, share.payoutStreamId, payout, context));
    }

    const settlement = sessionPayoutSettlement(settled);
    await this.onSession(sessionId, settlement, context);
    if (settlement.type === 'MarkSessionProcessed') return 'processed';
    this.logger.warn({ sessionId, reason: settlement.data.reason, failed: settled.filter((payout) => payout.status === 'failed').map((payout) => payout.clientId) }, 'payout failed; the session is in error');
    return 'error';
  }

  /**
   * Pays a held payout to the tutor's payout method, once: ReleaseHeldPayout records nothing unless
   * the payout is still held, and the transfer it asks for carries the held attempt's key, so a
   * redelivered cause, a rerun after a timeout or a concurrent release pay the tutor once.
   * `contextOf` derives each step's ids from the cause (the tutor choosing the method).
   */
  async releaseHeld(streamId: string, tutorPayout: TutorPayoutMethod, contextOf: StepContext): Promise<Payout | null> {
    const payout = await this.onPayout(streamId, { type: 'ReleaseHeldPayout', data: { tutorPayout } }, contextOf);
    if (payout.status === 'none') return null;
    return this.settle(payout.sessionId, streamId, payout, contextOf);
  }

  /** Drives one client's payout through its steps until it has completed, failed or is held. */
  private async settle(sessionId: string, streamId: string, started: PayoutState, context: StepContext): Promise<Payout> {
    let payout = started;
    for (;;) {
      const step = nextPayoutStep(payout);
      switch (step.kind) {
        case 'charge':
          payout = await this.onPayout(streamId, await this.charge(sessionId, step), context);
          break;
        case 'transfer':
          payout = await this.onPayout(streamId, await this.transfer(sessionId, step), context);
          break;
        case 'failed':
        case 'held':
        case 'done':
          if (payout.status === 'none') throw new Error(`payout ${streamId} settled without starting`);
          return payout;
        case 'start':
          throw new Error(`payout ${streamId} did not start`);
        default: {
          const unknown: never = step;
          throw new Error(`unknown payout step ${JSON.stringify(unknown)}`);
        }
      }
    }
  }

  /**
   * The session fenced for this round, with the number of rounds so far; or why there is nothing to
   * do now. The fence is decided by the pipeline on the stream as it stands (a concurrent edit is
   * met by deciding again), then the session is read once more to see where it landed.
   */
  private async fence(sessionId: string, contextOf: (round: number) => StepContext): Promise<{ session: Session; rounds: number } | PayoutRunOutcome> {
    const streamId = sessionStreamId(sessionId);
    const before = await this.pipeline.load(sessionWithRounds, streamId);
    const outcome = this.standing(before.state.session);
    if (outcome !== 'fence') return outcome;
    let fenced = before.state;
    if (fenced.session.status !== 'none' && fenced.session.processingStartedAt === null) {
      try {
        fenced = (await this.pipeline.run(sessionWithRounds, streamId, { type: 'StartSessionProcessing', data: {} }, contextOf(fenced.rounds + 1)('StartSessionProcessing'))).state;
      } catch (error) {
        // An edit got in first and moved the processing time: the schedule follows it.
        if (error instanceof DomainError && error.message === SessionMessages.notDue) return 'not-due';
        throw error;
      }
    }
    const { session, rounds } = fenced;
    const after = this.standing(session);
    if (after !== 'fence' || session.status === 'none' || session.processingStartedAt === null) return after === 'fence' ? 'nothing-to-do' : after;
    return { session, rounds };
  }

  /** Whether the session is (or may be) fenced for a round now, or why there is nothing to do. */
  private standing(state: SessionState): 'fence' | PayoutRunOutcome {
    if (state.status === 'none' || state.status === 'CANCELLED' || state.status === 'COMPLETED' || state.status === 'ERROR') return 'nothing-to-do';
    if (state.processingStartedAt !== null) return 'fence';
    const now = this.clock.now().getTime();
    if (now < Date.parse(state.processingTime) || now < Date.parse(state.endTime)) return 'not-due';
    return 'fence';
  }



  /**
   * Referral credits the client spends on this session, up to their share's total: once per client
   * and session whatever the retries (the credit account is the client's own stream, keyed by session).
   */
  private async spendCredits(clientId: string, sessionId: string, upToCents: number, context: StepContext): Promise<number> {
    const { state: account } = await this.pipeline.run(
      creditAccountDecider,
      creditAccountStreamId(clientId),
      { type: 'SpendCredits', data: { userId: clientId, sessionId, upToCents } },
      context('SpendCredits'),
    );
    return account.spentBySession[sessionId] ?? 0;
  }

  private async charge(sessionId: string, step: { clientId: string; amountCents: number; idempotencyKey: string }): Promise<Omit<PayoutCommand, 'metadata'>> {
    const { state: account }: { state: PaymentAccount } = await this.pipeline.load(paymentAccountDecider, paymentAccountStreamId(step.clientId));
    if (!account.customerId || account.cards.length === 0) return { type: 'RecordClientChargeFailed', data: { reason: PaymentAccountMessages.missingPaymentInfo } };
    try {
      const { chargeId } = await this.gateway.charge({
        customerId: account.customerId,
        amountCents: step.amountCents,
        idempotencyKey: step.idempotencyKey,
        description: `Tutoring session ${sessionId}`,
        metadata: { sessionId },
      });
      return { type: 'RecordClientCharged', data: { chargeId } };
    } catch (error) {
      if (isDefiniteRefusal(error)) return { type: 'RecordClientChargeFailed', data: { reason: error.message } };
      throw error;
    }
  }

  private async transfer(sessionId: string, step: { accountId: string; amountCents: number; idempotencyKey: string }): Promise<Omit<PayoutCommand, 'metadata'>> {
    try {
      const { transferId } = await this.gateway.transfer({ accountId: step.accountId, amountCents: step.amountCents, idempotencyKey: step.idempotencyKey, metadata: { sessionId } });
      return { type: 'RecordTutorTransferred', data: { transferId } };
    } catch (error) {
      if (isDefiniteRefusal(error)) return { type: 'RecordTutorTransferFailed', data: { reason: error.message } };
      throw error;
    }
  }

  private async onPayout(streamId: string, command: Omit<PayoutCommand, 'metadata'>, context: StepContext): Promise<PayoutState> {
    return (await this.pipeline.run(payoutDecider, streamId, command, context(command.type))).state;
  }

  private async onSession(sessionId: string, command: Omit<SessionCommand, 'metadata'>, context: StepContext): Promise<SessionState> {
    return (await this.pipeline.run(sessionDecider, sessionStreamId(sessionId), command, context(command.type))).state;
  }
}

/**
 * Provider answers whose outcome is unknown or passing: a server error (the money may have moved), a
 * request with the same key still in progress (two deliveries at once), a rate limit, bad
 * credentials. They are retried with the same key, never recorded as a failure: a failure lets a
 * later attempt charge with a new key, which would charge twice had this one gone through.
 */
const RETRIED_CODES = new Set(['timeout', 'api_error', 'StripeAPIError', 'idempotency_error', 'rate_limit', 'StripeRateLimitError', 'lock_timeout', 'StripeAuthenticationError', 'StripePermissionError', 'StripeConnectionError']);

/**
 * The rates in force now, at processing time (an admin's change reaches every session not yet
 * processed; a processed one keeps its recorded payout), or, through `statesBefore`, at an earlier point of the log: the pair's tutor rate once an admin saved
 * one, else the rates the session's participants recorded; the fee percentages that apply to the
 * pair (its own once saved, else the members' default pair rates, else its fees at creation), the
 * defaults with no pair. The pair is the session's when it has one client, and the client's own
 * pair with the tutor when it has several.
 */
export async function payoutAmountsInputOf(
  load: StreamStateLoader,
  session: Session,
  client: SessionParticipant,
  tutor: SessionParticipant,
  oneOfSeveralClients: boolean,
): Promise<Omit<PayoutAmountsInput, 'availableCreditCents'>> {
  const pairId = oneOfSeveralClients ? pairIdFor(tutor.userId, client.userId) : session.pairId;
  const recorded = { minutes: sessionMinutes(session), clientHourlyRateCents: client.hourlyRateCents, tutorHourlyRateCents: tutor.hourlyRateCents };
  const { pair, clientFeePercent, tutorFeePercent } = await pairFeesInForce(load, pairId);
  if (!pair) return { ...recorded, clientFeePercent, tutorFeePercent };
  const pairRateCents = Math.round(pair.tutorHourlyWage * 100);
  return {
    ...recorded,
    ...(pair.hourlyRateSavedForPair ? { clientHourlyRateCents: pairRateCents, tutorHourlyRateCents: pairRateCents } : {}),
    clientFeePercent,
    tutorFeePercent,
  };
}

/** A stream's state folded by a decider: as it stands now, or as it stood at some point of the log. */
export type StreamStateLoader = <C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string) => Promise<S>;

/** Streams as they stand now. */
export const currentStates =
  (pipeline: CommandPipeline): StreamStateLoader =>
  async (decider, streamId) =>
    (await pipeline.load(decider, streamId)).state;

/** Streams as they stood just before the log reached `position` (the fees in force when a payout started, say). */
export const statesBefore =
  (eventStore: Pick<EventStore, 'readStream'>, position: number): StreamStateLoader =>
  async (decider, streamId) =>
    (await eventStore.readStream(streamId)).filter((event) => event.position < position).reduce((state, event) => decider.evolve(state, event as unknown as Parameters<typeof decider.evolve>[1]), decider.initialState());

/**
 * The fee percentages that apply to a pair: its own once saved, else the members' default pair
 * rates, else its fees at creation; null (the defaults) with no pair. Payouts and admins' corrections share it.
 */
async function pairFeesInForce(load: StreamStateLoader, pairId: string | null) {
  const pair = pairId ? await load(pairDecider, pairStreamId(pairId)) : null;
  if (!pair || pair.status === 'none') return { pair: null, clientFeePercent: null, tutorFeePercent: null };
  const [tutorDefaults, clientDefaults] = await Promise.all([load(pairRateDefaultsDecider, pairRateDefaultsStreamId(pair.tutorId)), load(pairRateDefaultsDecider, pairRateDefaultsStreamId(pair.clientId))]);
  const fees = effectivePairFeeRates(pair, { tutorDefaultPairRate: tutorDefaults.tutorDefaultPairRate, clientDefaultPairRate: clientDefaults.clientDefaultPairRate });
  return { pair, clientFeePercent: fees.tuteePlatformFeePercentageRate, tutorFeePercent: fees.tutorPlatformFeePercentageRate };
}

/** A refusal that moved no money and will not change on retry (a decline, no card, an invalid amount). */
export function isDefiniteRefusal(error: unknown): error is PaymentGatewayError {
  if (error instanceof PaymentDeclinedError) return true;
  return error instanceof PaymentGatewayError && !(error instanceof PaymentGatewayTimeoutError) && !RETRIED_CODES.has(error.code);
}


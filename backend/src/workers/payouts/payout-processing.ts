import { randomUUID } from 'node:crypto';
import { paymentAccountStreamId } from '../../../domain/payments/payment-account.events';
import { PaymentAccount, paymentAccountDecider, tutorPayoutMethodOf } from '../../../domain/payments/payment-account.decider';
import { PaymentAccountMessages } from '../../../domain/payments/payment-account.rules';
import { PayoutCommand } from '../../../domain/payouts/payout.commands';
import { nextPayoutStep, payoutDecider, PayoutState } from '../../../domain/payouts/payout.decider';
import { payoutStreamId } from '../../../domain/payouts/payout.events';
import { computePayoutAmounts, PayoutAmountsInput } from '../../../domain/payouts/payout.rules';
import { sessionPayoutResults } from '../../../domain/payouts/payout.session-results';
import { pairStreamId } from '../../../domain/pairs/pair.rules';
import { CreditAccount, CreditAccountCommand, creditAccountDecider } from '../../../domain/referrals/credit-account.decider';
import { CreditAccountEvent, creditAccountStreamId } from '../../../domain/referrals/credit-account.events';
import { Decider, DomainCommand, DomainEvent } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { SessionCommand } from '../../../domain/sessions/session.commands';
import { Session, sessionDecider, sessionMinutes, SessionState } from '../../../domain/sessions/session.decider';
import { SessionEvent, sessionStreamId } from '../../../domain/sessions/session.events';
import { CommandContext, handleCommand } from '../../event-sourcing/handle-command';
import { Clock } from '../../infrastructure/clock/clock.port';
import { EventStore, RecordedEvent, WrongExpectedVersion } from '../../infrastructure/eventstore/event-store.port';
import { Logger } from '../../infrastructure/logging/logger';
import { PaymentDeclinedError, PaymentGateway, PaymentGatewayError, PaymentGatewayTimeoutError } from '../../infrastructure/payments/payment-gateway.port';

/** What one run of a session's payout came to. `not-due`: the session moved its processing time (the schedule follows it). */
export type PayoutRunOutcome = 'processed' | 'error' | 'not-due' | 'nothing-to-do';

/** Concurrent writers to one stream are few (two deliveries, an edit): a handful of re-decisions settles them. */
const MAX_CONFLICTS = 20;

/** The reason shown when a session has more than one paying client: the payout decider charges one. */
export const MULTIPLE_CLIENTS_REASON = 'This session has more than one paying client; our team will process it.';

interface Folded<S> {
  state: S;
  events: RecordedEvent[];
}

/**
 * The payout of one session at its processing time, every step an event and each money movement
 * asked for with the decider's idempotency key, so any number of runs (redelivered, restarted after
 * a crash, retried after a timeout, concurrent) charge and pay exactly once:
 *
 * 1. fence the session (SessionProcessingStarted, appended at the revision read: a concurrent edit
 *    loses), so the amounts are those of the session as it stands;
 * 2. spend the client's credits on this session (once per session), then ProcessPayout;
 * 3. charge the client off-session and record the answer; transfer to the tutor or record the manual
 *    payout (the decider does that step), recording each answer;
 * 4. mark the session processed, or in error with the reason the user sees.
 *
 * A timeout (or any unknown failure) is thrown: the job is retried and resumes from the events,
 * asking again with the same key. Declines and other definite refusals are recorded as failures.
 */
export class PayoutProcessing {
  constructor(
    private readonly eventStore: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async run(sessionId: string, causationId: string = randomUUID()): Promise<PayoutRunOutcome> {
    const context = (): CommandContext => ({ correlationId: `payout:${sessionId}`, causationId, actorId: null, now: this.clock.now() });
    const fenced = await this.fence(sessionId, context);
    if (typeof fenced === 'string') return fenced;
    const { session, rounds } = fenced;

    const tutor = session.participants.find((participant) => participant.userType === 'TUTOR');
    const clients = session.participants.filter((participant) => participant.userType === 'STUDENT' && participant.leftTime === null);
    if (!tutor || clients.length === 0) {
      await this.onSession(sessionId, { type: 'MarkSessionProcessed', data: { participants: [] } }, context);
      return 'processed';
    }
    if (clients.length > 1) {
      await this.onSession(sessionId, { type: 'MarkSessionError', data: { reason: MULTIPLE_CLIENTS_REASON } }, context);
      return 'error';
    }
    const [client] = clients;

    let payout = (await this.fold(payoutStreamId(sessionId), payoutDecider)).state;
    // One payout attempt per processing round: a new round (after fixErrorSession) starts the next attempt.
    const attemptOfThisRound = payout.status === 'none' ? 0 : payout.attempt;
    if (attemptOfThisRound < rounds) {
      const input = await this.amountsInput(session, client.hourlyRateCents, tutor.hourlyRateCents);
      const credits = await this.spendCredits(client.userId, sessionId, computePayoutAmounts({ ...input, availableCreditCents: 0 }).clientTotalCents, context);
      const tutorAccount = (await this.fold(paymentAccountStreamId(tutor.userId), paymentAccountDecider)).state;
      try {
        payout = await this.onPayout(
          sessionId,
          { type: 'ProcessPayout', data: { ...input, availableCreditCents: credits, sessionId, clientId: client.userId, tutorId: tutor.userId, tutorPayout: tutorPayoutMethodOf(tutorAccount) } },
          context,
        );
      } catch (error) {
        // Amounts the decider refuses (rates that are not whole cents) will not change on retry: the session shows why.
        if (!(error instanceof DomainError)) throw error;
        await this.onSession(sessionId, { type: 'MarkSessionError', data: { reason: error.message } }, context);
        return 'error';
      }
    }

    for (;;) {
      const step = nextPayoutStep(payout);
      switch (step.kind) {
        case 'charge':
          payout = await this.onPayout(sessionId, await this.charge(sessionId, step), context);
          break;
        case 'transfer':
          payout = await this.onPayout(sessionId, await this.transfer(sessionId, step), context);
          break;
        case 'failed': {
          if (payout.status === 'none') throw new Error(`payout of session ${sessionId} failed without starting`);
          await this.onSession(sessionId, { type: 'MarkSessionError', data: { reason: step.reason, participants: sessionPayoutResults(payout) } }, context);
          this.logger.warn({ sessionId, reason: step.reason, status: step.status }, 'payout failed; the session is in error');
          return 'error';
        }
        case 'done': {
          if (payout.status === 'none') throw new Error(`payout of session ${sessionId} done without starting`);
          await this.onSession(sessionId, { type: 'MarkSessionProcessed', data: { participants: sessionPayoutResults(payout) } }, context);
          return 'processed';
        }
        case 'start':
          throw new Error(`payout of session ${sessionId} did not start`);
        default: {
          const unknown: never = step;
          throw new Error(`unknown payout step ${JSON.stringify(unknown)}`);
        }
      }
    }
  }

  /** The session fenced for this round, with the number of rounds so far; or why there is nothing to do now. */
  private async fence(sessionId: string, context: () => CommandContext): Promise<{ session: Session; rounds: number } | PayoutRunOutcome> {
    for (let conflicts = 0; ; conflicts++) {
      const { state, events } = await this.fold<SessionCommand, SessionEvent, SessionState>(sessionStreamId(sessionId), sessionDecider);
      if (state.status === 'none' || state.status === 'CANCELLED' || state.status === 'COMPLETED' || state.status === 'ERROR') return 'nothing-to-do';
      if (state.processingStartedAt !== null) return { session: state, rounds: events.filter((event) => event.type === 'SessionProcessingStarted').length };
      const now = this.clock.now().getTime();
      if (now < Date.parse(state.processingTime) || now < Date.parse(state.endTime)) return 'not-due';
      try {
        await handleCommand(this.eventStore, sessionStreamId(sessionId), sessionDecider, { type: 'StartSessionProcessing', data: {} }, context());
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || conflicts >= MAX_CONFLICTS) throw error;
      }
    }
  }

  /** Rates of the session's participants; fee percentages of the pair (its latest event carrying them), else the defaults. */
  private async amountsInput(session: Session, clientHourlyRateCents: number, tutorHourlyRateCents: number): Promise<Omit<PayoutAmountsInput, 'availableCreditCents'>> {
    let clientFeePercent: number | null = null;
    let tutorFeePercent: number | null = null;
    if (session.pairId) {
      for (const event of await this.eventStore.readStream(pairStreamId(session.pairId))) {
        const data = event.data as { tuteePlatformFeePercentageRate?: unknown; tutorPlatformFeePercentageRate?: unknown };
        if (typeof data.tuteePlatformFeePercentageRate === 'number') clientFeePercent = data.tuteePlatformFeePercentageRate;
        if (typeof data.tutorPlatformFeePercentageRate === 'number') tutorFeePercent = data.tutorPlatformFeePercentageRate;
      }
    }
    return { minutes: sessionMinutes(session), clientHourlyRateCents, tutorHourlyRateCents, clientFeePercent, tutorFeePercent };
  }

  /** Referral credits spent on this session, up to its total: once per session, whatever the retries. */
  private async spendCredits(clientId: string, sessionId: string, upToCents: number, context: () => CommandContext): Promise<number> {
    const streamId = creditAccountStreamId(clientId);
    const account = await this.handle<CreditAccountCommand, CreditAccountEvent, CreditAccount>(
      streamId,
      creditAccountDecider,
      { type: 'SpendCredits', data: { userId: clientId, sessionId, upToCents } },
      context,
    );
    return account.spentBySession[sessionId] ?? 0;
  }

  private async charge(sessionId: string, step: { clientId: string; amountCents: number; idempotencyKey: string }): Promise<Omit<PayoutCommand, 'metadata'>> {
    const account: PaymentAccount = (await this.fold(paymentAccountStreamId(step.clientId), paymentAccountDecider)).state;
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

  private async onPayout(sessionId: string, command: Omit<PayoutCommand, 'metadata'>, context: () => CommandContext): Promise<PayoutState> {
    return this.handle(payoutStreamId(sessionId), payoutDecider, command, context);
  }

  private async onSession(sessionId: string, command: Omit<SessionCommand, 'metadata'>, context: () => CommandContext): Promise<SessionState> {
    return this.handle(sessionStreamId(sessionId), sessionDecider, command, context);
  }

  /** Decides and appends, re-deciding on a concurrent append; answers the stream's state afterwards. */
  private async handle<C extends DomainCommand, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>, command: Omit<C, 'metadata'>, context: () => CommandContext): Promise<S> {
    for (let conflicts = 0; ; conflicts++) {
      try {
        return (await handleCommand(this.eventStore, streamId, decider, command, context())).state;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || conflicts >= MAX_CONFLICTS) throw error;
      }
    }
  }

  private async fold<C extends DomainCommand, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>): Promise<Folded<S>> {
    const events = await this.eventStore.readStream(streamId);
    return { state: events.map((event) => ({ type: event.type, data: event.data }) as E).reduce(decider.evolve, decider.initialState()), events };
  }
}

/**
 * Provider answers whose outcome is unknown or passing: a server error (the money may have moved), a
 * request with the same key still in progress (two deliveries at once), a rate limit, bad
 * credentials. They are retried with the same key, never recorded as a failure: a failure lets a
 * later attempt charge with a new key, which would charge twice had this one gone through.
 */
const RETRIED_CODES = new Set(['timeout', 'api_error', 'StripeAPIError', 'idempotency_error', 'rate_limit', 'StripeRateLimitError', 'lock_timeout', 'StripeAuthenticationError', 'StripePermissionError', 'StripeConnectionError']);

/** A refusal that moved no money and will not change on retry (a decline, no card, an invalid amount). */
function isDefiniteRefusal(error: unknown): error is PaymentGatewayError {
  if (error instanceof PaymentDeclinedError) return true;
  return error instanceof PaymentGatewayError && !(error instanceof PaymentGatewayTimeoutError) && !RETRIED_CODES.has(error.code);
}


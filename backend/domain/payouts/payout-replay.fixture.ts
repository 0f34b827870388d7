/** Test support for the payout replay and its read model: logs written through the real deciders, as the payout worker writes them. */
import { Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { sessionDecider } from '../sessions/session.decider';
import { sessionStreamId } from '../sessions/session.events';
import { payoutDecider } from './payout.decider';
import { payoutStreamId, TutorPayoutMethod } from './payout.events';
import { ProviderMoneyRecord, ReplayedEvent } from './payout-replay';

export const NOW = new Date('2026-10-05T12:00:00.000Z');

/** A log written through the real deciders, as the payout worker writes it. */
export class Log {
  readonly events: ReplayedEvent[] = [];

  run<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: Omit<C, 'metadata'>, now = NOW): E[] {
    const state = this.events.filter((event) => event.streamId === streamId).reduce((folded, event) => decider.evolve(folded, event as unknown as E), decider.initialState());
    const decided = decider.decide({ ...command, metadata: { now, actorId: null } } as C, state);
    this.events.push(...decided.map((event) => ({ streamId, type: event.type, data: event.data })));
    return decided;
  }

  append(streamId: string, type: string, data: unknown): void {
    this.events.push({ streamId, type, data });
  }

  pair(pairId: string, tutorId: string, clientId: string, fees: { client: number; tutor: number } = { client: 9.7, tutor: 9.7 }): void {
    this.append(`pair-${pairId}`, 'PairCreated', {
      pairId,
      tutorId,
      clientId,
      requestId: 'r1',
      hourlyWage: 44,
      tutorHourlyWage: 40,
      tutorPlatformFeePercentageRate: fees.tutor,
      tuteePlatformFeePercentageRate: fees.client,
      type: 'TUTOR_CLIENT',
      createdAt: NOW.toISOString(),
    });
  }

  session(sessionId: string, pairId: string | null, tutor: { id: string; rateCents: number }, clients: Array<{ id: string; rateCents: number }>, minutes = 60): void {
    const start = Date.parse('2026-10-04T15:00:00.000Z');
    this.run(sessionDecider, sessionStreamId(sessionId), {
      type: 'ScheduleSession',
      data: {
        sessionId,
        pairId,
        sessionType: clients.length > 1 ? 'GROUP' : 'ONE_ON_ONE',
        timeZoneId: 'America/Chicago',
        form: { subject: 'Algebra 1', gradeLevel: null, startTime: new Date(start).toISOString(), endTime: new Date(start + minutes * 60_000).toISOString(), meeting: { solution: 'ZOOM', joinUrl: null, meetingId: null } },
        participants: [
          { userId: tutor.id, userType: 'TUTOR', hourlyRateCents: tutor.rateCents },
          ...clients.map((client) => ({ userId: client.id, userType: 'STUDENT' as const, hourlyRateCents: client.rateCents })),
        ],
      },
    });
  }

  /** One client's payout, settled as the worker settles it: charge, then transfer or manual payout. */
  payout(
    sessionId: string,
    clientId: string,
    tutorId: string,
    input: { minutes?: number; clientRateCents: number; tutorRateCents: number; clientFee?: number; tutorFee?: number; credit?: number; several?: boolean; tutorPayout?: TutorPayoutMethod },
    now = NOW,
  ): string {
    const streamId = payoutStreamId(sessionId, input.several ? clientId : undefined);
    if (input.credit) this.append(`credit-account-${clientId}`, 'CreditsSpent', { userId: clientId, sessionId, amountCents: input.credit, spentAt: NOW.toISOString() });
    const tutorPayout = input.tutorPayout ?? { method: 'stripeConnect', accountId: 'acct_1' };
    const started = this.run(payoutDecider, streamId, {
      type: 'ProcessPayout',
      data: {
        sessionId,
        clientId,
        tutorId,
        tutorPayout,
        minutes: input.minutes ?? 60,
        clientHourlyRateCents: input.clientRateCents,
        tutorHourlyRateCents: input.tutorRateCents,
        clientFeePercent: input.clientFee ?? null,
        tutorFeePercent: input.tutorFee ?? null,
        availableCreditCents: input.credit ?? 0,
        oneOfSeveralClients: input.several,
      },
    }, now);
    if (started.some((event) => event.type === 'ClientChargeRequested')) this.run(payoutDecider, streamId, { type: 'RecordClientCharged', data: { chargeId: `pi_${sessionId}_${clientId}` } }, now);
    if (tutorPayout.method === 'stripeConnect') this.run(payoutDecider, streamId, { type: 'RecordTutorTransferred', data: { transferId: `tr_${sessionId}_${clientId}` } }, now);
    return streamId;
  }

  /** The provider's records of every charge and transfer the log holds, as a faithful provider would have them. */
  provider(): ProviderMoneyRecord[] {
    return this.events.flatMap((event): ProviderMoneyRecord[] => {
      const data = event.data as { sessionId: string; chargeId?: string; transferId?: string; amountCents: number };
      if (event.type === 'ClientCharged') return [{ kind: 'charge', id: String(data.chargeId), amountCents: data.amountCents, sessionId: data.sessionId }];
      if (event.type === 'TutorTransferred') return [{ kind: 'transfer', id: String(data.transferId), amountCents: data.amountCents, sessionId: data.sessionId }];
      return [];
    });
  }
}

export const TUTOR = { id: 'tutor-1', rateCents: 3000 };

/** The log as payouts started before PayoutStarted recorded what its amounts were computed from wrote it. */
export const withoutRecordedFees = (events: ReplayedEvent[]): ReplayedEvent[] =>
  events.map((event) => {
    if (event.type !== 'PayoutStarted') return event;
    const { computedFrom: _computedFrom, ...data } = event.data as { computedFrom?: unknown };
    return { ...event, data };
  });

export function octoberLog(): Log {
  const log = new Log();
  log.pair('pair-a', TUTOR.id, 'client-a', { client: 9.7, tutor: 9.7 });
  log.session('s-1', 'pair-a', TUTOR, [{ id: 'client-a', rateCents: 4000 }]);
  log.payout('s-1', 'client-a', TUTOR.id, { clientRateCents: 4000, tutorRateCents: 3000, clientFee: 9.7, tutorFee: 9.7, credit: 2000 });
  log.session('s-2', null, TUTOR, [{ id: 'client-b', rateCents: 3000 }], 90);
  log.payout('s-2', 'client-b', TUTOR.id, { minutes: 90, clientRateCents: 3000, tutorRateCents: 3000, tutorPayout: { method: 'venmo', manualPayoutId: '@tutor' } });
  return log;
}

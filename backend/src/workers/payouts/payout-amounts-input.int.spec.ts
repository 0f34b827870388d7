import { randomUUID } from 'node:crypto';
import { Session } from '../../../domain/sessions/session.decider';
import { SessionParticipant } from '../../../domain/sessions/session.events';
import { NewEvent } from '../../../platform/eventstore/event-store.port';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { pairIdFor } from '../../modules/pairs/pair-stream';
import { payoutAmountsInputOf, statesBefore } from './payout-processing';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-10-05T12:00:00.000Z' },
});

describe("the rates and fees in force at a point of the log (a correction of a payout that did not record its fees)", () => {
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
  });
  afterEach(async () => {
    await store.close();
  });

  it("reads the pair's fees as they stood before the payout started, not those saved after it", async () => {
    const tutor: SessionParticipant = { userId: 'tutor-1', userType: 'TUTOR', hourlyRateCents: 3000 } as SessionParticipant;
    const client: SessionParticipant = { userId: 'client-1', userType: 'STUDENT', hourlyRateCents: 4000 } as SessionParticipant;
    const pairId = pairIdFor(tutor.userId, client.userId);
    const session = { pairId, startTime: '2026-10-04T15:00:00.000Z', endTime: '2026-10-04T16:00:00.000Z' } as Session;
    await store.append(
      `pair-${pairId}`,
      [
        event('PairCreated', {
          pairId,
          tutorId: tutor.userId,
          clientId: client.userId,
          requestId: 'r1',
          hourlyWage: 44,
          tutorHourlyWage: 40,
          tutorPlatformFeePercentageRate: 8,
          tuteePlatformFeePercentageRate: 12,
          type: 'TUTOR_CLIENT',
          createdAt: '2026-10-01T00:00:00.000Z',
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    const { position: payoutStartedAt } = await store.append(`payout-s-1`, [event('PayoutStarted', { sessionId: 's-1' })], { expectedRevision: 'no_stream' });
    await store.append(
      `pair-${pairId}`,
      [event('PairPlatformRatesSaved', { pairId, tutorPlatformFeePercentageRate: 20, tuteePlatformFeePercentageRate: 20, byUserId: 'admin', reason: 'New deal.', savedAt: '2026-10-06T00:00:00.000Z' })],
      { expectedRevision: 0 },
    );

    const then = await payoutAmountsInputOf(statesBefore(store, payoutStartedAt), session, client, tutor, false);
    expect(then).toEqual({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, clientFeePercent: 12, tutorFeePercent: 8 });
    const now = await payoutAmountsInputOf(statesBefore(store, Number.MAX_SAFE_INTEGER), session, client, tutor, false);
    expect(now).toMatchObject({ clientFeePercent: 20, tutorFeePercent: 20 });
  });
});

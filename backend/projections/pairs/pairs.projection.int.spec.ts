import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import {
  countPairsOf,
  findPair,
  findPairBetween,
  findPairOf,
  findPairRateDefaults,
  findPairsOfClient,
  findPairsOfTutor,
  PAIRS_COLLECTION,
  PairDocument,
  pairsProjection,
  searchPairs,
} from './pairs.projection';

const created = (pairId: string, tutorId: string, clientId: string, requestId: string, createdAt: string, tutorHourlyWage = 30) => ({
  streamId: `pair-${pairId}`,
  type: 'PairCreated',
  data: {
    pairId,
    tutorId,
    clientId,
    requestId,
    hourlyWage: Math.round(tutorHourlyWage * 109.7) / 100,
    tutorHourlyWage,
    tutorPlatformFeePercentageRate: 9.7,
    tuteePlatformFeePercentageRate: 9.7,
    type: 'TUTORING',
    createdAt,
  },
});

const events = recordedInOrder(
  [
    created('p1', 't1', 'c1', 'r1', '2026-11-01T10:00:00.000Z'),
    created('p2', 't1', 'c2', 'r2', '2026-11-02T10:00:00.000Z', 40),
    created('p3', 't2', 'c1', 'r3', '2026-11-03T10:00:00.000Z'),
    { streamId: 'pair-p1', type: 'PairDeactivated', data: { pairId: 'p1', byUserId: 'c1', deactivatedAt: '2026-11-04T10:00:00.000Z' } },
    { streamId: 'pair-p2', type: 'PairDeactivated', data: { pairId: 'p2', byUserId: 't1', deactivatedAt: '2026-11-05T10:00:00.000Z' } },
    // Made active again by a second accepted request (the workflow's CreatePair).
    { streamId: 'pair-p2', type: 'PairActivated', data: { pairId: 'p2', byUserId: 't1', activatedAt: '2026-11-06T10:00:00.000Z', requestId: 'r4' } },
    // An event of another kind, and an activation of a pair never created: both leave the pairs alone.
    { streamId: 'conversation-x', type: 'MessageSent', data: { conversationId: 'x' } },
    { streamId: 'pair-ghost', type: 'PairActivated', data: { pairId: 'ghost', byUserId: 't9', activatedAt: '2026-11-07T10:00:00.000Z' } },
  ],
  (index) => `2026-11-0${Math.min(index + 1, 9)}T10:00:00.000Z`,
);

describe('the pairs projection over the in-memory read store', () => {
  let readModels: ReadModels;

  beforeAll(async () => {
    const readStore = new InMemoryReadStore();
    await projectInMemory(pairsProjection, readStore, events);
    readModels = new ReadModels(readStore, [pairsProjection], new Map());
  });

  it('keeps each pair with its rates, fees and whether it is active', async () => {
    expect(await findPair(readModels, 'p1')).toMatchObject({
      tutorId: 't1',
      clientId: 'c1',
      requestId: 'r1',
      hourlyWage: 32.91,
      tutorHourlyWage: 30,
      tutorPlatformFeePercentageRate: 9.7,
      tuteePlatformFeePercentageRate: 9.7,
      type: 'TUTORING',
      isActive: false,
      sessionsTutored: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    expect(await findPair(readModels, 'p2')).toMatchObject({ isActive: true, tutorHourlyWage: 40, hourlyWage: 43.88 });
    expect(await findPair(readModels, 'ghost')).toBeNull();
  });

  it('finds the pairs of a tutor, of a client, active only when asked, and the pair between two users either way round', async () => {
    expect((await findPairsOfTutor(readModels, 't1')).map((pair) => pair._id)).toEqual(['p2', 'p1']);
    expect((await findPairsOfTutor(readModels, 't1', true)).map((pair) => pair._id)).toEqual(['p2']);
    expect((await findPairsOfClient(readModels, 'c1')).map((pair) => pair._id)).toEqual(['p3', 'p1']);
    expect((await findPairsOfClient(readModels, 'c1', true)).map((pair) => pair._id)).toEqual(['p3']);
    expect((await findPairOf(readModels, 't1', 'c2'))?._id).toBe('p2');
    expect(await findPairOf(readModels, 'c2', 't1')).toBeNull();
    expect((await findPairBetween(readModels, 'c2', 't1'))?._id).toBe('p2');
    expect(await countPairsOf(readModels, 'c1')).toBe(2);
    expect(await countPairsOf(readModels, 'nobody')).toBe(0);
  });

  it('gives the same documents when the same events are applied twice or each delivered twice', async () => {
    const documents = await expectSameDocumentsWhenAppliedTwice(pairsProjection, events, () => new InMemoryReadStore());
    expect((documents[PAIRS_COLLECTION] as PairDocument[]).map((pair) => [pair._id, pair.isActive])).toEqual([
      ['p1', false],
      ['p2', true],
      ['p3', true],
    ]);
  });
});

describe('the pairs projection pricing pairs by admins’ rates', () => {
  const saved = { byUserId: 'admin', reason: 'r', savedAt: '2026-11-05T10:00:00.000Z' };
  const pricing = recordedInOrder(
    [
      created('p1', 't1', 'c1', 'r1', '2026-11-01T10:00:00.000Z'),
      created('p2', 't1', 'c2', 'r2', '2026-11-02T10:00:00.000Z'),
      { streamId: 'pair-rate-defaults-c1', type: 'ClientDefaultPairRateSaved', data: { userId: 'c1', clientDefaultPairRate: 5, ...saved } },
      { streamId: 'pair-rate-defaults-t1', type: 'TutorDefaultPairRateSaved', data: { userId: 't1', tutorDefaultPairRate: 2, ...saved } },
      { streamId: 'pair-p2', type: 'PairPlatformRatesSaved', data: { pairId: 'p2', tutorPlatformFeePercentageRate: 3, tuteePlatformFeePercentageRate: 4, ...saved } },
      { streamId: 'pair-p1', type: 'PairHourlyRateSaved', data: { pairId: 'p1', hourlyWage: 43.88, tutorHourlyWage: 40, ...saved } },
      // Made after the client's default: it starts at it.
      created('p3', 't2', 'c1', 'r3', '2026-11-06T10:00:00.000Z'),
    ],
    (index) => `2026-11-0${index + 1}T10:00:00.000Z`,
  );
  let readModels: ReadModels;

  beforeAll(async () => {
    const readStore = new InMemoryReadStore();
    await projectInMemory(pairsProjection, readStore, pricing);
    readModels = new ReadModels(readStore, [pairsProjection], new Map());
  });

  it('prices a pair at its members’ default rates, its own saved fees over them, and its saved tutor rate', async () => {
    expect(await findPair(readModels, 'p1')).toMatchObject({ tutorPlatformFeePercentageRate: 2, tuteePlatformFeePercentageRate: 5, tutorHourlyWage: 40, hourlyWage: 42, hourlyRateSavedForPair: true });
    expect(await findPair(readModels, 'p2')).toMatchObject({ tutorPlatformFeePercentageRate: 3, tuteePlatformFeePercentageRate: 4, ratesSavedForPair: true, hourlyWage: 31.2 });
    expect(await findPair(readModels, 'p3')).toMatchObject({ tutorPlatformFeePercentageRate: 9.7, tuteePlatformFeePercentageRate: 5, hourlyWage: 31.5 });
    expect(await findPairRateDefaults(readModels, 'c1')).toEqual({ clientDefaultPairRate: 5, tutorDefaultPairRate: null });
  });

  it('finds pairs by member, by id and page by page', async () => {
    expect(await searchPairs(readModels, { userIds: ['c1'], activeOnly: false, skip: 0, limit: 1 })).toMatchObject({ total: 2, pairs: [{ _id: 'p3' }] });
    expect(await searchPairs(readModels, { userIds: ['c1'], activeOnly: false, skip: 1, limit: 1 })).toMatchObject({ total: 2, pairs: [{ _id: 'p1' }] });
    expect(await searchPairs(readModels, { userIds: null, pairId: 'p2', activeOnly: true, skip: 0, limit: 10 })).toMatchObject({ total: 1, pairs: [{ _id: 'p2' }] });
  });

  it('gives the same documents when the same events are applied twice or each delivered twice', async () => {
    await expectSameDocumentsWhenAppliedTwice(pairsProjection, pricing, () => new InMemoryReadStore());
  });
});

import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DomainEvent } from '../../domain/shared/decider';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { reviewsProjection, REVIEWS_COLLECTION, ReviewDocument } from '../reviews/reviews.projection';
import { physicalCollectionName, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';
import { WriteBehindStore } from '../runner/write-behind-store';
import { reviewAdded, reviewEdited, searchableProfile, tutorSignedUp } from './tutor-search-events.fixture';
import { blockOfCell, cellOf } from './geo-grid';
import { hiddenClassCount } from '../../test-support/hidden-classes';
import {
  CELLS_COUNTED_AT_BUILD_END_ID,
  localCellsId,
  occupiedCells,
  SEARCH_INDEX,
  TUTOR_LOCAL_CELLS_COLLECTION,
  TUTOR_SEARCH_COLLECTION,
  TutorLocalCellsDocument,
  TutorSearchDocument,
  tutorSearchProjection,
} from './tutor-search.projection';

function recorded(events: DomainEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    id: randomUUID(),
    streamId: 'any',
    revision: index,
    position: index + 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2024-03-01T10:00:00.000Z' },
    recordedAt: '2024-03-01T10:00:00.000Z',
  }));
}

const events = recorded([
  tutorSignedUp('t1'),
  tutorSignedUp('c1', 'Pat', 'Morgan', 'STUDENT_OR_PARENT'),
  ...searchableProfile('t1'),
  tutorSignedUp('t2', 'Grace', 'Hopper'),
  ...searchableProfile('t2'),
  reviewAdded('t1', 'c1', 2, '2024-04-01T10:00:00.000Z'),
  tutorSignedUp('c2', 'Sam', 'Lee', 'STUDENT_OR_PARENT'),
  reviewAdded('t1', 'c2', 5, '2024-04-02T10:00:00.000Z'),
  reviewEdited('t1', 'c1', 4, '2024-04-03T10:00:00.000Z'),
  { type: 'TutorVisibilitySet', data: { tutorId: 't2', isVisible: false } },
]);

/** The cells that have tutors, per local-cells document: what a local search reads (a count gone down to 0 is the same as none). */
function occupiedCounts(documents: TutorLocalCellsDocument[]): Array<{ _id: string; cells: Record<string, number> }> {
  return documents
    .map(({ _id, cells }) => ({ _id, cells: Object.fromEntries(Object.entries(cells).filter(([, count]) => count > 0)) }))
    .filter(({ cells }) => Object.keys(cells).length > 0);
}

describe('the tutor search and reviews projections over the in-memory read store', () => {
  let readStore: InMemoryReadStore;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
  });

  /** As the runner delivers: only the events the projection handles. */
  async function deliver(projection: ProjectionDefinition, event: RecordedEvent, store: ProjectionStore): Promise<void> {
    if (projection.handles.includes(event.type)) await projection.apply(event, store);
  }

  async function applyAll(projection: ProjectionDefinition, times = 1): Promise<ProjectionStore> {
    const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(projection, projection.version, logical)) };
    await projection.setup?.(store);
    for (let round = 0; round < times; round++) for (const event of events) await deliver(projection, event, store);
    return store;
  }

  it('gives the same tutor documents when the same events are applied twice, or each redelivered at once', async () => {
    const store = await applyAll(tutorSearchProjection);
    const tutors = store.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION);
    const once = await tutors.find({}, { sort: { _id: 1 } });
    expect(once.map((tutor) => [tutor._id, tutor.reviewCount, tutor.avgReviewScore, tutor.isVisible])).toEqual([
      ['t1', 2, 4.5, true],
      ['t2', 0, null, false],
    ]);

    for (const event of events) {
      await deliver(tutorSearchProjection, event, store);
      await deliver(tutorSearchProjection, event, store);
    }
    for (const event of events) await deliver(tutorSearchProjection, event, store);
    expect(await tutors.find({}, { sort: { _id: 1 } })).toEqual(once);
  });

  it('builds the same documents when a build keeps facts and completes them at each flush, whatever the flushes', async () => {
    const movedAndRenamed = recorded([
      { type: 'TutorLocationSet', data: { tutorId: 't1', zipCode: '02108', city: 'Boston', state: 'MA', latitude: 42.36, longitude: -71.06 } },
      { type: 'ProfileDetailsEdited', data: { userId: 't1', changes: { firstName: 'Augusta' } } },
      { type: 'TutorVisibilitySet', data: { tutorId: 't2', isVisible: true } },
      { type: 'UserDeleted', data: { userId: 't2', byUserId: 'admin-1', reason: 'asked', deletedAt: '2024-06-01T10:00:00.000Z' } },
    ]).map((event, index) => ({ ...event, position: events.length + 1 + index }));
    const log = [...events, ...movedAndRenamed];
    const documentsOf = async (store: ProjectionStore) => ({
      tutors: await store.collection(TUTOR_SEARCH_COLLECTION).find({}, { sort: { _id: 1 } }),
      cells: occupiedCounts(await store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION).find({}, { sort: { _id: 1 } })),
    });

    // Event by event, straight into the store: every document whole after each event.
    const direct: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_direct`) };
    await tutorSearchProjection.setup?.(direct);
    for (const event of log) await deliver(tutorSearchProjection, event, direct);
    const expected = await documentsOf(direct);
    expect(expected.tutors.find((tutor) => tutor._id === 't1')).toMatchObject({ firstName: 'Augusta', card: { firstName: 'Augusta' } });

    for (const flushEvery of [1, 3, log.length]) {
      const inner: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_kept_${flushEvery}`) };
      const building = new WriteBehindStore(inner, pino({ level: 'silent' }), tutorSearchProjection.completeOnWrite);
      expect(building.completesOnWrite(TUTOR_SEARCH_COLLECTION)).toBe(true);
      await tutorSearchProjection.setup?.(building);
      for (const [index, event] of log.entries()) {
        await deliver(tutorSearchProjection, event, building);
        if ((index + 1) % flushEvery === 0) await building.flush();
      }
      await building.flush();
      // What the runner does at the switch-over: the build counted no cell as it went.
      expect(await inner.collection(TUTOR_LOCAL_CELLS_COLLECTION).findOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID })).not.toBeNull();
      await tutorSearchProjection.finishBuild?.(inner);
      expect(await documentsOf(inner)).toEqual(expected);
      expect(await inner.collection(TUTOR_LOCAL_CELLS_COLLECTION).findOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID })).toBeNull();
    }
    expect(expected.cells).not.toEqual([]);
  });

  describe('local cells of a build that stops midway and resumes', () => {
    const log = [
      ...events,
      ...recorded([
        tutorSignedUp('t3', 'Ada', 'Lovelace'),
        ...searchableProfile('t3'),
        { type: 'TutorLocationSet', data: { tutorId: 't1', zipCode: '02108', city: 'Boston', state: 'MA', latitude: 42.36, longitude: -71.06 } },
      ]).map((event, index) => ({ ...event, position: events.length + 1 + index })),
    ];
    const half = Math.floor(log.length / 2);

    async function cellsOf(store: ProjectionStore) {
      return occupiedCounts(await store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION).find({}, { sort: { _id: 1 } }));
    }

    async function builtDirectly() {
      const direct: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_direct`) };
      await tutorSearchProjection.setup?.(direct);
      for (const event of log) await deliver(tutorSearchProjection, event, direct);
      return cellsOf(direct);
    }

    /** The first half built from nothing, kept facts flushed: what a snapshot or a checkpoint taken then holds. */
    async function firstHalf(inner: ProjectionStore): Promise<void> {
      const building = new WriteBehindStore(inner, pino({ level: 'silent' }), tutorSearchProjection.completeOnWrite);
      await tutorSearchProjection.setup?.(building);
      for (const event of log.slice(0, half)) await deliver(tutorSearchProjection, event, building);
      await building.flush();
    }

    it('counts every tutor at the end when the rest is built from a snapshot (kept facts again)', async () => {
      const inner: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_resumed`) };
      await firstHalf(inner);
      const resumed = new WriteBehindStore(inner, pino({ level: 'silent' }), tutorSearchProjection.completeOnWrite);
      for (const event of log.slice(half)) await deliver(tutorSearchProjection, event, resumed);
      await resumed.flush();
      await tutorSearchProjection.finishBuild?.(inner);
      expect(await cellsOf(inner)).toEqual(await builtDirectly());
    });

    it("counts every tutor at the end when the rest is applied as it comes (a checkpoint in a store that keeps the build's documents)", async () => {
      const inner: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_checkpointed`) };
      await firstHalf(inner);
      for (const event of log.slice(half)) await deliver(tutorSearchProjection, event, inner);
      await tutorSearchProjection.finishBuild?.(inner);
      expect(await cellsOf(inner)).toEqual(await builtDirectly());
    });

    it('counts as it goes when the build starts from a read model restored with its counts, and finishes with nothing to count', async () => {
      const inner: ProjectionStore = { collection: (logical) => readStore.collection(`${logical}_restored`) };
      await tutorSearchProjection.setup?.(inner);
      for (const event of log.slice(0, half)) await deliver(tutorSearchProjection, event, inner);
      const building = new WriteBehindStore(inner, pino({ level: 'silent' }), tutorSearchProjection.completeOnWrite);
      for (const event of log.slice(half)) await deliver(tutorSearchProjection, event, building);
      await building.flush();
      expect(await inner.collection(TUTOR_LOCAL_CELLS_COLLECTION).findOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID })).toBeNull();
      expect(await cellsOf(inner)).toEqual(await builtDirectly());
      await tutorSearchProjection.finishBuild?.(inner);
      expect(await cellsOf(inner)).toEqual(await builtDirectly());
    });
  });

  it('gives every tutor document of a build one shape, whatever its tutor, as each search reads dozens of them', async () => {
    const many = recorded(Array.from({ length: 30 }, (_, index) => [tutorSignedUp(`t${index}`, `Name${index}`), ...searchableProfile(`t${index}`)]).flat());
    const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(tutorSearchProjection, tutorSearchProjection.version, logical)) };
    await tutorSearchProjection.setup?.(store);
    for (const event of many) await deliver(tutorSearchProjection, event, store);
    const tutors = await store.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION).find({}, { readOnly: true });
    expect(tutors).toHaveLength(30);
    expect(hiddenClassCount(tutors)).toBe(1);
  });

  it('finds searchable tutors through the search index and nobody hidden', async () => {
    const store = await applyAll(tutorSearchProjection, 2);
    const tutors = store.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION);
    expect((await tutors.find({ searchKeys: 'c:algebra-1' }, { sort: { rank: -1, _id: 1 } })).map((tutor) => tutor._id)).toEqual(['t1']);
    expect(await tutors.count({ searchKeys: 'all' })).toBe(1);
    expect((await tutors.findOne({ profileId: 'pt2' }))?._id).toBe('t2');
    await expect(tutors.createIndex(SEARCH_INDEX)).resolves.toBeUndefined();
  });

  it('counts the searchable tutors of each course per grid cell, out again when hidden or moved, the same after a second delivery', async () => {
    const store = await applyAll(tutorSearchProjection);
    const cells = store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION);
    const austin = cellOf({ latitude: 30.27, longitude: -97.74 });
    const boston = cellOf({ latitude: 42.36, longitude: -71.06 });
    const countsOf = async (courseKey: string, cell: string) => (await cells.findOne({ _id: localCellsId(courseKey, blockOfCell(cell)) }))?.cells[cell];
    // t2 went hidden after being searchable: only t1 is counted.
    expect(await countsOf('algebra-1', austin)).toBe(1);
    expect(await countsOf('subject-math', austin)).toBe(1);
    expect(await countsOf('spanish-i', austin)).toBeUndefined();

    const moved = recorded([{ type: 'TutorLocationSet', data: { tutorId: 't1', zipCode: '02108', city: 'Boston', state: 'MA', latitude: 42.36, longitude: -71.06 } }]).map((event) => ({
      ...event,
      position: events.length + 1,
    }));
    for (const event of [...moved, ...moved, ...events]) await deliver(tutorSearchProjection, event, store);
    expect(await countsOf('algebra-1', austin)).toBe(0);
    expect(await countsOf('algebra-1', boston)).toBe(1);
    expect(await countsOf('subject-math', boston)).toBe(1);

    // What a local search reads: only cells of the area that have tutors now, not one counted out.
    const readModels = new ReadModels(readStore, [tutorSearchProjection], new Map());
    const occupiedOf = (courseKey: string, blockCells: string[]) =>
      occupiedCells(
        readModels,
        [...new Set(blockCells.map(blockOfCell))].map((block) => localCellsId(courseKey, block)),
      );
    expect(await occupiedOf('algebra-1', [austin, boston])).toEqual([boston]);
    expect(await occupiedOf('algebra-1', [austin])).toEqual([]);
    expect(await occupiedOf('subject-math', [boston])).toEqual([boston]);
    expect(await occupiedOf('spanish-i', [boston])).toEqual([]);
  });

  it('keeps reviews with their client names, edits in place, the same after a second delivery', async () => {
    const store = await applyAll(reviewsProjection);
    const reviews = store.collection<ReviewDocument>(REVIEWS_COLLECTION);
    const once = await reviews.find({ tutorId: 't1' }, { sort: { createdAt: -1, _id: 1 } });
    expect(once.map(({ _id, clientFirstName, clientLastName, score, comments, createdAt, updatedAt }) => ({ _id, clientFirstName, clientLastName, score, comments, createdAt, updatedAt }))).toEqual([
      { _id: 'r-t1-c2', clientFirstName: 'Sam', clientLastName: 'Lee', score: 5, comments: 'Great tutor.', createdAt: '2024-04-02T10:00:00.000Z', updatedAt: '2024-04-02T10:00:00.000Z' },
      { _id: 'r-t1-c1', clientFirstName: 'Pat', clientLastName: 'Morgan', score: 4, comments: 'Edited.', createdAt: '2024-04-01T10:00:00.000Z', updatedAt: '2024-04-03T10:00:00.000Z' },
    ]);

    for (const event of events) await deliver(reviewsProjection, event, store);
    expect(await reviews.find({ tutorId: 't1' }, { sort: { createdAt: -1, _id: 1 } })).toEqual(once);
    expect(await reviews.count({ tutorId: 't2' })).toBe(0);
  });
});

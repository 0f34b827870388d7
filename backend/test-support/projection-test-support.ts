import { randomUUID } from 'node:crypto';
import { physicalCollectionName, ProjectionDefinition, projectionHandles, ProjectionStore } from '../projections/runner/projection';
import { RecordedEvent } from '../platform/eventstore/event-store.port';
import { Document, ReadStore } from '../platform/readstore/read-store.port';

/** Test support: events as the log would record them, numbered from position 1 in the given order. */
export function recordedInOrder(events: ReadonlyArray<{ streamId: string; type: string; data: unknown }>, at: string | ((index: number) => string)): RecordedEvent[] {
  const timeOf = typeof at === 'string' ? () => at : at;
  return events.map((event, index) => ({
    id: randomUUID(),
    streamId: event.streamId,
    revision: index,
    position: index + 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: timeOf(index) },
    recordedAt: timeOf(index),
  }));
}

/** The projection's logical collections in the versioned physical collections of `readStore`, as the runner maps them. */
export function projectionStoreOf(projection: ProjectionDefinition, readStore: ReadStore): ProjectionStore {
  return { collection: (logical) => readStore.collection(physicalCollectionName(projection, projection.version, logical)) };
}

/**
 * Test support: sets the projection up in its versioned collections of `readStore` and applies the events
 * it handles (as the runner hands them over) `times` over, as redelivery would.
 */
export async function projectInMemory(projection: ProjectionDefinition, readStore: ReadStore, events: readonly RecordedEvent[], times = 1): Promise<ProjectionStore> {
  const store = projectionStoreOf(projection, readStore);
  await projection.setup?.(store);
  for (let round = 0; round < times; round++) {
    for (const event of events) if (projectionHandles(projection, event.type)) await projection.apply(event, store);
  }
  return store;
}

/** Test support: every document of every collection the projection owns, by logical name, each sorted by `_id`. */
export async function documentsOf(projection: ProjectionDefinition, store: ProjectionStore): Promise<Record<string, Document[]>> {
  const entries = await Promise.all(
    projection.collections.map(async (logical) => [logical, await store.collection(logical).find({}, { sort: { _id: 1 } })] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Test support: redelivery changes nothing. The events applied once, applied twice over (the whole log
 * replayed) and each delivered twice in a row all leave the same documents in every collection of the
 * projection; each run starts on a fresh store from `newReadStore`. Answers the documents of the single run.
 */
export async function expectSameDocumentsWhenAppliedTwice(
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
  newReadStore: () => ReadStore,
): Promise<Record<string, Document[]>> {
  const once = await documentsOf(projection, await projectInMemory(projection, newReadStore(), events));
  expect(Object.values(once).flat().length).toBeGreaterThan(0);
  const replayed = await documentsOf(projection, await projectInMemory(projection, newReadStore(), events, 2));
  expect(replayed).toEqual(once);
  const eachTwice = events.flatMap((event) => [event, event]);
  const redelivered = await documentsOf(projection, await projectInMemory(projection, newReadStore(), eachTwice));
  expect(redelivered).toEqual(once);
  return once;
}

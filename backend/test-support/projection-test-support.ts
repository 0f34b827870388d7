import { randomUUID } from 'node:crypto';
import { physicalCollectionName, ProjectionDefinition, ProjectionStore } from '../projections/runner/projection';
import { RecordedEvent } from '../platform/eventstore/event-store.port';
import { ReadStore } from '../platform/readstore/read-store.port';

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

/** Test support: sets the projection up in its versioned collections of `readStore` and applies the events `times` over, as redelivery would. */
export async function projectInMemory(projection: ProjectionDefinition, readStore: ReadStore, events: readonly RecordedEvent[], times = 1): Promise<ProjectionStore> {
  const store: ProjectionStore = { collection: (logical) => readStore.collection(physicalCollectionName(projection, projection.version, logical)) };
  await projection.setup?.(store);
  for (let round = 0; round < times; round++) for (const event of events) await projection.apply(event, store);
  return store;
}

import { EventParts, RecordedEvent } from '../../platform/eventstore/event-store.port';
import { Collection, Document } from '../../platform/readstore/read-store.port';

/** Where a projection writes: its logical collections, mapped to the physical ones of its version. */
export interface ProjectionStore {
  collection<T extends Document>(logicalName: string): Collection<T>;
  /**
   * True when documents written to this collection are completed as the store writes them (see
   * `ProjectionDefinition.completeOnWrite`): `apply` may then write them without what the completion
   * derives, and reads them back so by id. Absent or false: every write must be complete.
   */
  completesOnWrite?(logicalName: string): boolean;
}

/**
 * Makes a document whole from what a projection kept of it during a build (returned as is when it
 * is whole already); `stored` is the read store's current document of that id, if any, whose
 * derived parts may be reused. The result must depend on `doc` alone, never on `stored`'s values.
 */
export type DocumentCompletion = (doc: Document, stored: Document | null) => Document;

/**
 * A read model's definition, in Emmett's shape: the events it handles and how each one changes
 * its documents. `apply` must be idempotent per document (see `evolveDocument`).
 */
export interface ProjectionDefinition {
  name: string;
  /** Bump to rebuild from position 0 into fresh collections; reads switch over once caught up. */
  version: number;
  handles: readonly string[];
  /** Applies every event of the log, whatever its type (the audit trail); `handles` is then ignored. */
  handlesEveryEvent?: boolean;
  /**
   * What `apply` reads of an event beyond its type, stream, revision, position and time. Absent:
   * the data of the types it handles, and no metadata. A rebuild leaves the rest undecoded (see
   * `EventParts`), and reading it throws.
   */
  reads?: { data?: boolean; metadata?: boolean };
  /** Logical names of the collections this projection owns. */
  collections: readonly string[];
  /**
   * Collections (logical names) whose documents this projection may write incomplete while it builds
   * from the log, and how to complete them: the write-behind store completes each document once, when
   * it writes it to the read store, instead of the projection deriving it again on every event.
   */
  completeOnWrite?: Readonly<Record<string, DocumentCompletion>>;
  /**
   * Collections (logical names) whose documents are read seldom and a few at a time (the audit
   * trail): with the embedded read store, a document nobody read or wrote between two snapshots, or
   * since the build that wrote it, is kept encoded in the later snapshot's file, off the heap, and
   * decoded when next read. Not for collections every query reads from (search: a page of 10 to 20
   * tutors, most of them over a day): decoding a document costs some 30 times reading the object.
   */
  keptEncodedWhenIdle?: readonly string[];
  /** Indexes and the like, run on fresh collections before the first event. */
  setup?(store: ProjectionStore): Promise<void>;
  apply(event: RecordedEvent, store: ProjectionStore): Promise<void>;
  /**
   * Runs at the end of every build (the switch-over), its writes flushed and before reads move to it:
   * what a projection finds cheaper to work out once over the built documents than at every event
   * (tutor search's local-cells counts). It must leave the read model right whatever part of the
   * build ran in this process: a build may resume from a snapshot or checkpoint taken midway.
   */
  finishBuild?(store: ProjectionStore): Promise<void>;
}

/** Every projected document records the last position applied to it, so redelivery changes nothing. */
export type ProjectedDocument = Document & { _position: number };

/**
 * Applies one event to one document idempotently (Oskar Dudycz's guard): skipped when the document
 * has already seen this position; `evolve` returning null deletes the document. The stored
 * document gets this event's position whatever `evolve` put in `_position`.
 */
export async function evolveDocument<T extends ProjectedDocument>(
  collection: Collection<T>,
  id: string,
  event: RecordedEvent,
  evolve: (current: T | null) => T | null,
  { evolveKeepsCurrent = false }: { evolveKeepsCurrent?: boolean } = {},
): Promise<void> {
  // An evolve that builds a new document and never changes `current` may be given the store's own
  // (frozen, read-only) document: one copy fewer per event, which a rebuild of millions feels.
  const current = await collection.findOne({ _id: id }, { readOnly: evolveKeepsCurrent });
  if (current && current._position >= event.position) return;
  await writeEvolved(collection, id, current, evolve(current), event.position);
}

/** Stores what `evolveDocument` evolved (null: deletes the document), stamped with the event's position. */
export async function writeEvolved<T extends ProjectedDocument>(collection: Collection<T>, id: string, current: T | null, next: T | null, position: number): Promise<void> {
  if (next === null) {
    if (current) await collection.deleteOne({ _id: id });
    return;
  }
  // Handed over: `current` is the caller's own copy (or the store's read-only document) and `next` is
  // only read after this, so the store need not copy it again (it freezes it).
  // An evolve that built `next` afresh with this id and position (most do) hands it over as it is:
  // the copy made only to stamp them was a whole document more per event of a rebuild.
  const stamped = next._id === id && next._position === position && next !== current ? next : { ...next, _id: id, _position: position };
  await collection.replaceOne({ _id: id }, stamped, { upsert: true, handOver: true });
}

/** Whether the projection applies this event. */
export function projectionHandles(definition: Pick<ProjectionDefinition, 'handles' | 'handlesEveryEvent'>, eventType: string): boolean {
  return definition.handlesEveryEvent === true || definition.handles.includes(eventType);
}

/** The parts of the log's events a group of projections reads (see `ProjectionDefinition.reads`). */
export function eventPartsReadBy(definitions: readonly Pick<ProjectionDefinition, 'handles' | 'handlesEveryEvent' | 'reads'>[]): EventParts {
  const metadata = definitions.some((definition) => definition.reads?.metadata === true);
  const readingData = definitions.filter((definition) => definition.reads?.data !== false);
  if (readingData.some((definition) => definition.handlesEveryEvent === true)) return { metadata };
  return { dataOf: new Set(readingData.flatMap((definition) => definition.handles)), metadata };
}

export function physicalCollectionName(projection: Pick<ProjectionDefinition, 'name'>, version: number, logicalName: string): string {
  return `${logicalName}__${projection.name}_v${version}`;
}

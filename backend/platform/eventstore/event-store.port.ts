/**
 * The EventStore port: the log of facts every other part of the system is derived from.
 * Semantics follow EventStoreDB so that the SQLite (embedded) and EventStoreDB (production)
 * adapters are interchangeable; the shared contract suite in event-store.contract.ts proves it.
 */

/** `'no_stream'`: the stream must not exist; `'any'`: no check; a number: the revision of the stream's last event. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface EventMetadata {
  correlationId: string;
  causationId: string;
  /** The user who caused the event; null for the system itself (jobs, start-up). */
  actorId: string | null;
  /** ISO-8601 instant at which the command was decided. */
  occurredAt: string;
  /**
   * A stable hash of the request a client's idempotency key came with (its arguments, the key left
   * out): the same key with other arguments is refused instead of answered with this command's result.
   */
  inputFingerprint?: string;
  /**
   * What acted when it was not the user's own request: a log reaction (on behalf of the cause's
   * actor, when it keeps one), a scheduled job, or the system itself. Absent on a request's events.
   */
  via?: EventSource;
}

/** The kinds of work besides a user's request that write to the log (EventMetadata.via). */
export type EventSource = 'reaction' | 'job' | 'system';

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** UUID; re-appending the same ids to the same stream is a no-op. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 0-based position of the event within its stream. */
  revision: number;
  /** Global commit-order position, strictly increasing across the whole log. */
  position: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /** ISO-8601 instant at which the store committed the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append; -1 when an empty append meets no stream. */
  nextExpectedRevision: number;
  /** Global position of the last event of this append (of the stream's last event for an empty append, 0 if none). */
  position: number;
  /** Global position of each event of this append, in order (as first recorded, on a replay); empty for an empty append. */
  positions: number[];
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omitted or 0 means from the beginning. */
  fromPosition?: number;
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive: deliver events strictly after this position (a stored checkpoint). */
  fromPosition?: number;
  /** What the subscriber reads of each event beyond its type, stream, revision and position; absent, everything. */
  reads?: EventParts;
  /** Awaited for each event in commit order; the next event is not delivered before it settles. */
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  /** Called once when the subscription fails for good (it is then stopped). */
  onError?: (error: Error) => void;
}

/**
 * The parts of the log's events a subscriber reads. A store may leave the other parts undecoded while
 * the subscription catches up (a rebuild reads the whole log, and decoding what nobody reads was a
 * fifth of it); reading an undecoded part throws. Any store may deliver more than was asked.
 */
export interface EventParts {
  /** The types whose `data` is read; absent, every type's. */
  dataOf?: ReadonlySet<string>;
  /** Whether `metadata` is read; absent, it is. */
  metadata?: boolean;
}

/** Whether a subscriber reading `parts` reads the data of an event of this type. */
export function readsDataOf(parts: EventParts | undefined, eventType: string): boolean {
  return parts?.dataOf === undefined || parts.dataOf.has(eventType);
}

export interface Subscription {
  /** Resolves once no further onEvent call will be made; so call it from inside onEvent without awaiting it. */
  stop(): Promise<void>;
}

export interface EventStore {
  /**
   * Atomic. A retry is a no-op answered with the original result: when the first event's id is already
   * in the stream and the whole batch matches the stored events from there (a partial match raises
   * WrongExpectedVersion). EventStoreDB guarantees this when the retry carries the original
   * expectedRevision (and, best effort, 'any'); the SQLite adapter whatever the expectedRevision.
   */
  append(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** An empty array for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Delivers the past from `fromPosition`, then live events, without gap or duplicate. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  /** Position of the last event in the log, 0 when the log is empty. */
  headPosition(): Promise<number>;
  /**
   * Removes whole streams, their events and their names, for a migration that renames streams (the
   * log's facts are otherwise never removed); a stream that does not exist is skipped. Afterwards
   * readStream answers []. SQLite erases the rows from the file at once (and from readAll); EventStoreDB
   * tombstones each stream (its name can never be used again) and drops its events from $all, and
   * from disk, at the next scavenge.
   */
  deleteStreams(streamIds: readonly string[]): Promise<void>;
  /**
   * The names of the streams that start with `prefix`, in no set order, for log maintenance (a
   * migration looking for old stream names). Optional: a store that cannot list its streams cheaply
   * leaves it out, and the caller reads the whole log instead.
   */
  streamIdsStartingWith?(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

/** DI token for the EventStore port. */
export const EVENT_STORE = Symbol('EventStore');

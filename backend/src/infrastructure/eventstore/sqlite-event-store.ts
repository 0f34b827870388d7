import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import {
  AppendResult,
  EventMetadata,
  EventParts,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  readsDataOf,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  WrongExpectedVersion,
} from '../../../platform/eventstore/event-store.port';
import { logger } from '../../../platform/logging/logger';
import { emptyLogSoon, openWalDatabase } from '../sqlite/wal-database';

/** Events a catch-up subscription reads per query. */
const SUBSCRIPTION_PAGE_SIZE = 1000;
/** How often an idle subscription looks for events written by other processes on the same file. */
const POLL_INTERVAL_MS = 200;
const APPENDED = 'appended';
/** Pages the live subscriptions of one store share (see SharedTailPages). */
const SHARED_TAIL_PAGES = 8;
/** This store's latest appended events that its live subscriptions take without a query (see RecentAppends). */
const RECENT_APPENDS_KEPT = 2000;
/** How long removing streams waits for the log to be emptied of their old pages (see deleteStreams). */
const ERASURE_LOG_WAIT_MS = 30_000;

/** A row of EVENT_COLUMNS in raw mode: an array, which better-sqlite3 builds faster than an object per row. */
type EventRow = [position: number, id: string, streamId: string, revision: number, type: string, data: string, metadata: string, recordedAt: string];
/** The same, where metadata was not asked for (NULL in its place). */
type EventRowWithoutMetadata = [position: number, id: string, streamId: string, revision: number, type: string, data: string, metadata: null, recordedAt: string];

interface StreamHead {
  revision: number;
  position: number;
}

/** The one table of the log; exported so the benchmark's raw baseline writes the same B-trees. */
export const SQLITE_EVENTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    id          TEXT    NOT NULL,
    stream_id   TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream_and_id ON events (stream_id, id);
`;

/** The order of EventRow. */
const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata, recorded_at';
/** The order of EventRowWithoutMetadata: the metadata's text is not even fetched. */
const EVENT_COLUMNS_WITHOUT_METADATA = 'position, id, stream_id, revision, type, data, NULL, recorded_at';

/**
 * The embedded EventStore: one SQLite file in WAL mode. Positions are the table's AUTOINCREMENT
 * keys; SQLite serialises writers, so positions commit in order and readers never see a gap.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly appendTransaction: Database.Transaction<
    (streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision) => AppendOutcome
  >;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<SqliteCatchUpSubscription>();
  private readonly tailPages = new SharedTailPages(SHARED_TAIL_PAGES);
  private readonly recentAppends = new RecentAppends(RECENT_APPENDS_KEPT);

  /** @param filename a file path, or `':memory:'` for a store that lives as long as this object. */
  constructor(filename: string) {
    this.db = openWalDatabase(filename, { synchronous: 'NORMAL' });
    this.db.exec(SQLITE_EVENTS_SCHEMA);
    this.statements = prepareStatements(this.db);
    this.appendTransaction = this.db.transaction((streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision) =>
      this.appendWithinTransaction(streamId, events, expectedRevision),
    );
  }

  async append(streamId: string, events: NewEvent[], { expectedRevision }: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    assertValidExpectedRevision(expectedRevision);
    let outcome: AppendOutcome;
    try {
      // IMMEDIATE takes the write lock before the revision check, so a writer in another process cannot slip in between.
      outcome = this.appendTransaction.immediate(streamId, events, expectedRevision);
    } catch (error) {
      // A later event of the batch reusing an id already in the stream: a retry that does not line up.
      if (isUniqueViolation(error)) throw new WrongExpectedVersion(streamId, expectedRevision, this.currentRevision(streamId));
      throw error;
    }
    if (outcome.written) {
      // A kept page ends before this append: a subscriber woken by it must read past its end at once.
      this.tailPages.clear();
      this.recentAppends.keep(outcome.recorded);
      this.appended.emit(APPENDED);
    }
    return outcome.result;
  }

  /**
   * A loader's append (a seed, a benchmark's log): each write checked and recorded as `append` does,
   * all of them in one transaction, so a million short streams cost one commit per batch instead of
   * one each. All or nothing: a write that fails rolls the whole batch back.
   */
  async appendToStreams(writes: ReadonlyArray<StreamAppend>): Promise<AppendResult[]> {
    for (const write of writes) assertValidExpectedRevision(write.expectedRevision);
    let failing: StreamAppend | undefined;
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.db
        .transaction(() =>
          writes.map((write) => {
            failing = write;
            return this.appendWithinTransaction(write.streamId, write.events, write.expectedRevision);
          }),
        )
        .immediate();
    } catch (error) {
      if (failing && isUniqueViolation(error)) throw new WrongExpectedVersion(failing.streamId, failing.expectedRevision, this.currentRevision(failing.streamId));
      throw error;
    }
    if (outcomes.some((outcome) => outcome.written)) {
      this.tailPages.clear();
      // A loader's batch is not kept (it would parse every event again): its positions are known to exist.
      this.recentAppends.passed(outcomes.reduce((highest, outcome) => Math.max(highest, outcome.result.position), 0));
      this.appended.emit(APPENDED);
    }
    return outcomes.map((outcome) => outcome.result);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = sqlLimit(options.maxCount);
    const rows =
      options.direction === 'backwards'
        ? this.statements.readStreamBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : this.statements.readStreamForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readAllAfter(options.fromPosition ?? 0, sqlLimit(options.maxCount));
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    const subscription = new SqliteCatchUpSubscription(
      options,
      (after, limit, parts) =>
        this.recentAppends.after(after, limit) ?? (parts ? this.readPartsAfter(after, limit, parts) : this.tailPages.read(after, limit, () => this.readAllAfter(after, limit))),
      this.appended,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    return this.statements.headPosition.get() ?? 0;
  }

  async deleteStreams(streamIds: readonly string[]): Promise<void> {
    if (streamIds.length === 0) return;
    this.db.transaction(() => {
      for (const streamId of streamIds) this.statements.deleteStream.run(streamId);
    }).immediate();
    this.tailPages.clear();
    this.recentAppends.clear();
    // The rows' bytes would stay in freed pages, in index pages' keys and in the WAL: rebuild the file
    // and truncate the WAL, so no copy of the removed names or data is left in either.
    this.db.exec('VACUUM');
    if (!(await emptyLogSoon(this.db, ERASURE_LOG_WAIT_MS))) {
      logger.warn({ file: this.db.name, waitedMs: ERASURE_LOG_WAIT_MS }, "removed streams' old pages are still in the log's file until it is next emptied");
    }
  }

  /** From the (stream_id, revision) index: a range of it, not the events. */
  async streamIdsStartingWith(prefix: string): Promise<string[]> {
    // The range [prefix, prefix with its last character's code point raised by one): every name that starts with it.
    const end = prefix.length === 0 ? null : prefix.slice(0, -1) + String.fromCodePoint((prefix.codePointAt(prefix.length - 1) ?? 0) + 1);
    const rows = end === null ? this.statements.allStreamIds.all() : this.statements.streamIdsBetween.all(prefix, end);
    return rows.map((row) => row.stream_id).filter((streamId) => streamId.startsWith(prefix));
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.db.close();
  }

  private readAllAfter(position: number, limit: number): RecordedEvent[] {
    return this.statements.readAllAfter.all(position, limit).map(toRecordedEvent);
  }

  /** Not shared with other subscriptions (SharedTailPages): what one leaves undecoded, another may read. */
  private readPartsAfter(position: number, limit: number, parts: EventParts): RecordedEvent[] {
    const rows = parts.metadata === false ? this.statements.readAllAfterWithoutMetadata.all(position, limit) : this.statements.readAllAfter.all(position, limit);
    return rows.map((row) => toEventWithParts(row, parts));
  }

  private currentRevision(streamId: string): number | 'no_stream' {
    return this.statements.streamHead.get(streamId)?.revision ?? 'no_stream';
  }

  private appendWithinTransaction(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): AppendOutcome {
    const head = this.statements.streamHead.get(streamId);
    if (events.length > 0) {
      const replayed = this.findReplayedAppend(streamId, events, expectedRevision, head);
      if (replayed) return { result: replayed, written: false, recorded: [] };
    }
    if (!satisfies(expectedRevision, head)) throw new WrongExpectedVersion(streamId, expectedRevision, head?.revision ?? 'no_stream');
    if (events.length === 0) return { result: { nextExpectedRevision: head?.revision ?? -1, position: head?.position ?? 0, positions: [] }, written: false, recorded: [] };

    const recordedAt = new Date().toISOString();
    let revision = head?.revision ?? -1;
    const positions: number[] = [];
    const recorded: EventRow[] = [];
    // Events of one command share one metadata object: serialise it once.
    let lastMetadata: EventMetadata | undefined;
    let lastMetadataJson = '';
    for (const event of events) {
      if (event.metadata !== lastMetadata) {
        lastMetadata = event.metadata;
        lastMetadataJson = JSON.stringify(event.metadata);
      }
      revision += 1;
      const data = JSON.stringify(event.data ?? null);
      const inserted = this.statements.insert.run(event.id, streamId, revision, event.type, data, lastMetadataJson, recordedAt);
      const position = Number(inserted.lastInsertRowid);
      positions.push(position);
      recorded.push([position, event.id, streamId, revision, event.type, data, lastMetadataJson, recordedAt]);
    }
    return { result: { nextExpectedRevision: revision, position: positions[positions.length - 1], positions }, written: true, recorded };
  }

  /**
   * EventStoreDB's idempotent append: when the batch's first id is already in the stream and the whole
   * batch matches the stored events from there on, the append already happened; answer as it did then.
   */
  private findReplayedAppend(
    streamId: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
    head: StreamHead | undefined,
  ): AppendResult | undefined {
    const firstRevision = this.statements.revisionOfEventId.get(streamId, events[0].id);
    if (firstRevision === undefined) return undefined;
    const stored = this.statements.eventIdsFrom.all(streamId, firstRevision, events.length);
    const isReplay = stored.length === events.length && stored.every((row, index) => row.id === events[index].id);
    if (!isReplay) throw new WrongExpectedVersion(streamId, expectedRevision, head?.revision ?? 'no_stream');
    const positions = stored.map((row) => row.position);
    return { nextExpectedRevision: firstRevision + events.length - 1, position: positions[positions.length - 1], positions };
  }
}

/** One stream's part of `appendToStreams`. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

interface AppendOutcome {
  result: AppendResult;
  written: boolean;
  /** The rows written, as a read would return them. */
  recorded: EventRow[];
}

function prepareStatements(db: Database.Database) {
  return {
    insert: db.prepare<[string, string, number, string, string, string, string]>(
      'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    streamHead: db.prepare<[string], StreamHead>(
      'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    revisionOfEventId: db.prepare<[string, string], number>('SELECT revision FROM events WHERE stream_id = ? AND id = ?').pluck(),
    eventIdsFrom: db.prepare<[string, number, number], { id: string; position: number }>(
      'SELECT id, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    readStreamForwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    ).raw(),
    readStreamBackwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ).raw(),
    readAllAfter: db.prepare<[number, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    ).raw(),
    readAllAfterWithoutMetadata: db.prepare<[number, number], EventRowWithoutMetadata>(
      `SELECT ${EVENT_COLUMNS_WITHOUT_METADATA} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    ).raw(),
    headPosition: db.prepare<[], number | null>('SELECT max(position) FROM events').pluck(),
    deleteStream: db.prepare<[string]>('DELETE FROM events WHERE stream_id = ?'),
    streamIdsBetween: db.prepare<[string, string], { stream_id: string }>('SELECT DISTINCT stream_id FROM events WHERE stream_id >= ? AND stream_id < ?'),
    allStreamIds: db.prepare<[], { stream_id: string }>('SELECT DISTINCT stream_id FROM events'),
  };
}

/**
 * The pages most recently read by subscriptions, by the position they start after. Every reaction
 * and the projection runner subscribe to the whole log: once caught up, each append wakes them
 * all and each reads the same new events; the first reads (and parses) them, the others take its
 * page. Pages are dropped on every append of this store, so a subscriber woken by an append never
 * gets a page that ends before it; a page may miss what another process appended since, and stays a
 * true prefix of the log after its position (the log only grows), so that reader's next read or poll
 * goes on from its end as usual. Empty pages are not kept: the next read must look again; nor are full ones (see read). Readers treat events as read-only, as the projection
 * runner's projections already share one read.
 */
class SharedTailPages {
  private readonly pages = new Map<string, RecordedEvent[]>();

  constructor(private readonly capacity: number) {}

  clear(): void {
    this.pages.clear();
  }

  read(after: number, limit: number, readPage: () => RecordedEvent[]): RecordedEvent[] {
    const key = `${after}:${limit}`;
    const kept = this.pages.get(key);
    if (kept) return kept;
    const page = readPage();
    // A full page is a reader catching up, far from the tail: kept, its thousand events would outlive
    // the young generation and be copied and promoted by the collector (a rebuild's reading of the log
    // took a third longer), for a second reader that seldom comes.
    if (page.length === 0 || page.length >= limit) return page;
    this.pages.set(key, page);
    if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }
}

/**
 * The events this store appended most recently (its own appends, committed), by position: a live
 * subscription woken by an append takes the new events from here, with no query, and every
 * subscription gets the same objects, so what is derived once per event object (the shredding
 * store's opened personal fields) is derived once. A row at a position never changes, so a kept
 * event is never wrong; what may be missing is another process's events between two of ours, or a
 * loader's batch (not kept): a read that would cross a position not kept goes to the table. The
 * newest kept event is the end of what this store knows: another process's later events are found
 * by the next read or poll, as after any read.
 */
class RecentAppends {
  private readonly events = new Map<number, RecordedEvent>();
  /** The highest position this store wrote, kept or not. */
  private highest = 0;

  constructor(private readonly capacity: number) {}

  keep(rows: readonly EventRow[]): void {
    for (const row of rows) {
      this.events.set(row[0], toRecordedEvent(row));
      this.highest = Math.max(this.highest, row[0]);
    }
    // Positions commit in order, so the map's first entries are the oldest.
    while (this.events.size > this.capacity) this.events.delete(this.events.keys().next().value as number);
  }

  /** Positions up to `position` were written but not kept. */
  passed(position: number): void {
    this.highest = Math.max(this.highest, position);
  }

  clear(): void {
    this.events.clear();
  }

  /** The events after `after` (at most `limit`) when every position from there to this store's latest write is kept, else null. */
  after(after: number, limit: number): RecordedEvent[] | null {
    if (after >= this.highest) return null;
    const page: RecordedEvent[] = [];
    for (let position = after + 1; position <= this.highest && page.length < limit; position++) {
      const event = this.events.get(position);
      if (!event) return null;
      page.push(event);
    }
    return page;
  }
}

/**
 * Delivers the log after a position page by page, then waits for this store's appends (an event) or
 * for the poll timer (writers in other processes), and reads on from the last delivered position.
 */
class SqliteCatchUpSubscription implements Subscription {
  private stopped = false;
  private appendedSinceRead = false;
  private wake: (() => void) | undefined;
  private readonly finished: Promise<void>;

  constructor(
    private readonly options: SubscribeToAllOptions,
    private readonly readAfter: (position: number, limit: number, parts: EventParts | undefined) => RecordedEvent[],
    private readonly appended: EventEmitter,
    private readonly onFinished: () => void,
  ) {
    // Start on a later tick: onEvent must not run before subscribeToAll has returned.
    this.finished = Promise.resolve().then(() => this.run(options.fromPosition ?? 0));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.finished;
  }

  private async run(fromPosition: number): Promise<void> {
    const onAppended = () => {
      this.appendedSinceRead = true;
      this.wake?.();
    };
    this.appended.on(APPENDED, onAppended);
    let position = fromPosition;
    // Only while catching up: at the tail, whole events are read once and shared by every subscription.
    let parts = this.options.reads;
    try {
      while (!this.stopped) {
        // Cleared before reading: an append after this read sets it again, so no wake-up is lost.
        this.appendedSinceRead = false;
        const page = this.readAfter(position, SUBSCRIPTION_PAGE_SIZE, parts);
        if (page.length < SUBSCRIPTION_PAGE_SIZE) parts = undefined;
        for (const event of page) {
          if (this.stopped) return;
          // Awaited only when the handler returned a promise: most events of a rebuild are handled at once.
          const handling = this.options.onEvent(event);
          if (handling) await handling;
          position = event.position;
        }
        if (page.length < SUBSCRIPTION_PAGE_SIZE && !this.appendedSinceRead && !this.stopped) await this.waitForAppendOrPoll();
        // Reads are synchronous and handlers may resolve at once: yield between pages so a long
        // catch-up leaves room for HTTP requests, health checks and the checkpoint timer.
        else await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      if (!this.stopped) {
        this.stopped = true;
        this.options.onError?.(toError(error));
      }
    } finally {
      this.appended.off(APPENDED, onAppended);
      this.onFinished();
    }
  }

  private waitForAppendOrPoll(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, POLL_INTERVAL_MS);
      this.wake = done;
    });
  }
}

/** Every part of the event (EventParts left empty). */
const WHOLE_EVENT: EventParts = {};

function toRecordedEvent(row: EventRow): RecordedEvent {
  return toEventWithParts(row, WHOLE_EVENT);
}

/**
 * In place of a part of an event that was not decoded (EventParts): any read of it throws, so a
 * subscriber that reads more than it asked for fails at once rather than seeing an empty value.
 */
function undecoded(part: 'data' | 'metadata'): never {
  const refuse = (): never => {
    throw new Error(`this event's ${part} was not decoded: the subscription did not ask for it (SubscribeToAllOptions.reads)`);
  };
  return new Proxy(Object.freeze({}), { get: refuse, has: refuse, ownKeys: refuse, getOwnPropertyDescriptor: refuse }) as never;
}

const UNDECODED_DATA: unknown = undecoded('data');
const UNDECODED_METADATA: EventMetadata = undecoded('metadata');

function toEventWithParts([position, id, streamId, revision, type, data, metadata, recordedAt]: EventRow | EventRowWithoutMetadata, parts: EventParts): RecordedEvent {
  return {
    id,
    streamId,
    revision,
    position,
    type,
    data: readsDataOf(parts, type) ? (JSON.parse(data) as unknown) : UNDECODED_DATA,
    metadata: metadata === null ? UNDECODED_METADATA : (JSON.parse(metadata) as EventMetadata),
    recordedAt,
  };
}

function satisfies(expected: ExpectedRevision, head: StreamHead | undefined): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return head === undefined;
  return head?.revision === expected;
}

function assertValidExpectedRevision(expected: ExpectedRevision): void {
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`expectedRevision must be a revision (an integer >= 0), 'no_stream' or 'any'; got ${expected}`);
  }
}

/** SQLite reads a negative LIMIT as "no limit". */
function sqlLimit(maxCount: number | undefined): number {
  if (maxCount === undefined) return -1;
  if (!Number.isSafeInteger(maxCount) || maxCount < 0) throw new RangeError(`maxCount must be an integer >= 0; got ${maxCount}`);
  return maxCount;
}

function isUniqueViolation(error: unknown): boolean {
  // By code, not instanceof: the native addon keeps the SqliteError class (and realm) of the first
  // module instance that loaded it, so instanceof fails across module registries (jest's, for one).
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

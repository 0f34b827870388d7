import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  WrongExpectedVersion,
} from '../../../platform/eventstore/event-store.port';

/** Events per $all read when a read has to skip system events to reach its count. */
const READ_ALL_PAGE_SIZE = 1000;
/** Events per backwards read when looking for the last non-system event. */
const HEAD_PAGE_SIZE = 10;

/**
 * The production EventStore: EventStoreDB (22.6 or later, which returns positions on stream reads)
 * through the official gRPC client. Our global `position` is the event's commit position in the
 * transaction log: one per event for gRPC appends, increasing in commit order, not consecutive.
 * Reading $all needs a user allowed to (by default an admin) in the connection string.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventStoreDbSubscription>();
  private closed = false;

  /** @param connectionString e.g. `esdb://admin:changeit@localhost:2113?tls=false` */
  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], { expectedRevision }: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    assertValidExpectedRevision(expectedRevision);
    // EventStoreDB has no "append nothing": answer from the stream's last event, checking the revision ourselves.
    if (events.length === 0) return this.currentState(streamId, expectedRevision);

    let appended;
    try {
      appended = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedVersion(streamId, expectedRevision, error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion));
      }
      throw error;
    }
    // Only reached when the connection string sets throwOnAppendFailure=false.
    if (!appended.success) {
      const actual = appended.nextExpectedRevision < BigInt(0) ? 'no_stream' : Number(appended.nextExpectedRevision);
      throw new WrongExpectedVersion(streamId, expectedRevision, actual);
    }
    const nextExpectedRevision = Number(appended.nextExpectedRevision);
    // The append's own position is not documented as the last event's (and is absent on an idempotent
    // replay), so read the appended events' positions: callers wait for projections to reach them.
    const appendedEvents = await this.readStream(streamId, { fromRevision: nextExpectedRevision - events.length + 1, maxCount: events.length });
    const positions = appendedEvents.map((event) => event.position);
    return { nextExpectedRevision, position: positions[positions.length - 1], positions };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
      maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    for await (const event of this.eventsAfter(options.fromPosition ?? 0)) {
      events.push(event);
      if (events.length >= maxCount) break;
    }
    return events;
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    const subscription = new EventStoreDbSubscription(this.client, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      let read = 0;
      let oldest: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: HEAD_PAGE_SIZE })) {
        read += 1;
        const event = resolved.event;
        if (!event) continue;
        if (!isSystemEvent(event)) return Number(event.position.commit);
        oldest = event.position;
      }
      if (read < HEAD_PAGE_SIZE || !oldest) return 0;
      // Reading backwards from a position excludes that position.
      from = oldest;
    }
  }

  async deleteStreams(streamIds: readonly string[]): Promise<void> {
    for (const streamId of streamIds) {
      try {
        // A hard delete: a soft-deleted stream's name could be written again, and its events read back until then.
        await this.client.tombstoneStream(streamId);
      } catch (error) {
        // Tombstoned by an earlier, interrupted run.
        if (!(error instanceof StreamDeletedError)) throw error;
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  /** Non-system events of $all strictly after `position`, in commit order, read in pages. */
  private async *eventsAfter(position: number): AsyncGenerator<RecordedEvent> {
    let after = position;
    let from: ReadPosition = after > 0 ? toEsdbPosition(after) : START;
    for (;;) {
      let read = 0;
      let newest: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: from, maxCount: READ_ALL_PAGE_SIZE })) {
        read += 1;
        const event = resolved.event;
        if (!event) continue;
        newest = event.position;
        // A read from a position includes the event at it: skip what the caller already has.
        if (isSystemEvent(event) || Number(event.position.commit) <= after) continue;
        const recorded = toRecordedEvent(event);
        after = recorded.position;
        yield recorded;
      }
      if (read < READ_ALL_PAGE_SIZE || !newest) return;
      from = newest;
    }
  }

  private async currentState(streamId: string, expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    const actual = last ? last.revision : 'no_stream';
    const satisfied = expectedRevision === 'any' || expectedRevision === actual;
    if (!satisfied) throw new WrongExpectedVersion(streamId, expectedRevision, actual);
    return { nextExpectedRevision: last ? last.revision : -1, position: last ? last.position : 0, positions: [] };
  }
}

/**
 * A catch-up subscription to $all without system events, consumed with `for await` so that the next
 * event is not taken before onEvent has settled (the stream applies backpressure meanwhile).
 */
class EventStoreDbSubscription implements Subscription {
  private stopped = false;
  private readonly stream: AllStreamSubscription;
  private readonly finished: Promise<void>;

  constructor(
    client: EventStoreDBClient,
    private readonly options: SubscribeToAllOptions,
    private readonly onFinished: () => void,
  ) {
    const fromPosition = options.fromPosition ?? 0;
    this.stream = client.subscribeToAll({
      fromPosition: fromPosition > 0 ? toEsdbPosition(fromPosition) : START,
      filter: excludeSystemEvents(),
    });
    this.finished = this.deliver(fromPosition);
  }

  async stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      await this.stream.unsubscribe();
      // Ends a `for await` that is waiting for the next event.
      this.stream.destroy();
    }
    await this.finished;
  }

  private async deliver(fromPosition: number): Promise<void> {
    let delivered = fromPosition;
    try {
      for await (const resolved of this.stream) {
        if (this.stopped) return;
        const event = resolved.event;
        if (!event || isSystemEvent(event)) continue;
        const recorded = toRecordedEvent(event);
        // Depending on the server version the start position itself may be delivered again.
        if (recorded.position <= delivered) continue;
        await this.options.onEvent(recorded);
        delivered = recorded.position;
      }
      if (!this.stopped) throw new Error('EventStoreDB ended the subscription to $all');
    } catch (error) {
      if (this.stopped) return;
      this.stopped = true;
      // The subscription has already failed: cancelling the server side is best effort.
      await this.stream.unsubscribe().catch(() => undefined);
      this.stream.destroy();
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.onFinished();
    }
  }
}

function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // Domain event data is JSON by contract; the client's JSONType is narrower than our `unknown`.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  });
}

function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`EventStoreDB returned no position for event ${event.id}: version 22.6 or later is required`);
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(event.position.commit),
    type: event.type,
    data: event.data as unknown,
    // append writes EventMetadata as the event's JSON metadata, which the client parses back.
    metadata: event.metadata as unknown as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

/** Our exclusive position as the inclusive EventStoreDB position of that event (commit = prepare for gRPC appends). */
function toEsdbPosition(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function assertValidExpectedRevision(expected: ExpectedRevision): void {
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`expectedRevision must be a revision (an integer >= 0), 'no_stream' or 'any'; got ${expected}`);
  }
}

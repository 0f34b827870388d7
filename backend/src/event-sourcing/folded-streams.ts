import { Decider, DomainCommand, DomainEvent } from '../../domain/shared/decider';
import { EventStore } from '../../platform/eventstore/event-store.port';

/** A stream folded up to `revision`, with the ids of its events (the revision of each), for the idempotency check. */
export interface FoldedStream<S> {
  state: S;
  revision: number | 'no_stream';
  /** Event id to its revision: where a replay reads back the events its key recorded. */
  eventIds: ReadonlyMap<string, number>;
  /** Event id to the input fingerprint it was recorded with, for the events that have one (a client's idempotency key). */
  inputFingerprints: ReadonlyMap<string, string>;
}

interface Entry {
  state: unknown;
  revision: number | 'no_stream';
  eventIds: Map<string, number>;
  inputFingerprints: Map<string, string>;
  /** How many ids (and fingerprints) this entry counts toward the limit. */
  counted: number;
}

/** How much the cache may hold: streams, and event ids over all of them (about 100 bytes each). */
export const FOLDED_STREAMS_LIMITS = { streams: 20_000, eventIds: 200_000 } as const;

/**
 * The folded state of recently used streams, per decider, with the revision it reflects: a command
 * reads only the events after it, so a long stream (a busy conversation) costs what its new events
 * cost, not its whole history. Streams are append-only, so a cached fold is never wrong, only behind;
 * events other processes appended are read like any others. Least recently used streams go first.
 * Deciders' `evolve` returns new state (it never mutates), so a cached state is safe to hand out.
 */
export class FoldedStreams {
  private readonly entries = new Map<string, Entry>();
  private readonly deciderIds = new WeakMap<object, number>();
  private nextDeciderId = 0;
  private eventIdCount = 0;

  constructor(
    private readonly eventStore: EventStore,
    private readonly limits: { streams: number; eventIds: number } = FOLDED_STREAMS_LIMITS,
  ) {}

  async fold<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<FoldedStream<S>> {
    const key = this.keyOf(decider, streamId);
    const cached = this.entries.get(key);
    const fromRevision = cached && cached.revision !== 'no_stream' ? cached.revision + 1 : undefined;
    const recorded = await this.eventStore.readStream(streamId, fromRevision === undefined ? undefined : { fromRevision });
    let state = (cached?.state as S | undefined) ?? decider.initialState();
    const eventIds = cached?.eventIds ?? new Map<string, number>();
    const inputFingerprints = cached?.inputFingerprints ?? new Map<string, string>();
    for (const event of recorded) {
      state = decider.evolve(state, { type: event.type, data: event.data } as E);
      eventIds.set(event.id, event.revision);
      if (event.metadata.inputFingerprint) inputFingerprints.set(event.id, event.metadata.inputFingerprint);
    }
    const revision = recorded.length > 0 ? recorded[recorded.length - 1].revision : (cached?.revision ?? 'no_stream');
    this.keep(key, { state, revision, eventIds, inputFingerprints, counted: 0 });
    return { state, revision, eventIds, inputFingerprints };
  }

  /**
   * The stream as this process last folded or appended to it, without reading the log: true of the
   * stream unless another writer appended since. Null when not kept.
   */
  cached<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): FoldedStream<S> | null {
    const entry = this.entries.get(this.keyOf(decider, streamId));
    if (!entry) return null;
    return { state: entry.state as S, revision: entry.revision, eventIds: entry.eventIds, inputFingerprints: entry.inputFingerprints };
  }

  /** What a successful append made of the stream: the next command starts from it without reading. */
  appended<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    before: FoldedStream<S>,
    after: { state: S; revision: number; eventIds: readonly string[]; inputFingerprint?: string },
  ): void {
    // The cached maps themselves (as fold does): streams only grow, so ids added here are true of the stream.
    const eventIds = before.eventIds as Map<string, number>;
    const inputFingerprints = before.inputFingerprints as Map<string, string>;
    const firstRevision = after.revision - after.eventIds.length + 1;
    for (const [index, id] of after.eventIds.entries()) {
      eventIds.set(id, firstRevision + index);
      if (after.inputFingerprint) inputFingerprints.set(id, after.inputFingerprint);
    }
    this.keep(this.keyOf(decider, streamId), { state: after.state, revision: after.revision, eventIds, inputFingerprints, counted: 0 });
  }

  private keep(key: string, entry: Entry): void {
    const current = this.entries.get(key);
    // A slower reader that saw less must not put an older fold back.
    if (current && current.revision !== 'no_stream' && (entry.revision === 'no_stream' || current.revision > entry.revision)) return;
    this.entries.delete(key);
    entry.counted = entry.eventIds.size + entry.inputFingerprints.size;
    this.eventIdCount += entry.counted - (current?.counted ?? 0);
    this.entries.set(key, entry);
    while (this.entries.size > 1 && (this.entries.size > this.limits.streams || this.eventIdCount > this.limits.eventIds)) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestKey);
      this.eventIdCount -= oldest.counted;
    }
  }

  private keyOf(decider: object, streamId: string): string {
    let id = this.deciderIds.get(decider);
    if (id === undefined) {
      id = this.nextDeciderId++;
      this.deciderIds.set(decider, id);
    }
    return `${id}:${streamId}`;
  }
}

/**
 * Commands on one stream, one after another within this process: concurrent commands on a busy
 * stream then never conflict here (other processes still can; the pipeline's retry covers those).
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}

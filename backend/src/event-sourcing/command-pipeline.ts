import { randomUUID } from 'node:crypto';
import { Decider, DomainCommand, DomainEvent } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/domain-error';
import { isIdempotencyKey, RequestMessages } from '../../domain/shared/request.rules';
import { Clock } from '../../platform/clock/clock.port';
import { AppendResult, EventMetadata, EventSource, EventStore, ExpectedRevision, NewEvent, RecordedEvent, WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { deterministicUuid } from '../../platform/ids/deterministic-uuid';
import { logger } from '../../platform/logging/logger';
import { FoldedStream, FoldedStreams, StreamQueue } from './folded-streams';

/** Who and what caused a command: copied into every event's metadata. */
export interface CommandContext {
  correlationId: string;
  /** The id of the message (request, event or job) that caused this command. */
  causationId: string;
  actorId: string | null;
  now: Date;
  /** When set, event ids derive from it, so a retried command finds its events recorded and records nothing more. */
  idempotencyKey?: string;
  /**
   * The fingerprint of the client's request the key came with (IdempotentInputs): recorded with the
   * events, and a replay whose fingerprint differs is refused with IdempotencyKeyReusedError.
   */
  inputFingerprint?: string;
  /** Set when a reaction, a job or the system acts rather than a user's request (recorded as EventMetadata.via). */
  via?: EventSource;
}

/**
 * The context for one step of a request that runs several commands: a key of its own derived from the
 * request's key and the step, so a retry finds each step's events by their ids and two steps on one
 * stream never share ids. Without a key the context is returned as it is.
 */
export function stepContext(context: CommandContext, step: string): CommandContext {
  return context.idempotencyKey ? { ...context, idempotencyKey: `${context.idempotencyKey}:${step}` } : context;
}

/** One event of a command as the log holds it: what a caller answers from without reading a read model. */
export interface RecordedCommandEvent<E extends DomainEvent> {
  event: E;
  /** Its revision in the command's stream. */
  revision: number;
  /** Its global position in the log. */
  position: number;
}

export interface CommandOutcome<E extends DomainEvent> {
  /** The events this call appended (empty when it decided nothing, or when its key had already recorded them). */
  events: E[];
  /**
   * The command's events as the log holds them, with revision and position: this call's, or on a
   * replay with the same key the ones the first call recorded. Empty when nothing was decided.
   */
  recorded: RecordedCommandEvent<E>[];
  /** Global position of the command's last event (the earlier call's, on a retry with the same key); 0 when nothing was decided. */
  position: number;
  /** The stream's revision after the command: what an edit of it must name next. */
  nextExpectedRevision: number | 'no_stream';
}

export interface DecidedOutcome<E extends DomainEvent, S> extends CommandOutcome<E> {
  /** The stream's state after the command: what was read, evolved by the new events (no second read). */
  state: S;
  /** True when the idempotency key had already recorded this command: nothing was decided again. */
  replayed: boolean;
}

export interface LoadedStream<S> {
  state: S;
  /** Revision of the stream's last event, 'no_stream' when it has none. */
  revision: number | 'no_stream';
}

export interface RunOptions {
  /**
   * The revision the user saw (an edit screen's version): when the stream has moved on since, the
   * answer is CONFLICT and nothing is decided again. Without it, a concurrent append is met by
   * reading and deciding again, under the retry policy below.
   */
  expectedRevision?: number | 'no_stream';
  /**
   * The read models the caller reads next: the run returns once they hold its events (read-your-writes),
   * or raises ReadModelsBehindError when they miss READ_YOUR_WRITES_TIMEOUT_MS.
   */
  awaitReadModels?: readonly string[];
  /**
   * The caller builds its answer from `recorded` whenever the read models do not hold it yet (a sent
   * message): a missed wait is then only logged, and the answer goes out.
   */
  answersFromRecorded?: boolean;
}

/** Someone else changed the stream after the user saw it (GraphQL CONFLICT; the screen offers to reload). */
export class ConflictError extends Error {
  constructor(
    readonly streamId: string,
    message = 'This was changed by someone else since you opened it. Please reload to see the latest version.',
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** Stripe's words for a key sent again with other arguments (GraphQL CONFLICT, common.idempotencyKeyReused). */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/** A client's idempotency key came back with other arguments than it first came with: nothing is decided or answered from the first request. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly streamId: string) {
    super(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** Wording for a change recorded that the read models do not show yet (GraphQL SERVICE_UNAVAILABLE, common.savedShowingSoon). */
export const READ_MODELS_BEHIND_MESSAGE = 'Your change was saved and will show in a moment.';

/** Wording for a question whose answer waits for the read models to hold the latest changes (GraphQL SERVICE_UNAVAILABLE, common.catchingUp). */
export const READ_MODELS_CATCHING_UP_MESSAGE = 'The latest changes are still being brought in. Please try again in a moment.';

/**
 * The command is recorded, but the read models (or workflows) its answer depends on did not reach it
 * within READ_YOUR_WRITES_TIMEOUT_MS (an overloaded server). Rather than answer NOT_FOUND or a stale
 * answer, the request fails as retryable: event ids derive from the idempotency key, so a retry with
 * the same key records nothing new and waits again.
 */
export class ReadModelsBehindError extends Error {
  constructor(
    readonly position: number,
    readonly awaited: readonly string[],
    message = READ_MODELS_BEHIND_MESSAGE,
  ) {
    super(message);
    this.name = 'ReadModelsBehindError';
  }
}

/** Waits until named read models have applied the log up to a position (the projection runner). */
export interface ReadModelProgress {
  waitForPosition(position: number, projectionNames?: readonly string[], timeoutMs?: number): Promise<boolean>;
}

/** A command decided on a fold that may be behind the log came to nothing it could keep: decide it again on the log. */
const STALE = Symbol('stale');

/**
 * The one retry policy for concurrent appends: decide again on the fresh stream, up to this many
 * times, with a short jittered pause so two hot writers drift apart instead of colliding again.
 */
export const CONCURRENCY_RETRY = { attempts: 8, baseDelayMs: 2, maxDelayMs: 50 } as const;

/**
 * The only way anything is written to the event log (oskardudycz's decider CommandHandler, grown up):
 * load the stream and fold it with `evolve` (a stream this process keeps folded is decided on first
 * as kept, without reading), `decide`, append with the revision folded as the expected revision, and
 * on a concurrent append decide again under CONCURRENCY_RETRY. It stamps
 * the metadata (correlation, causation, actor, time), derives event ids from the idempotency key
 * (so a retried request finds its events and records nothing twice), refuses a stale edit with
 * CONFLICT, and waits for the read models the caller names. API handlers, workers, webhooks and
 * log reactions all write through it.
 *
 * Read-your-writes has one rule: a request whose read models (or workflows) miss the bounded wait
 * fails with ReadModelsBehindError, retryable with the same key, rather than answer from read models
 * that do not hold its change; only a caller that builds its answer from `recorded` (answersFromRecorded)
 * answers anyway.
 */
export class CommandPipeline {
  private readonly folded: FoldedStreams;
  private readonly queue = new StreamQueue();

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
    private readonly readModels: ReadModelProgress,
    private readonly readYourWritesTimeoutMs: number,
    private readonly reactions: { waitForPosition(position: number, reactionNames: readonly string[], timeoutMs: number): Promise<boolean> } | null = null,
  ) {
    this.folded = new FoldedStreams(eventStore);
  }

  /**
   * A request's context: time from the Clock port, its ids for correlation and causation, and with a
   * key the fingerprint of the arguments it came with (when the request names one for it). A malformed
   * idempotency key is refused.
   */
  contextOf(
    request: { correlationId: string; requestId: string; inputFingerprints?: ReadonlyMap<string, string> },
    actorId: string | null,
    idempotencyKey?: string | null,
  ): CommandContext {
    if (idempotencyKey && !isIdempotencyKey(idempotencyKey)) throw DomainError.fromFieldErrors({ idempotencyKey: RequestMessages.idempotencyKey });
    const inputFingerprint = idempotencyKey ? request.inputFingerprints?.get(idempotencyKey) : undefined;
    return {
      correlationId: request.correlationId,
      causationId: request.requestId,
      actorId,
      now: this.clock.now(),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(inputFingerprint ? { inputFingerprint } : {}),
    };
  }

  /**
   * The context of work a stored event set going (a reaction, a process manager, a job): it keeps
   * the event's correlation, names the event as its cause, and derives its event ids from the
   * event's id and `step`, so redelivery of the same event records nothing twice.
   */
  contextOfEvent(cause: Pick<RecordedEvent, 'id' | 'metadata'>, step: string): CommandContext {
    return {
      correlationId: cause.metadata.correlationId,
      causationId: cause.id,
      actorId: cause.metadata.actorId,
      now: this.clock.now(),
      idempotencyKey: `${cause.id}:${step}`,
      via: 'reaction',
    };
  }

  /** A context for the system itself (start-up, a webhook) or a scheduled job (`via: 'job'`), ids derived from `idempotencyKey` when given. */
  systemContext(causationId: string, idempotencyKey?: string, via: EventSource = 'system'): CommandContext {
    return { correlationId: causationId, causationId, actorId: null, now: this.clock.now(), via, ...(idempotencyKey ? { idempotencyKey } : {}) };
  }

  /** The stream folded with the decider's `evolve`: the one stream fold of the backend. */
  async load<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<LoadedStream<S>> {
    const { state, revision } = await this.folded.fold(decider, streamId);
    return { state, revision };
  }

  async run<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: Omit<C, 'metadata'>,
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<DecidedOutcome<E, S>> {
    // One command at a time per stream in this process: only other processes' appends can conflict.
    const outcome = await this.queue.run(streamId, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const outcome = await this.decideAndAppend(decider, streamId, command, context, options.expectedRevision, { onKeptFold: attempt === 1 });
          // Decided on the stream as kept, it came to nothing that holds: decided again at once, on the log.
          if (outcome !== STALE) return outcome;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersion)) throw error;
          if (options.expectedRevision !== undefined) throw new ConflictError(streamId);
          if (attempt >= CONCURRENCY_RETRY.attempts) throw error;
          await pause(attempt);
        }
      }
    });
    // Outside the queue: the next command on the stream need not wait for this one's read models.
    const awaited = options.awaitReadModels ?? [];
    if (options.answersFromRecorded) await this.readModelsReach(outcome.position, awaited);
    else await this.awaitReadModels(outcome.position, awaited);
    return outcome;
  }

  /**
   * Returns once the named read models hold the log up to `position`; past READ_YOUR_WRITES_TIMEOUT_MS
   * raises ReadModelsBehindError (the one answer of every request whose read models lag).
   */
  async awaitReadModels(position: number, projectionNames: readonly string[]): Promise<void> {
    if (!(await this.readModelsReach(position, projectionNames))) throw new ReadModelsBehindError(position, projectionNames);
  }

  /**
   * For a query that answers from read models only once they hold the log up to `position` (what was
   * written before the question): the same wait, but a miss says the answer is not ready rather than
   * that a change was saved, since the caller changed nothing.
   */
  async awaitReadModelsBeforeAnswering(position: number, projectionNames: readonly string[]): Promise<void> {
    if (!(await this.readModelsReach(position, projectionNames))) throw new ReadModelsBehindError(position, projectionNames, READ_MODELS_CATCHING_UP_MESSAGE);
  }

  /**
   * Read-your-writes across a workflow: waits until the named reactions have handled the log up to
   * `position` (the events they append come after it), then until the read models hold everything
   * appended so far. Bounded and raised like awaitReadModels.
   */
  async awaitWorkflows(position: number, reactionNames: readonly string[], projectionNames: readonly string[]): Promise<void> {
    if (position === 0) return;
    const handled = this.reactions ? await this.reactions.waitForPosition(position, reactionNames, this.readYourWritesTimeoutMs) : false;
    if (!handled) {
      logger.warn({ position, reactions: reactionNames }, 'workflows did not handle the command within the read-your-writes timeout');
      throw new ReadModelsBehindError(position, reactionNames);
    }
    await this.awaitReadModels(await this.eventStore.headPosition(), projectionNames);
  }

  private async readModelsReach(position: number, projectionNames: readonly string[]): Promise<boolean> {
    if (position === 0 || projectionNames.length === 0) return true;
    const reached = await this.readModels.waitForPosition(position, projectionNames, this.readYourWritesTimeoutMs);
    if (!reached) logger.warn({ position, projections: projectionNames }, 'read models did not catch up within the read-your-writes timeout');
    return reached;
  }

  /**
   * `onKeptFold`: on the stream as this process last folded or appended to it, without reading the
   * log (that read was some 5 % of a message's CPU). What that decides holds only once appended, and
   * the append expects that revision, so a stream another writer moved on refuses it; anything else
   * it comes to before appending (nothing to record, a refusal, a stale edit) is STALE, recorded
   * nowhere, for the caller to decide again on the log. Otherwise, and for a stream not kept, on the
   * stream as the log holds it.
   */
  private async decideAndAppend<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: Omit<C, 'metadata'>,
    context: CommandContext,
    seenRevision: number | 'no_stream' | undefined,
    { onKeptFold }: { onKeptFold: boolean },
  ): Promise<DecidedOutcome<E, S> | typeof STALE> {
    const kept = onKeptFold ? this.folded.cached(decider, streamId) : null;
    if (kept) return this.decideAndAppendOn(kept, decider, streamId, command, context, seenRevision, { staleMayBe: true });
    return this.decideAndAppendOn(await this.folded.fold(decider, streamId), decider, streamId, command, context, seenRevision);
  }

  /**
   * Decides on `folded` and appends expecting its revision. `staleMayBe`: `folded` may be behind the
   * log, so instead of anything but an append or a replay found (each true whatever came after) it
   * answers STALE, having recorded nothing.
   */
  private async decideAndAppendOn<C extends DomainCommand, E extends DomainEvent, S>(
    folded: FoldedStream<S>,
    decider: Decider<C, E, S>,
    streamId: string,
    command: Omit<C, 'metadata'>,
    context: CommandContext,
    seenRevision: number | 'no_stream' | undefined,
    { staleMayBe = false }: { staleMayBe?: boolean } = {},
  ): Promise<DecidedOutcome<E, S> | typeof STALE> {
    const { state, revision } = folded;
    if (context.idempotencyKey) {
      const recordedBefore = await this.recordedUnderKey<E>(folded, streamId, context);
      if (recordedBefore !== null) {
        // A stream erased since (a deleted user's) reads back nothing: there is nothing to wait for.
        const position = recordedBefore.at(-1)?.position ?? 0;
        return { events: [], recorded: recordedBefore, state, position, nextExpectedRevision: revision, replayed: true };
      }
    }
    if (seenRevision !== undefined && seenRevision !== revision) {
      if (staleMayBe) return STALE;
      throw new ConflictError(streamId);
    }
    let events: E[];
    try {
      events = decider.decide({ ...command, metadata: { now: context.now, actorId: context.actorId } } as C, state);
    } catch (error) {
      if (staleMayBe) return STALE;
      throw error;
    }
    if (events.length === 0) return staleMayBe ? STALE : { events, recorded: [], state, position: 0, nextExpectedRevision: revision, replayed: false };
    const expectedRevision: ExpectedRevision = revision;
    const newEvents = toNewEvents(events, context, streamId);
    let result: AppendResult;
    try {
      result = await this.eventStore.append(streamId, newEvents, { expectedRevision });
    } catch (error) {
      if (staleMayBe && error instanceof WrongExpectedVersion) return STALE;
      throw error;
    }
    const after = events.reduce(decider.evolve, state);
    this.folded.appended(decider, streamId, folded, {
      state: after,
      revision: result.nextExpectedRevision,
      eventIds: newEvents.map((event) => event.id),
      ...(context.inputFingerprint ? { inputFingerprint: context.inputFingerprint } : {}),
    });
    const firstRevision = result.nextExpectedRevision - events.length + 1;
    const recorded = events.map((event, index) => ({ event, revision: firstRevision + index, position: result.positions[index] }));
    return { events, recorded, state: after, position: result.position, nextExpectedRevision: result.nextExpectedRevision, replayed: false };
  }

  /**
   * The events a command with this key recorded, read back from the log (a replay is rare; the cache
   * keeps only their ids and revisions), or null. A key that came with other input is refused first.
   */
  private async recordedUnderKey<E extends DomainEvent>(folded: FoldedStream<unknown>, streamId: string, context: CommandContext): Promise<RecordedCommandEvent<E>[] | null> {
    const idempotencyKey = context.idempotencyKey!;
    const firstRevision = folded.eventIds.get(eventIdOf(streamId, idempotencyKey, 0));
    if (firstRevision === undefined) return null;
    requireSameInput(folded, streamId, context);
    // Appends are atomic: the key's events are consecutive from its first.
    let count = 1;
    while (folded.eventIds.has(eventIdOf(streamId, idempotencyKey, count))) count++;
    const stored = await this.eventStore.readStream(streamId, { fromRevision: firstRevision, maxCount: count });
    return stored.map(({ type, data, revision, position }) => ({ event: { type, data } as E, revision, position }));
  }
}

function eventIdOf(streamId: string, idempotencyKey: string, index: number): string {
  return deterministicUuid(`${streamId}:${idempotencyKey}:${index}`);
}

/** A replay answers the first request's result only to the same input; events recorded without a fingerprint (or a context without one) are not compared. */
function requireSameInput(folded: FoldedStream<unknown>, streamId: string, context: CommandContext): void {
  const recorded = folded.inputFingerprints.get(eventIdOf(streamId, context.idempotencyKey!, 0));
  if (recorded !== undefined && context.inputFingerprint !== undefined && recorded !== context.inputFingerprint) throw new IdempotencyKeyReusedError(streamId);
}

export function toNewEvents(events: DomainEvent[], context: CommandContext, streamId: string): NewEvent[] {
  const metadata: EventMetadata = {
    correlationId: context.correlationId,
    causationId: context.causationId,
    actorId: context.actorId,
    occurredAt: context.now.toISOString(),
    ...(context.inputFingerprint ? { inputFingerprint: context.inputFingerprint } : {}),
    ...(context.via ? { via: context.via } : {}),
  };
  return events.map((event, index) => ({
    id: context.idempotencyKey ? eventIdOf(streamId, context.idempotencyKey, index) : randomUUID(),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

function pause(attempt: number): Promise<void> {
  const ceiling = Math.min(CONCURRENCY_RETRY.maxDelayMs, CONCURRENCY_RETRY.baseDelayMs * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

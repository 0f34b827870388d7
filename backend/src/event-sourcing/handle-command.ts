import { randomUUID } from 'node:crypto';
import { Decider, DomainCommand, DomainEvent } from '../../domain/shared/decider';
import { deterministicUuid } from './deterministic-uuid';
import { EventMetadata, EventStore, ExpectedRevision, NewEvent } from '../infrastructure/eventstore/event-store.port';

/** Who and what caused a command: copied into every event's metadata. */
export interface CommandContext {
  correlationId: string;
  /** The id of the message (request, event or job) that caused this command. */
  causationId: string;
  actorId: string | null;
  now: Date;
  /** When set, event ids derive from it, so a retried command re-appends the same ids: a no-op. */
  idempotencyKey?: string;
}

export interface CommandOutcome<E extends DomainEvent> {
  events: E[];
  /** Global position of the last appended event; 0 when the command produced no event. */
  position: number;
  nextExpectedRevision: number | 'no_stream';
}

export interface DecidedOutcome<E extends DomainEvent, S> extends CommandOutcome<E> {
  /** The stream's state after the command: what was read, evolved by the new events (no second read). */
  state: S;
}

/**
 * The one generic command handler (oskardudycz's decider sample): read the stream, fold it with
 * `evolve`, `decide`, then append with the revision read as the expected revision, so a concurrent
 * writer makes this append fail with WrongExpectedVersion instead of being overwritten.
 */
export async function handleCommand<C extends DomainCommand, E extends DomainEvent, S>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: Omit<C, 'metadata'>,
  context: CommandContext,
): Promise<DecidedOutcome<E, S>> {
  const recorded = await eventStore.readStream(streamId);
  const state = recorded.map((event) => ({ type: event.type, data: event.data }) as E).reduce(decider.evolve, decider.initialState());
  const events = decider.decide({ ...command, metadata: { now: context.now, actorId: context.actorId } } as C, state);
  const expectedRevision: ExpectedRevision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].revision;
  if (events.length === 0) return { events, state, position: 0, nextExpectedRevision: recorded.length === 0 ? 'no_stream' : (expectedRevision as number) };
  const result = await eventStore.append(streamId, toNewEvents(events, context, streamId), { expectedRevision });
  return { events, state: events.reduce(decider.evolve, state), position: result.position, nextExpectedRevision: result.nextExpectedRevision };
}

export function toNewEvents(events: DomainEvent[], context: CommandContext, streamId: string): NewEvent[] {
  const metadata: EventMetadata = {
    correlationId: context.correlationId,
    causationId: context.causationId,
    actorId: context.actorId,
    occurredAt: context.now.toISOString(),
  };
  return events.map((event, index) => ({
    id: context.idempotencyKey ? deterministicUuid(`${streamId}:${context.idempotencyKey}:${index}`) : randomUUID(),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

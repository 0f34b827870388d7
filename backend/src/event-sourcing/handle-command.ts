import { Decider, DomainCommand, DomainEvent } from '../../domain/shared/decider';
import { EventStore } from '../../platform/eventstore/event-store.port';
import { CommandContext, CommandPipeline, DecidedOutcome } from './command-pipeline';

export type { CommandContext, CommandOutcome, DecidedOutcome } from './command-pipeline';
export { toNewEvents } from './command-pipeline';

/** Transitional: the callers not yet moved onto an injected CommandPipeline. */
export function handleCommand<C extends DomainCommand, E extends DomainEvent, S>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: Omit<C, 'metadata'>,
  context: CommandContext,
): Promise<DecidedOutcome<E, S>> {
  const pipeline = new CommandPipeline(eventStore, { now: () => context.now }, { waitForPosition: async () => true }, 0);
  return pipeline.run(decider, streamId, command, context);
}

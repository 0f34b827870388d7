/**
 * The Decider pattern: an aggregate is three pure functions. `decide` returns the events a command
 * produces or throws a DomainError; `evolve` folds an event into state. No I/O, no clock.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface CommandMetadata {
  /** The instant the command is decided at; the domain never reads the clock itself. */
  now: Date;
  /** The user issuing the command; null when the system itself does. */
  actorId: string | null;
}

export interface DomainCommand<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

export interface Decider<Command extends DomainCommand, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Every switch over a union ends here, so a missing case fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

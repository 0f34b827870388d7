import { Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * given(events).when(command).then(events) / .thenThrows(message), as in Emmett's
 * DeciderSpecification: the only way decider tests are written.
 */
export function deciderSpecification<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(message: string, fieldErrors?: Record<string, string>) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).message).toBe(message);
              if (fieldErrors) expect((thrown as DomainError).fieldErrors).toEqual(fieldErrors);
            },
          };
        },
      };
    },
  };
}

import { Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

type ErrorClass<T extends Error> = new (...args: never[]) => T;

/**
 * given(events).when(command).then(events) / .thenNothingHappened() / .thenThrows(…), as in Emmett's
 * DeciderSpecification: the only way decider tests are written (no `decider.decide` by hand in a test).
 */
export function deciderSpecification<C extends DomainCommand, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          const thrownBy = (): unknown => {
            try {
              run();
            } catch (error) {
              return error;
            }
            throw new Error(`Expected ${command.type} to throw, but it was decided without an error.`);
          };

          function thenThrows(message: string, fieldErrors?: Record<string, string>): void;
          function thenThrows<T extends Error>(errorClass: ErrorClass<T>, check?: (error: T) => void): void;
          function thenThrows<T extends Error>(
            expected: string | ErrorClass<T>,
            checkOrFieldErrors?: ((error: T) => void) | Record<string, string>,
          ): void {
            const thrown = thrownBy();
            if (typeof expected === 'string') {
              // The user-facing rule broken: a DomainError with this message (and these field messages).
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).message).toBe(expected);
              if (checkOrFieldErrors) expect((thrown as DomainError).fieldErrors).toEqual(checkOrFieldErrors);
              return;
            }
            expect(thrown).toBeInstanceOf(expected);
            if (typeof checkOrFieldErrors === 'function') checkOrFieldErrors(thrown as T);
          }

          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            /** The command is accepted and changes nothing (an idempotent repeat, a no-op): no events. */
            thenNothingHappened() {
              expect(run()).toEqual([]);
            },
            thenThrows,
          };
        },
      };
    },
  };
}

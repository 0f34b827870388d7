import { Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError, ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from './decider-specification';

type Count = DomainCommand<'Count', { by: number }>;
type Counted = DomainEvent<'Counted', { by: number }>;
const counter: Decider<Count, Counted, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (command.metadata.actorId === null) throw new ForbiddenError();
    if (command.data.by < 0) throw new DomainError('Counts only go up.', { by: 'Counts only go up.' });
    return total >= 3 ? [] : [{ type: 'Counted', data: { by: command.data.by } }];
  },
};
const spec = deciderSpecification(counter);
const count = (by: number, actorId: string | null = 'u1'): Count => ({ type: 'Count', data: { by }, metadata: { now: new Date(0), actorId } });
const counted = (by: number): Counted => ({ type: 'Counted', data: { by } });

describe('deciderSpecification', () => {
  it('folds the given events and compares the decided ones', () => {
    spec.given([]).when(count(2)).then([counted(2)]);
    spec.given([counted(3)]).when(count(1)).thenNothingHappened();
    expect(() => spec.given([]).when(count(1)).thenNothingHappened()).toThrow();
  });

  it('checks a DomainError by its message and field messages', () => {
    spec.given([]).when(count(-1)).thenThrows('Counts only go up.', { by: 'Counts only go up.' });
    expect(() => spec.given([]).when(count(-1)).thenThrows('Another message.')).toThrow();
  });

  it('checks an error by its class, then hands it to the check', () => {
    spec.given([]).when(count(1, null)).thenThrows(ForbiddenError, (error) => expect(error.message).toBe('You are not allowed to do this.'));
    expect(() => spec.given([]).when(count(1, null)).thenThrows(DomainError)).toThrow();
    expect(() => spec.given([]).when(count(1, null)).thenThrows(ForbiddenError, () => expect(1).toBe(2))).toThrow();
  });

  it('fails when the command is decided without an error', () => {
    expect(() => spec.given([]).when(count(1)).thenThrows(ForbiddenError)).toThrow(/Expected Count to throw/);
  });
});

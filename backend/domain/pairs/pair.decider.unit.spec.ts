import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { PairCommand } from './pair.commands';
import { pairDecider } from './pair.decider';
import { PairCreated, PairEvent } from './pair.events';
import { clientHourlyWage, PairMessages, tutorNetHourlyWage } from './pair.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpecification(pairDecider);
const command = <C extends PairCommand>(type: C['type'], data: C['data'], actorId: string | null): C => ({ type, data, metadata: { now, actorId } }) as C;
const create = (tutorHourlyWage = 30, requestId = 'r1') =>
  command('CreatePair', { pairId: 'p1', tutorId: 't1', clientId: 'c1', requestId, tutorHourlyWage }, 't1');

const created: PairCreated = {
  type: 'PairCreated',
  data: {
    pairId: 'p1',
    tutorId: 't1',
    clientId: 'c1',
    requestId: 'r1',
    hourlyWage: 32.91,
    tutorHourlyWage: 30,
    tutorPlatformFeePercentageRate: 9.7,
    tuteePlatformFeePercentageRate: 9.7,
    type: 'TUTORING',
    createdAt: now.toISOString(),
  },
};
const deactivated: PairEvent = { type: 'PairDeactivated', data: { pairId: 'p1', byUserId: 'c1', deactivatedAt: now.toISOString() } };

describe('pair rules', () => {
  it('adds the 9.7 % client fee to the tutor rate, rounded to cents', () => {
    expect(clientHourlyWage(30)).toBe(32.91);
    expect(clientHourlyWage(25)).toBe(27.43);
    expect(clientHourlyWage(0)).toBe(0);
  });

  it('takes the 9.7 % tutor fee off the tutor rate, rounded to cents', () => {
    expect(tutorNetHourlyWage(30)).toBe(27.09);
    expect(tutorNetHourlyWage(25)).toBe(22.58);
  });
});

describe('pair decider', () => {
  it('creates an active pair with the client rate and both fees', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('activates the pair of the same two again instead of creating another, and leaves an active one alone', () => {
    spec.given([created]).when(create()).thenNothingHappened();
    spec
      .given([created, deactivated])
      .when(create(30, 'r2'))
      .then([{ type: 'PairActivated', data: { pairId: 'p1', byUserId: 't1', activatedAt: now.toISOString(), requestId: 'r2' } }]);
  });

  it('changes nothing for a request that already opened or re-activated the pair (a replayed acceptance)', () => {
    spec.given([created, deactivated]).when(create()).thenNothingHappened();
    const reactivated: PairEvent = { type: 'PairActivated', data: { pairId: 'p1', byUserId: 't1', activatedAt: now.toISOString(), requestId: 'r2' } };
    spec.given([created, deactivated, reactivated, deactivated]).when(create(30, 'r2')).thenNothingHappened();
  });

  it('refuses a negative tutor rate', () => {
    spec.given([]).when(create(-5)).thenThrows(PairMessages.invalidWage, { tutorHourlyWage: PairMessages.invalidWage });
  });

  it('lets either member unpair and pair again, each once', () => {
    spec.given([created]).when(command('DeactivatePair', {}, 'c1')).then([deactivated]);
    spec.given([created, deactivated]).when(command('DeactivatePair', {}, 't1')).thenNothingHappened();
    spec.given([created, deactivated]).when(command('ActivatePair', {}, 't1')).then([{ type: 'PairActivated', data: { pairId: 'p1', byUserId: 't1', activatedAt: now.toISOString() } }]);
    spec.given([created]).when(command('ActivatePair', {}, 'c1')).thenNothingHappened();
  });

  it('keeps a pair to its members', () => {
    spec.given([created]).when(command('DeactivatePair', {}, 'stranger')).thenThrows(ForbiddenError);
    spec.given([created]).when(command('ActivatePair', {}, null)).thenThrows(ForbiddenError);
  });

  it('knows no pair before it is created', () => {
    spec.given([]).when(command('ActivatePair', {}, 't1')).thenThrows(PairMessages.notFound);
  });

  it('records a processed session of the pair, for the system only', () => {
    const record = (actorId: string | null) => command<Extract<PairCommand, { type: 'RecordSessionTutored' }>>('RecordSessionTutored', { sessionId: 's1' }, actorId);
    spec.given([created]).when(record(null)).then([{ type: 'PairSessionTutored', data: { pairId: 'p1', sessionId: 's1', recordedAt: now.toISOString() } }]);
    spec.given([created]).when(record('t1')).thenThrows(ForbiddenError);
    spec.given([]).when(record(null)).thenThrows(PairMessages.notFound);
  });
});

import { ChangeReasonMessages } from '../shared/change-reason';
import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { PairCommand } from './pair.commands';
import { pairDecider } from './pair.decider';
import { PairCreated, PairEvent } from './pair.events';
import { clientHourlyWage, effectivePairFeeRates, PairMessages, tutorNetHourlyWage } from './pair.rules';

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

describe('admins pricing a pair', () => {
  const saveRates = (tutorPlatformFeePercentageRate: number, tuteePlatformFeePercentageRate: number, reason = 'Agreed discount', actorId: string | null = 'admin') =>
    command<Extract<PairCommand, { type: 'SavePairPlatformRates' }>>('SavePairPlatformRates', { tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate, reason }, actorId);
  const saveRate = (tutorHourlyWage: number, reason = 'Raise for the new term', actorId: string | null = 'admin') =>
    command<Extract<PairCommand, { type: 'SavePairHourlyRate' }>>('SavePairHourlyRate', { tutorHourlyWage, reason }, actorId);
  const ratesSaved: PairEvent = {
    type: 'PairPlatformRatesSaved',
    data: { pairId: 'p1', tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 0, byUserId: 'admin', reason: 'Agreed discount', savedAt: now.toISOString() },
  };

  it('records the pair’s own fee rates with the admin and the trimmed reason, to the hundredth of a percent', () => {
    spec.given([created]).when(saveRates(7.7, 0, '  Agreed discount ')).then([ratesSaved]);
    spec
      .given([created])
      .when(saveRates(5.555, 9.7))
      .then([{ type: 'PairPlatformRatesSaved', data: { ...(ratesSaved.data as object), tutorPlatformFeePercentageRate: 5.56, tuteePlatformFeePercentageRate: 9.7 } } as PairEvent]);
  });

  it('records nothing when the pair already has those rates of its own', () => {
    spec.given([created, ratesSaved]).when(saveRates(7.7, 0, 'Again')).thenNothingHappened();
  });

  it('refuses fees outside 0 to 100 percent and a missing reason, naming each field', () => {
    spec.given([created]).when(saveRates(101, -1, ' ')).thenThrows(PairMessages.invalidFeeRate, {
      tutorPlatformFeePercentageRate: PairMessages.invalidFeeRate,
      tuteePlatformFeePercentageRate: PairMessages.invalidFeeRate,
      reason: ChangeReasonMessages.reasonRequired,
    });
    spec.given([created]).when(saveRates(5, 5, 'x'.repeat(201))).thenThrows('Please enter at most 200 characters.', { reason: 'Please enter at most 200 characters.' });
  });

  it('records a new tutor rate, rounded to whole dollars, with the client rate its fee gives', () => {
    spec
      .given([created])
      .when(saveRate(40.4))
      .then([{ type: 'PairHourlyRateSaved', data: { pairId: 'p1', hourlyWage: 43.88, tutorHourlyWage: 40, byUserId: 'admin', reason: 'Raise for the new term', savedAt: now.toISOString() } }]);
    spec
      .given([created, ratesSaved])
      .when(saveRate(40))
      .then([{ type: 'PairHourlyRateSaved', data: { pairId: 'p1', hourlyWage: 40, tutorHourlyWage: 40, byUserId: 'admin', reason: 'Raise for the new term', savedAt: now.toISOString() } }]);
    spec.given([created]).when(saveRate(0)).thenThrows(PairMessages.invalidWage, { tutorHourlyWage: PairMessages.invalidWage });
  });

  it('records nothing for the rate an admin already saved, and refuses the system and unknown pairs', () => {
    const rateSaved: PairEvent = { type: 'PairHourlyRateSaved', data: { pairId: 'p1', hourlyWage: 43.88, tutorHourlyWage: 40, byUserId: 'admin', reason: 'r', savedAt: now.toISOString() } };
    spec.given([created, rateSaved]).when(saveRate(40)).thenNothingHappened();
    spec.given([created]).when(saveRate(40, 'r', null)).thenThrows(ForbiddenError);
    spec.given([]).when(saveRates(5, 5)).thenThrows(PairMessages.notFound);
  });
});

describe('the fee rates that apply to a pair', () => {
  const own = { tutorPlatformFeePercentageRate: 9.7, tuteePlatformFeePercentageRate: 9.7 };
  it('takes the members’ default pair rates over the pair’s fees at creation', () => {
    expect(effectivePairFeeRates({ ...own, ratesSavedForPair: false }, { tutorDefaultPairRate: 7.7, clientDefaultPairRate: null })).toEqual({
      tutorPlatformFeePercentageRate: 7.7,
      tuteePlatformFeePercentageRate: 9.7,
    });
  });

  it('takes the pair’s own saved fees over any default', () => {
    const saved = { tutorPlatformFeePercentageRate: 3, tuteePlatformFeePercentageRate: 4, ratesSavedForPair: true };
    expect(effectivePairFeeRates(saved, { tutorDefaultPairRate: 7.7, clientDefaultPairRate: 0 })).toEqual({ tutorPlatformFeePercentageRate: 3, tuteePlatformFeePercentageRate: 4 });
  });
});

import { ChangeReasonMessages } from '../shared/change-reason';
import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { PairRateDefaultsCommand, pairRateDefaultsDecider } from './pair-rate-defaults.decider';
import { PairRateDefaultsEvent } from './pair-rate-defaults.events';
import { PairMessages } from './pair.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const savedAt = now.toISOString();
const spec = deciderSpecification(pairRateDefaultsDecider);
const save = (side: 'client' | 'tutor', rate: number, reason = 'School partnership', actorId: string | null = 'admin'): PairRateDefaultsCommand => ({
  type: 'SaveDefaultPairRate',
  data: { userId: 'u1', side, rate, reason },
  metadata: { now, actorId },
});
const clientSaved: PairRateDefaultsEvent = { type: 'ClientDefaultPairRateSaved', data: { userId: 'u1', clientDefaultPairRate: 5, byUserId: 'admin', reason: 'School partnership', savedAt } };

describe('default pair rates decider', () => {
  it('records a client’s and a tutor’s default pair rate with the admin and the reason', () => {
    spec.given([]).when(save('client', 5)).then([clientSaved]);
    spec
      .given([clientSaved])
      .when(save('tutor', 7.7))
      .then([{ type: 'TutorDefaultPairRateSaved', data: { userId: 'u1', tutorDefaultPairRate: 7.7, byUserId: 'admin', reason: 'School partnership', savedAt } }]);
  });

  it('records nothing for the rate the user already has on that side', () => {
    spec.given([clientSaved]).when(save('client', 5)).thenNothingHappened();
  });

  it('refuses rates outside 0 to 100 percent, a blank reason and the system', () => {
    spec.given([]).when(save('client', 100.5, '')).thenThrows(PairMessages.invalidFeeRate, { rate: PairMessages.invalidFeeRate, reason: ChangeReasonMessages.reasonRequired });
    spec.given([]).when(save('tutor', 5, 'r', null)).thenThrows(ForbiddenError);
  });
});

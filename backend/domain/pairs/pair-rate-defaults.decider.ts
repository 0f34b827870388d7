import { changeReasonOf } from '../shared/change-reason';
import { assertNever, Decider, DomainCommand } from '../shared/decider';
import { ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { PairRateDefaultsEvent } from './pair-rate-defaults.events';
import { PairMessages, roundFeePercentageRate } from './pair.rules';

/** An admin (the caller checks the role) sets a user's default pair rate as a client or as a tutor, with a reason. */
export type SaveDefaultPairRate = DomainCommand<'SaveDefaultPairRate', { userId: string; side: 'client' | 'tutor'; rate: number; reason: string }>;
export type PairRateDefaultsCommand = SaveDefaultPairRate;

export interface PairRateDefaults {
  clientDefaultPairRate: number | null;
  tutorDefaultPairRate: number | null;
}

export const initialPairRateDefaults = (): PairRateDefaults => ({ clientDefaultPairRate: null, tutorDefaultPairRate: null });

export function evolvePairRateDefaults(state: PairRateDefaults, event: PairRateDefaultsEvent): PairRateDefaults {
  switch (event.type) {
    case 'ClientDefaultPairRateSaved':
      return { ...state, clientDefaultPairRate: event.data.clientDefaultPairRate };
    case 'TutorDefaultPairRateSaved':
      return { ...state, tutorDefaultPairRate: event.data.tutorDefaultPairRate };
    default:
      return assertNever(event);
  }
}

/** Saving the rate the user already has changes nothing. */
export function saveDefaultPairRate(command: SaveDefaultPairRate, state: PairRateDefaults): PairRateDefaultsEvent[] {
  const byUserId = command.metadata.actorId;
  if (byUserId === null) throw new ForbiddenError();
  const { userId, side } = command.data;
  const rate = roundFeePercentageRate(command.data.rate);
  const { reason, problem } = changeReasonOf(command.data.reason);
  throwIfInvalid({ rate: rate === null ? PairMessages.invalidFeeRate : undefined, reason: problem });
  if (rate === null) return [];
  const savedAt = command.metadata.now.toISOString();
  if (side === 'client') {
    return state.clientDefaultPairRate === rate ? [] : [{ type: 'ClientDefaultPairRateSaved', data: { userId, clientDefaultPairRate: rate, byUserId, reason, savedAt } }];
  }
  return state.tutorDefaultPairRate === rate ? [] : [{ type: 'TutorDefaultPairRateSaved', data: { userId, tutorDefaultPairRate: rate, byUserId, reason, savedAt } }];
}

export const pairRateDefaultsDecider: Decider<PairRateDefaultsCommand, PairRateDefaultsEvent, PairRateDefaults> = {
  initialState: initialPairRateDefaults,
  evolve: evolvePairRateDefaults,
  decide: (command, state) => saveDefaultPairRate(command, state),
};

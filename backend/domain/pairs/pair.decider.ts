import { assertNever, Decider } from '../shared/decider';
import { changeReasonOf } from '../shared/change-reason';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { roundHourlyWage } from '../tutors/tutor-profile.rules';
import { ActivatePair, CreatePair, DeactivatePair, PairCommand, RecordSessionTutored, SavePairHourlyRate, SavePairPlatformRates } from './pair.commands';
import { PairEvent } from './pair.events';
import {
  clientHourlyWage,
  DEFAULT_TUTEE_PLATFORM_FEE_PERCENTAGE_RATE,
  DEFAULT_TUTOR_PLATFORM_FEE_PERCENTAGE_RATE,
  PAIR_TYPE,
  PairMessages,
  roundFeePercentageRate,
} from './pair.rules';

export interface Pair {
  status: 'created';
  pairId: string;
  tutorId: string;
  clientId: string;
  isActive: boolean;
  /** The accepted requests that opened or re-activated the pair: accepting one again (a workflow's replay) changes nothing. */
  requestIds: readonly string[];
  tutorHourlyWage: number;
  tutorPlatformFeePercentageRate: number;
  tuteePlatformFeePercentageRate: number;
  /** An admin saved the pair's own fees: they win over the members' default pair rates. */
  ratesSavedForPair: boolean;
  /** An admin saved the pair's tutor rate: the pair's sessions not yet processed are paid at it. */
  hourlyRateSavedForPair: boolean;
}

export type PairState = { status: 'none' } | Pair;

export const initialPairState = (): PairState => ({ status: 'none' });

export function evolvePair(state: PairState, event: PairEvent): PairState {
  switch (event.type) {
    case 'PairCreated':
      return {
        status: 'created',
        pairId: event.data.pairId,
        tutorId: event.data.tutorId,
        clientId: event.data.clientId,
        isActive: true,
        requestIds: [event.data.requestId],
        tutorHourlyWage: event.data.tutorHourlyWage,
        tutorPlatformFeePercentageRate: event.data.tutorPlatformFeePercentageRate,
        tuteePlatformFeePercentageRate: event.data.tuteePlatformFeePercentageRate,
        ratesSavedForPair: false,
        hourlyRateSavedForPair: false,
      };
    case 'PairActivated':
      if (state.status !== 'created') return state;
      return { ...state, isActive: true, requestIds: event.data.requestId ? [...state.requestIds, event.data.requestId] : state.requestIds };
    case 'PairDeactivated':
      return state.status === 'created' ? { ...state, isActive: false } : state;
    case 'PairSessionTutored':
      return state;
    case 'PairPlatformRatesSaved':
      if (state.status !== 'created') return state;
      return {
        ...state,
        tutorPlatformFeePercentageRate: event.data.tutorPlatformFeePercentageRate,
        tuteePlatformFeePercentageRate: event.data.tuteePlatformFeePercentageRate,
        ratesSavedForPair: true,
      };
    case 'PairHourlyRateSaved':
      return state.status === 'created' ? { ...state, tutorHourlyWage: event.data.tutorHourlyWage, hourlyRateSavedForPair: true } : state;
    default:
      return assertNever(event);
  }
}

function requirePair(state: PairState): Pair {
  if (state.status === 'none') throw new DomainError(PairMessages.notFound);
  return state;
}

function requireMember(pair: Pair, actorId: string | null): string {
  if (actorId === null || (actorId !== pair.tutorId && actorId !== pair.clientId)) throw new ForbiddenError();
  return actorId;
}

/**
 * A pair is created active; an inactive pair of the same two is activated again, an active one
 * stays. A request that already opened or re-activated the pair changes nothing, so the acceptance
 * workflow replaying an old acceptance never re-activates a pair its members ended since.
 */
export function createPair(command: CreatePair, state: PairState): PairEvent[] {
  const { pairId, tutorId, clientId, requestId, tutorHourlyWage } = command.data;
  const now = command.metadata.now.toISOString();
  if (state.status === 'created') {
    if (state.isActive || state.requestIds.includes(requestId)) return [];
    return [{ type: 'PairActivated', data: { pairId, byUserId: command.metadata.actorId, activatedAt: now, requestId } }];
  }
  if (tutorId === clientId) throw new DomainError(PairMessages.ownPair);
  if (!Number.isFinite(tutorHourlyWage) || tutorHourlyWage < 0) throw DomainError.fromFieldErrors({ tutorHourlyWage: PairMessages.invalidWage });
  return [
    {
      type: 'PairCreated',
      data: {
        pairId,
        tutorId,
        clientId,
        requestId,
        hourlyWage: clientHourlyWage(tutorHourlyWage),
        tutorHourlyWage,
        tutorPlatformFeePercentageRate: DEFAULT_TUTOR_PLATFORM_FEE_PERCENTAGE_RATE,
        tuteePlatformFeePercentageRate: DEFAULT_TUTEE_PLATFORM_FEE_PERCENTAGE_RATE,
        type: PAIR_TYPE,
        createdAt: now,
      },
    },
  ];
}

export function activatePair(command: ActivatePair, state: PairState): PairEvent[] {
  const pair = requirePair(state);
  const byUserId = requireMember(pair, command.metadata.actorId);
  if (pair.isActive) return [];
  return [{ type: 'PairActivated', data: { pairId: pair.pairId, byUserId, activatedAt: command.metadata.now.toISOString() } }];
}

export function deactivatePair(command: DeactivatePair, state: PairState): PairEvent[] {
  const pair = requirePair(state);
  const byUserId = requireMember(pair, command.metadata.actorId);
  if (!pair.isActive) return [];
  return [{ type: 'PairDeactivated', data: { pairId: pair.pairId, byUserId, deactivatedAt: command.metadata.now.toISOString() } }];
}

/** Only the system records sessions (the processed session's reaction). */
export function recordSessionTutored(command: RecordSessionTutored, state: PairState): PairEvent[] {
  const pair = requirePair(state);
  if (command.metadata.actorId !== null) throw new ForbiddenError();
  return [{ type: 'PairSessionTutored', data: { pairId: pair.pairId, sessionId: command.data.sessionId, recordedAt: command.metadata.now.toISOString() } }];
}

function requireAdminActor(actorId: string | null): string {
  if (actorId === null) throw new ForbiddenError();
  return actorId;
}

/** An admin's change (the role is the caller's check); saving the rates the pair has already changes nothing. */
export function savePairPlatformRates(command: SavePairPlatformRates, state: PairState): PairEvent[] {
  const pair = requirePair(state);
  const byUserId = requireAdminActor(command.metadata.actorId);
  const tutorPlatformFeePercentageRate = roundFeePercentageRate(command.data.tutorPlatformFeePercentageRate);
  const tuteePlatformFeePercentageRate = roundFeePercentageRate(command.data.tuteePlatformFeePercentageRate);
  const { reason, problem } = changeReasonOf(command.data.reason);
  throwIfInvalid({
    tutorPlatformFeePercentageRate: tutorPlatformFeePercentageRate === null ? PairMessages.invalidFeeRate : undefined,
    tuteePlatformFeePercentageRate: tuteePlatformFeePercentageRate === null ? PairMessages.invalidFeeRate : undefined,
    reason: problem,
  });
  if (tutorPlatformFeePercentageRate === null || tuteePlatformFeePercentageRate === null) return [];
  const unchanged =
    pair.ratesSavedForPair && pair.tutorPlatformFeePercentageRate === tutorPlatformFeePercentageRate && pair.tuteePlatformFeePercentageRate === tuteePlatformFeePercentageRate;
  if (unchanged) return [];
  return [
    {
      type: 'PairPlatformRatesSaved',
      data: { pairId: pair.pairId, tutorPlatformFeePercentageRate, tuteePlatformFeePercentageRate, byUserId, reason, savedAt: command.metadata.now.toISOString() },
    },
  ];
}

/** An admin's change of the pair's tutor rate, rounded as tutors' rates are (spec section 5); `hourlyWage` adds the pair's client fee. */
export function savePairHourlyRate(command: SavePairHourlyRate, state: PairState): PairEvent[] {
  const pair = requirePair(state);
  const byUserId = requireAdminActor(command.metadata.actorId);
  const tutorHourlyWage = roundHourlyWage(command.data.tutorHourlyWage);
  const { reason, problem } = changeReasonOf(command.data.reason);
  throwIfInvalid({ tutorHourlyWage: tutorHourlyWage === null ? PairMessages.invalidWage : undefined, reason: problem });
  if (tutorHourlyWage === null || (pair.hourlyRateSavedForPair && pair.tutorHourlyWage === tutorHourlyWage)) return [];
  return [
    {
      type: 'PairHourlyRateSaved',
      data: {
        pairId: pair.pairId,
        hourlyWage: clientHourlyWage(tutorHourlyWage, pair.tuteePlatformFeePercentageRate),
        tutorHourlyWage,
        byUserId,
        reason,
        savedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decidePair(command: PairCommand, state: PairState): PairEvent[] {
  switch (command.type) {
    case 'CreatePair':
      return createPair(command, state);
    case 'ActivatePair':
      return activatePair(command, state);
    case 'DeactivatePair':
      return deactivatePair(command, state);
    case 'RecordSessionTutored':
      return recordSessionTutored(command, state);
    case 'SavePairPlatformRates':
      return savePairPlatformRates(command, state);
    case 'SavePairHourlyRate':
      return savePairHourlyRate(command, state);
    default:
      return assertNever(command);
  }
}

export const pairDecider: Decider<PairCommand, PairEvent, PairState> = {
  initialState: initialPairState,
  evolve: evolvePair,
  decide: decidePair,
};

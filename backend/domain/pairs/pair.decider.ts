import { assertNever, Decider } from '../shared/decider';
import { DomainError, ForbiddenError } from '../shared/domain-error';
import { ActivatePair, CreatePair, DeactivatePair, PairCommand, RecordSessionTutored } from './pair.commands';
import { PairEvent } from './pair.events';
import {
  clientHourlyWage,
  DEFAULT_TUTEE_PLATFORM_FEE_PERCENTAGE_RATE,
  DEFAULT_TUTOR_PLATFORM_FEE_PERCENTAGE_RATE,
  PAIR_TYPE,
  PairMessages,
} from './pair.rules';

export interface Pair {
  status: 'created';
  pairId: string;
  tutorId: string;
  clientId: string;
  isActive: boolean;
  /** The accepted requests that opened or re-activated the pair: accepting one again (a workflow's replay) changes nothing. */
  requestIds: readonly string[];
}

export type PairState = { status: 'none' } | Pair;

export const initialPairState = (): PairState => ({ status: 'none' });

export function evolvePair(state: PairState, event: PairEvent): PairState {
  switch (event.type) {
    case 'PairCreated':
      return { status: 'created', pairId: event.data.pairId, tutorId: event.data.tutorId, clientId: event.data.clientId, isActive: true, requestIds: [event.data.requestId] };
    case 'PairActivated':
      if (state.status !== 'created') return state;
      return { ...state, isActive: true, requestIds: event.data.requestId ? [...state.requestIds, event.data.requestId] : state.requestIds };
    case 'PairDeactivated':
      return state.status === 'created' ? { ...state, isActive: false } : state;
    case 'PairSessionTutored':
      return state;
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
    default:
      return assertNever(command);
  }
}

export const pairDecider: Decider<PairCommand, PairEvent, PairState> = {
  initialState: initialPairState,
  evolve: evolvePair,
  decide: decidePair,
};

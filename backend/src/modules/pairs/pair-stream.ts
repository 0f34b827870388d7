import { pairDecider } from '../../../domain/pairs/pair.decider';
import { pairStreamId } from '../../../domain/pairs/pair.rules';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { pairsProjection } from '../../../projections/pairs/pairs.projection';

/** Where a pair (stream `pair-<pairId>`) is decided, and the read model its commands wait for. */
export const pairStream = {
  decider: pairDecider,
  streamIdOf: (pairId: string) => pairStreamId(pairId),
  readModels: [pairsProjection.name],
} as const;

/** One pair per tutor and client: its id derives from the two. */
export function pairIdFor(tutorId: string, clientId: string): string {
  return deterministicUuid(`pair:${tutorId}:${clientId}`);
}

export const PairErrors = {
  notFound: 'This pair does not exist.',
  noPairWithUser: 'You have no pair with this user.',
} as const;

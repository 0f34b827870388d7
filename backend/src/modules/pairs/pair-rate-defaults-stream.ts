import { pairRateDefaultsDecider } from '../../../domain/pairs/pair-rate-defaults.decider';
import { pairRateDefaultsStreamId } from '../../../domain/pairs/pair-rate-defaults.events';
import { pairsProjection } from '../../../projections/pairs/pairs.projection';

/** Where a user's default pair rates (stream `pair-rate-defaults-<userId>`) are decided; the pairs read model prices the user's pairs by them. */
export const pairRateDefaultsStream = {
  decider: pairRateDefaultsDecider,
  streamIdOf: (userId: string) => pairRateDefaultsStreamId(userId),
  readModels: [pairsProjection.name],
} as const;

import { reviewDecider } from '../../../domain/reviews/review.decider';
import { reviewStreamId } from '../../../domain/reviews/review.events';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { reviewsProjection } from '../../../projections/reviews/reviews.projection';
import { tutorSearchProjection } from '../../../projections/tutor-search/tutor-search.projection';

/**
 * Where a client's review of a tutor is decided (one per pair, stream `review-<tutorId>-<clientId>`),
 * and the read models that show it: the reviews themselves and the tutors' scores in search.
 */
export const reviewStream = {
  decider: reviewDecider,
  streamIdOf: reviewStreamId,
  /** The review's id, derived from the pair: stable across retries and replays. */
  reviewIdOf: (tutorId: string, clientId: string): string => deterministicUuid(`review:${tutorId}:${clientId}`),
  readModels: [reviewsProjection.name, tutorSearchProjection.name],
} as const;

import { reviewsProjection } from '../../../projections/reviews/reviews.projection';
import { tutorSearchProjection } from '../../../projections/tutor-search/tutor-search.projection';

/**
 * The read models that show reviews: the reviews themselves and the tutors' scores in search.
 * A review change answers once they hold its events (read-your-writes).
 */
export const REVIEW_READ_MODELS: readonly string[] = [reviewsProjection.name, tutorSearchProjection.name];

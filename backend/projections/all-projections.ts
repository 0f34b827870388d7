import { reviewsProjection } from './reviews/reviews.projection';
import { ProjectionDefinition } from './runner/projection';
import { tutorSearchProjection } from './tutor-search/tutor-search.projection';
import { usersProjection } from './users/users.projection';

/** Every read model the product keeps; the runner builds each from the event log. */
export const ALL_PROJECTIONS: readonly ProjectionDefinition[] = [usersProjection, tutorSearchProjection, reviewsProjection];

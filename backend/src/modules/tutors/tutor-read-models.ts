import { tutorSearchProjection } from '../../../projections/tutor-search/tutor-search.projection';

/** The read models that show a tutor's profile: a profile mutation answers once they hold its events (read-your-writes). */
export const TUTOR_READ_MODELS: readonly string[] = [tutorSearchProjection.name];

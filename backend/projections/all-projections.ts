import { ProjectionDefinition } from './runner/projection';
import { usersProjection } from './users/users.projection';

/** Every read model the product keeps; the runner builds each from the event log. */
export const ALL_PROJECTIONS: readonly ProjectionDefinition[] = [usersProjection];

import { TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { isSearchable, TutorSearchDocument } from '../../../projections/tutor-search/tutor-search.projection';
import { NotFoundError } from '../../graphql/graphql-errors';
import { GraphqlContext } from '../accounts/auth/graphql-context';

/**
 * A tutor's profile is public while they are searchable (onboarded, visible and agreement signed, spec
 * section 4); otherwise only the tutor themself and admins see it, and everyone else is told it
 * does not exist (NOT_FOUND), so a hidden profile gives nothing away.
 */
export async function assertVisibleTo<T extends Pick<TutorSearchDocument, '_id' | 'isVisible' | 'hasSignedAgreement' | 'isOnboarded' | 'profileId'>>(
  tutor: T | null,
  context: Pick<GraphqlContext, 'viewer'>,
): Promise<T> {
  if (tutor && isSearchable(tutor)) return tutor;
  const viewer = tutor ? await context.viewer() : null;
  if (tutor && viewer && (viewer.userId === tutor._id || viewer.user.profile.profileTypes.includes('ADMIN'))) return tutor;
  throw new NotFoundError(TutorProfileMessages.profileNotFound);
}

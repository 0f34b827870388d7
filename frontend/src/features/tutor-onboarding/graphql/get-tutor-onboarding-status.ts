import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorOnboardingStatusQuery, GetTutorOnboardingStatusQueryVariables } from '../../../lib/graphql/generated';

/** Whether the signed-in tutor is onboarded: the header's '!' profile badge (spec section 2). */
export const GET_TUTOR_ONBOARDING_STATUS: TypedDocumentNode<GetTutorOnboardingStatusQuery, GetTutorOnboardingStatusQueryVariables> = gql`
  query getTutorOnboardingStatus {
    getTutorOnboarding {
      onboarding {
        tutorId
        isOnboarded
      }
    }
  }
`;

/** Undefined while unknown (or skipped), so no '!' is raised on a guess. */
export function useTutorIsOnboarded(skip: boolean): boolean | undefined {
  const { data } = useQuery(GET_TUTOR_ONBOARDING_STATUS, { skip, fetchPolicy: 'cache-and-network' });
  return skip ? undefined : data?.getTutorOnboarding.onboarding.isOnboarded;
}

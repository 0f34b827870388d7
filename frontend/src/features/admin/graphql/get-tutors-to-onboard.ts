import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorsToOnboardQuery, GetTutorsToOnboardQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** Applications waiting for review, the longest-waiting first, 10 a page. */
export const GET_TUTORS_TO_ONBOARD: TypedDocumentNode<GetTutorsToOnboardQuery, GetTutorsToOnboardQueryVariables> = gql`
  query getTutorsToOnboard($pageNumber: Int) {
    getTutorsToOnboard(pageNumber: $pageNumber) {
      ${ADMIN_TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export type AdminTutorOnboarding = GetTutorsToOnboardQuery['getTutorsToOnboard'][number];

export function useTutorsToOnboardQuery(pageNumber: number) {
  return useQuery(GET_TUTORS_TO_ONBOARD, { variables: { pageNumber }, fetchPolicy: 'cache-and-network' });
}

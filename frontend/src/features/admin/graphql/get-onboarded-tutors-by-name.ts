import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetOnboardedTutorsByNameQuery, GetOnboardedTutorsByNameQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** Onboarded tutors whose names start with the words typed, by last name, 10 a page. */
export const GET_ONBOARDED_TUTORS_BY_NAME: TypedDocumentNode<GetOnboardedTutorsByNameQuery, GetOnboardedTutorsByNameQueryVariables> = gql`
  query getOnboardedTutorsByName($name: String!, $pageNumber: Int) {
    getOnboardedTutorsByName(name: $name, pageNumber: $pageNumber) {
      ${ADMIN_TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useOnboardedTutorsByNameQuery(name: string, pageNumber: number, skip: boolean) {
  return useQuery(GET_ONBOARDED_TUTORS_BY_NAME, { variables: { name, pageNumber }, skip, fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetUnOnboardedTutorsByNameQuery, GetUnOnboardedTutorsByNameQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** Tutors not onboarded yet whose names start with the words typed, by last name, 10 a page. */
export const GET_UN_ONBOARDED_TUTORS_BY_NAME: TypedDocumentNode<GetUnOnboardedTutorsByNameQuery, GetUnOnboardedTutorsByNameQueryVariables> = gql`
  query getUnOnboardedTutorsByName($name: String!, $pageNumber: Int) {
    getUnOnboardedTutorsByName(name: $name, pageNumber: $pageNumber) {
      ${ADMIN_TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useUnOnboardedTutorsByNameQuery(name: string, pageNumber: number, skip: boolean) {
  return useQuery(GET_UN_ONBOARDED_TUTORS_BY_NAME, { variables: { name, pageNumber }, skip, fetchPolicy: 'cache-and-network' });
}

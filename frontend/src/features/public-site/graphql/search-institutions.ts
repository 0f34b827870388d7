import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { InstitutionSearchQuery, InstitutionSearchQueryVariables } from '../../../lib/graphql/generated';

export const SEARCH_INSTITUTIONS: TypedDocumentNode<InstitutionSearchQuery, InstitutionSearchQueryVariables> = gql`
  query institutionSearch($name: String!) {
    softSearchInstitutions(name: $name) {
      id
      name
      alias
      city
      state
      type
    }
  }
`;

export function useInstitutionSearchQuery(name: string) {
  return useQuery(SEARCH_INSTITUTIONS, { variables: { name }, skip: name.trim().length === 0 });
}

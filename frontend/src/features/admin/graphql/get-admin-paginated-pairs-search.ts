import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPaginatedPairsSearchQuery, GetAdminPaginatedPairsSearchQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_PAIR_FIELDS } from './admin-pair-fields';

export type AdminPair = GetAdminPaginatedPairsSearchQuery['getAdminPaginatedPairsSearch']['pairs'][number];

/** Pairs newest first, 10 a page, by a member's name, e-mail or id, or the pair's id. Admins only. */
export const GET_ADMIN_PAGINATED_PAIRS_SEARCH: TypedDocumentNode<GetAdminPaginatedPairsSearchQuery, GetAdminPaginatedPairsSearchQueryVariables> = gql`
  query getAdminPaginatedPairsSearch($input: AdminPairsSearchInput) {
    getAdminPaginatedPairsSearch(input: $input) {
      total
      pageNumber
      exhausted
      pairs {
        ${ADMIN_PAIR_FIELDS}
      }
    }
  }
`;

export function useAdminPairsSearchQuery(variables: GetAdminPaginatedPairsSearchQueryVariables) {
  return useQuery(GET_ADMIN_PAGINATED_PAIRS_SEARCH, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

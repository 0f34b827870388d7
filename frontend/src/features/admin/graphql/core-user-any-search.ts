import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { CoreUserAnySearchQuery, CoreUserAnySearchQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_FIELDS } from './admin-user-fields';

/** Any user by name, full e-mail address or id, 10 a page. */
export const CORE_USER_ANY_SEARCH: TypedDocumentNode<CoreUserAnySearchQuery, CoreUserAnySearchQueryVariables> = gql`
  query coreUserAnySearch($text: String!, $pageNumber: Int) {
    coreUserAnySearch(text: $text, pageNumber: $pageNumber) {
      ${ADMIN_USER_FIELDS}
    }
  }
`;

export function useCoreUserAnySearchQuery(text: string, pageNumber: number, skip: boolean) {
  return useQuery(CORE_USER_ANY_SEARCH, { variables: { text, pageNumber }, skip, fetchPolicy: 'cache-and-network' });
}

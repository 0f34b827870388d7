import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { ClientNameSoftSearchQuery, ClientNameSoftSearchQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_FIELDS } from './admin-user-fields';

/** Clients (students and parents) whose names start with the words typed, at most 10. */
export const CLIENT_NAME_SOFT_SEARCH: TypedDocumentNode<ClientNameSoftSearchQuery, ClientNameSoftSearchQueryVariables> = gql`
  query clientNameSoftSearch($name: String!) {
    clientNameSoftSearch(name: $name) {
      ${ADMIN_USER_FIELDS}
    }
  }
`;

export function useClientNameSoftSearchQuery(name: string, skip: boolean) {
  return useQuery(CLIENT_NAME_SOFT_SEARCH, { variables: { name }, skip, fetchPolicy: 'cache-and-network' });
}

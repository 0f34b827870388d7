import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetUserSuggestionsByNameQuery, GetUserSuggestionsByNameQueryVariables } from '../../../lib/graphql/generated';

/** Up to 5 users whose names start with what is typed, offered under the search box. */
export const GET_USER_SUGGESTIONS_BY_NAME: TypedDocumentNode<GetUserSuggestionsByNameQuery, GetUserSuggestionsByNameQueryVariables> = gql`
  query getUserSuggestionsByName($name: String!) {
    getUserSuggestionsByName(name: $name) {
      id
      fullName
      profileTypes
    }
  }
`;

export function useUserSuggestionsByNameQuery(name: string, skip: boolean) {
  return useQuery(GET_USER_SUGGESTIONS_BY_NAME, { variables: { name }, skip });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { ContentSubNavigationQuery, ContentSubNavigationQueryVariables } from '../../../lib/graphql/generated';

export const GET_CONTENT_SUB_NAVIGATION: TypedDocumentNode<ContentSubNavigationQuery, ContentSubNavigationQueryVariables> = gql`
  query contentSubNavigation($slug: String!, $language: String) {
    contentSubNavigation(slug: $slug, language: $language) {
      id
      slug
      path
      menuTitle
      menuOrder
    }
  }
`;

export function useContentSubNavigationQuery(slug: string, language: string, skip: boolean) {
  return useQuery(GET_CONTENT_SUB_NAVIGATION, { variables: { slug, language }, skip });
}

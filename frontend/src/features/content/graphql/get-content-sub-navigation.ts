import { gql, useQuery } from '@apollo/client';
import { ContentPageSummary } from './content-page-fields';

export const GET_CONTENT_SUB_NAVIGATION = gql`
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
  return useQuery<{ contentSubNavigation: ContentPageSummary[] }>(GET_CONTENT_SUB_NAVIGATION, { variables: { slug, language }, skip });
}

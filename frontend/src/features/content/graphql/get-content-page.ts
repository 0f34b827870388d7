import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { ContentPageQuery, ContentPageQueryVariables } from '../../../lib/graphql/generated';
import { CONTENT_PAGE_FIELDS } from './content-page-fields';

export const GET_CONTENT_PAGE: TypedDocumentNode<ContentPageQuery, ContentPageQueryVariables> = gql`
  ${CONTENT_PAGE_FIELDS}
  query contentPage($slug: String!, $language: String) {
    contentPage(slug: $slug, language: $language) {
      ...ContentPageFields
    }
  }
`;

export function useContentPageQuery(slug: string, language: string) {
  return useQuery(GET_CONTENT_PAGE, { variables: { slug, language } });
}

import { gql, useQuery } from '@apollo/client';
import { CONTENT_PAGE_FIELDS, ContentPage } from './content-page-fields';

export const GET_CONTENT_PAGE = gql`
  ${CONTENT_PAGE_FIELDS}
  query contentPage($slug: String!, $language: String) {
    contentPage(slug: $slug, language: $language) {
      ...ContentPageFields
    }
  }
`;

export function useContentPageQuery(slug: string, language: string) {
  return useQuery<{ contentPage: ContentPage | null }>(GET_CONTENT_PAGE, { variables: { slug, language } });
}

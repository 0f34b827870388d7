import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { BlogArticlesQuery, BlogArticlesQueryVariables } from '../../../lib/graphql/generated';

/** The schools blog's articles: the pages under schools/blog, by menu order (the content source's sub-navigation of the first). */
export const GET_BLOG_ARTICLES: TypedDocumentNode<BlogArticlesQuery, BlogArticlesQueryVariables> = gql`
  query blogArticles($slug: String!, $language: String) {
    contentSubNavigation(slug: $slug, language: $language) {
      id
      slug
      path
      title
      description
      menuTitle
      menuOrder
    }
  }
`;

export const FIRST_BLOG_ARTICLE_SLUG = 'schools/blog/1';

export function useBlogArticlesQuery(language: string) {
  return useQuery(GET_BLOG_ARTICLES, { variables: { slug: FIRST_BLOG_ARTICLE_SLUG, language } });
}

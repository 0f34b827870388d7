import { gql } from '@apollo/client';

export interface ContentPageSummary {
  id: string;
  slug: string;
  path: string;
  menuTitle: string;
  menuOrder: number;
}

export type ContentBlock =
  | { __typename: 'ContentHeroBlock'; heading: string; subheading: string | null; ctaLabel: string | null; ctaHref: string | null }
  | { __typename: 'ContentRichTextBlock'; paragraphs: string[] }
  | { __typename: 'ContentFeatureListBlock'; heading: string | null; items: Array<{ title: string; body: string }> }
  | { __typename: 'ContentFaqBlock'; items: Array<{ question: string; answer: string }> }
  | { __typename: string };

export interface ContentPage extends ContentPageSummary {
  title: string;
  description: string;
  parentSlug: string | null;
  blocks: ContentBlock[];
}

export const CONTENT_PAGE_FIELDS = gql`
  fragment ContentPageFields on ContentPage {
    id
    slug
    path
    title
    description
    menuTitle
    menuOrder
    parentSlug
    blocks {
      __typename
      ... on ContentHeroBlock {
        heading
        subheading
        ctaLabel
        ctaHref
      }
      ... on ContentRichTextBlock {
        paragraphs
      }
      ... on ContentFeatureListBlock {
        heading
        items {
          title
          body
        }
      }
      ... on ContentFaqBlock {
        items {
          question
          answer
        }
      }
    }
  }
`;

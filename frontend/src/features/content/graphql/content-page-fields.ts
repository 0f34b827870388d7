import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ContentPageFieldsFragment, ContentSubNavigationQuery } from '../../../lib/graphql/generated';

/**
 * A block as the page shows it: the generated union, open to a block type this build does not know
 * (spec: an unknown content block shows an 'Unknown Component' box).
 */
export type ContentBlock = ContentPageFieldsFragment['blocks'][number] | { __typename: string };
/** A page as CONTENT_PAGE_FIELDS selects it. */
export type ContentPage = Omit<ContentPageFieldsFragment, 'blocks'> & { blocks: ContentBlock[] };
/** A page as the sub-navigation lists it. */
export type ContentPageSummary = ContentSubNavigationQuery['contentSubNavigation'][number];

export const CONTENT_PAGE_FIELDS: TypedDocumentNode<ContentPageFieldsFragment> = gql`
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

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { PricingPageQuery, PricingPageQueryVariables } from '../../../lib/graphql/generated';

/** The pricing page from the content source: its feature lists become the Clients and Tutors tabs. */
export const GET_PRICING_PAGE: TypedDocumentNode<PricingPageQuery, PricingPageQueryVariables> = gql`
  query pricingPage($language: String) {
    contentPage(slug: "pricing", language: $language) {
      id
      title
      description
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
  }
`;

export type PricingBlock = NonNullable<PricingPageQuery['contentPage']>['blocks'][number];

export function usePricingPageQuery(language: string) {
  return useQuery(GET_PRICING_PAGE, { variables: { language } });
}

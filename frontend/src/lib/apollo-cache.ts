import { InMemoryCache } from '@apollo/client';

/** Members of the schema's unions, so the cache can match fragments on them (keep in step with backend/schema.gql). */
export const POSSIBLE_TYPES = {
  ContentBlock: ['ContentHeroBlock', 'ContentRichTextBlock', 'ContentFeatureListBlock', 'ContentFaqBlock'],
};

export function createCache(options: { addTypename?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({ possibleTypes: POSSIBLE_TYPES, ...options });
}

import { InMemoryCache } from '@apollo/client';

/** Members of the schema's unions, so the cache can match fragments on them (keep in step with backend/schema.gql). */
export const POSSIBLE_TYPES = {
  ContentBlock: ['ContentHeroBlock', 'ContentRichTextBlock', 'ContentFeatureListBlock', 'ContentFaqBlock'],
};

export function createCache(): InMemoryCache {
  // A profile has no id of its own: queries selecting different fields of the signed-in user's profile merge them.
  // A tutor's onboarding is keyed by the tutor, so the header's badge and the checklist share one object; an admin's view of a user's rates by the user.
  return new InMemoryCache({ possibleTypes: POSSIBLE_TYPES, typePolicies: { Profile: { merge: true }, TutorOnboarding: { keyFields: ['tutorId'] }, AdminUserRates: { keyFields: ['userId'] } } });
}

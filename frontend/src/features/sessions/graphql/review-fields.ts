import type { GetAllReviewsForTutorQueryQuery } from '../../../lib/graphql/generated';

/** A review as REVIEW_FIELDS selects it. */
export type Review = GetAllReviewsForTutorQueryQuery['getAllReviewsForTutorQuery'][number];

export const REVIEW_FIELDS = `
  id
  clientId
  tutorId
  score
  comments
`;

import { gql, useQuery } from '@apollo/client';
import { Review, REVIEW_FIELDS } from './review-fields';

export interface AllReviewsForTutorData {
  getAllReviewsForTutorQuery: Review[];
}

/** Every review of the tutor: the review dialog finds the viewer's own among them, to edit it. */
export const GET_ALL_REVIEWS_FOR_TUTOR = gql`
  query getAllReviewsForTutorQuery($tutorId: ID!) {
    getAllReviewsForTutorQuery(tutorId: $tutorId) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useAllReviewsForTutorQuery(tutorId: string) {
  return useQuery<AllReviewsForTutorData, { tutorId: string }>(GET_ALL_REVIEWS_FOR_TUTOR, { variables: { tutorId }, fetchPolicy: 'network-only' });
}

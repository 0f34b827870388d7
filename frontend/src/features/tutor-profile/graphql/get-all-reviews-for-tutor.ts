import { gql } from '@apollo/client';
import { REVIEW_FIELDS, Review } from './tutor-profile-fields';

export interface GetAllReviewsForTutorData {
  getAllReviewsForTutorQuery: Review[];
}

export interface GetAllReviewsForTutorVariables {
  tutorId: string;
}

export const GET_ALL_REVIEWS_FOR_TUTOR = gql`
  query getTutorProfileReviews($tutorId: ID!) {
    getAllReviewsForTutorQuery(tutorId: $tutorId) {
      ${REVIEW_FIELDS}
    }
  }
`;

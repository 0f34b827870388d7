import { gql, useMutation } from '@apollo/client';
import { Review, REVIEW_FIELDS } from './review-fields';

export interface ReviewVariables {
  tutorId: string;
  score: number;
  comments: string;
}

export interface AddReviewData {
  addReviewMutation: Review;
}

/** A client who has worked with the tutor reviews them: a score from 1 to 5 and comments. */
export const ADD_REVIEW_MUTATION = gql`
  mutation addReviewMutation($tutorId: ID!, $score: Int!, $comments: String!) {
    addReviewMutation(tutorId: $tutorId, score: $score, comments: $comments) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useAddReviewMutation() {
  return useMutation<AddReviewData, ReviewVariables>(ADD_REVIEW_MUTATION, { refetchQueries: ['getAllReviewsForTutorQuery'] });
}

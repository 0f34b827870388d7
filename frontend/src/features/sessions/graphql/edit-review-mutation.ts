import { gql, useMutation } from '@apollo/client';
import { ReviewVariables } from './add-review-mutation';
import { Review, REVIEW_FIELDS } from './review-fields';

export interface EditReviewData {
  editReviewMutation: Review;
}

/** The client replaces the score and comments of their review of the tutor. */
export const EDIT_REVIEW_MUTATION = gql`
  mutation editReviewMutation($tutorId: ID!, $score: Int!, $comments: String!) {
    editReviewMutation(tutorId: $tutorId, score: $score, comments: $comments) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useEditReviewMutation() {
  return useMutation<EditReviewData, ReviewVariables>(EDIT_REVIEW_MUTATION, { refetchQueries: ['getAllReviewsForTutorQuery'] });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditReviewMutationMutation, EditReviewMutationMutationVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS } from './review-fields';

/** The client replaces the score and comments of their review of the tutor. */
export const EDIT_REVIEW_MUTATION: TypedDocumentNode<EditReviewMutationMutation, EditReviewMutationMutationVariables> = gql`
  mutation editReviewMutation($tutorId: ID!, $score: Int!, $comments: String!) {
    editReviewMutation(tutorId: $tutorId, score: $score, comments: $comments) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useEditReviewMutation() {
  return useMutation(EDIT_REVIEW_MUTATION, { refetchQueries: ['getAllReviewsForTutorQuery'] });
}

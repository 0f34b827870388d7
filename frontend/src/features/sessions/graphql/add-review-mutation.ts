import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddReviewMutationMutation, AddReviewMutationMutationVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS } from './review-fields';

/** A client who has worked with the tutor reviews them: a score from 1 to 5 and comments. */
export const ADD_REVIEW_MUTATION: TypedDocumentNode<AddReviewMutationMutation, AddReviewMutationMutationVariables> = gql`
  mutation addReviewMutation($tutorId: ID!, $score: Int!, $comments: String!, $idempotencyKey: String) {
    addReviewMutation(tutorId: $tutorId, score: $score, comments: $comments, idempotencyKey: $idempotencyKey) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useAddReviewMutation() {
  return useMutation(ADD_REVIEW_MUTATION, { refetchQueries: ['getAllReviewsForTutorQuery'] });
}

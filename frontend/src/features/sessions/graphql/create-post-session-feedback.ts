import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CreatePostSessionFeedbackMutation, CreatePostSessionFeedbackMutationVariables } from '../../../lib/graphql/generated';

/** The client answers a session's check-in survey, once. */
export const CREATE_POST_SESSION_FEEDBACK: TypedDocumentNode<CreatePostSessionFeedbackMutation, CreatePostSessionFeedbackMutationVariables> = gql`
  mutation createPostSessionFeedback($sessionId: ID!, $q1Score: Int!, $q2Score: Int!, $q3Score: Int!, $extraComments: String, $idempotencyKey: String) {
    createPostSessionFeedback(sessionId: $sessionId, q1Score: $q1Score, q2Score: $q2Score, q3Score: $q3Score, extraComments: $extraComments, idempotencyKey: $idempotencyKey) {
      sessionId
    }
  }
`;

export function useCreatePostSessionFeedbackMutation() {
  return useMutation(CREATE_POST_SESSION_FEEDBACK, { refetchQueries: ['checkForSessionFeedback'] });
}

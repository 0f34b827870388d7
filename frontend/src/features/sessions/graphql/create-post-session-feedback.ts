import { gql, useMutation } from '@apollo/client';

export interface CreatePostSessionFeedbackVariables {
  sessionId: string;
  q1Score: number;
  q2Score: number;
  q3Score: number;
  extraComments?: string | null;
}

export interface CreatePostSessionFeedbackData {
  createPostSessionFeedback: { sessionId: string };
}

/** The client answers a session's check-in survey, once. */
export const CREATE_POST_SESSION_FEEDBACK = gql`
  mutation createPostSessionFeedback($sessionId: ID!, $q1Score: Int!, $q2Score: Int!, $q3Score: Int!, $extraComments: String) {
    createPostSessionFeedback(sessionId: $sessionId, q1Score: $q1Score, q2Score: $q2Score, q3Score: $q3Score, extraComments: $extraComments) {
      sessionId
    }
  }
`;

export function useCreatePostSessionFeedbackMutation() {
  return useMutation<CreatePostSessionFeedbackData, CreatePostSessionFeedbackVariables>(CREATE_POST_SESSION_FEEDBACK, { refetchQueries: ['checkForSessionFeedback'] });
}

import { gql, useMutation } from '@apollo/client';

export interface SetClientSessionFeedbackVariables {
  sessionId: string;
  clientFeedback: string;
}

export interface SetClientSessionFeedbackData {
  setClientSessionFeedback: { id: string; clientFeedback: string | null };
}

/** The client's feedback on a session that has ended. */
export const SET_CLIENT_SESSION_FEEDBACK = gql`
  mutation setClientSessionFeedback($sessionId: ID!, $clientFeedback: String!) {
    setClientSessionFeedback(sessionId: $sessionId, clientFeedback: $clientFeedback) {
      id
      clientFeedback
    }
  }
`;

export function useSetClientSessionFeedbackMutation() {
  return useMutation<SetClientSessionFeedbackData, SetClientSessionFeedbackVariables>(SET_CLIENT_SESSION_FEEDBACK, {
    refetchQueries: ['getCompletedSessionSummaryV3'],
  });
}

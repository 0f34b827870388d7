import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SetClientSessionFeedbackMutation, SetClientSessionFeedbackMutationVariables } from '../../../lib/graphql/generated';

/** The client's feedback on a session that has ended. */
export const SET_CLIENT_SESSION_FEEDBACK: TypedDocumentNode<SetClientSessionFeedbackMutation, SetClientSessionFeedbackMutationVariables> = gql`
  mutation setClientSessionFeedback($sessionId: ID!, $clientFeedback: String!) {
    setClientSessionFeedback(sessionId: $sessionId, clientFeedback: $clientFeedback) {
      id
      clientFeedback
    }
  }
`;

export function useSetClientSessionFeedbackMutation() {
  return useMutation(SET_CLIENT_SESSION_FEEDBACK, {
    refetchQueries: ['getCompletedSessionSummaryV3'],
  });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SetTutorSessionSummaryMutation, SetTutorSessionSummaryMutationVariables } from '../../../lib/graphql/generated';

/** The tutor's summary of a session that has ended. */
export const SET_TUTOR_SESSION_SUMMARY: TypedDocumentNode<SetTutorSessionSummaryMutation, SetTutorSessionSummaryMutationVariables> = gql`
  mutation setTutorSessionSummary($sessionId: ID!, $tutorSummary: String!) {
    setTutorSessionSummary(sessionId: $sessionId, tutorSummary: $tutorSummary) {
      id
      tutorSummary
    }
  }
`;

export function useSetTutorSessionSummaryMutation() {
  return useMutation(SET_TUTOR_SESSION_SUMMARY, {
    refetchQueries: ['getCompletedSessionSummaryV3'],
  });
}

import { gql, useMutation } from '@apollo/client';

export interface SetTutorSessionSummaryVariables {
  sessionId: string;
  tutorSummary: string;
}

export interface SetTutorSessionSummaryData {
  setTutorSessionSummary: { id: string; tutorSummary: string | null };
}

/** The tutor's summary of a session that has ended. */
export const SET_TUTOR_SESSION_SUMMARY = gql`
  mutation setTutorSessionSummary($sessionId: ID!, $tutorSummary: String!) {
    setTutorSessionSummary(sessionId: $sessionId, tutorSummary: $tutorSummary) {
      id
      tutorSummary
    }
  }
`;

export function useSetTutorSessionSummaryMutation() {
  return useMutation<SetTutorSessionSummaryData, SetTutorSessionSummaryVariables>(SET_TUTOR_SESSION_SUMMARY, {
    refetchQueries: ['getCompletedSessionSummaryV3'],
  });
}

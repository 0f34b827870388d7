import { gql, useMutation } from '@apollo/client';

export interface ReportOnlineLessonIssueVariables {
  sessionId: string;
  issue: string;
  idempotencyKey?: string;
}

/** A participant reports a problem with a session's online lesson for the team. */
export const REPORT_ONLINE_LESSON_ISSUE = gql`
  mutation reportOnlineLessonIssue($sessionId: ID!, $issue: String!, $idempotencyKey: String) {
    reportOnlineLessonIssue(sessionId: $sessionId, issue: $issue, idempotencyKey: $idempotencyKey)
  }
`;

export function useReportOnlineLessonIssueMutation() {
  return useMutation<{ reportOnlineLessonIssue: string }, ReportOnlineLessonIssueVariables>(REPORT_ONLINE_LESSON_ISSUE);
}

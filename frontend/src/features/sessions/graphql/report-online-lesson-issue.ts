import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ReportOnlineLessonIssueMutation, ReportOnlineLessonIssueMutationVariables } from '../../../lib/graphql/generated';

/** A participant reports a problem with a session's online lesson for the team. */
export const REPORT_ONLINE_LESSON_ISSUE: TypedDocumentNode<ReportOnlineLessonIssueMutation, ReportOnlineLessonIssueMutationVariables> = gql`
  mutation reportOnlineLessonIssue($sessionId: ID!, $issue: String!, $idempotencyKey: String) {
    reportOnlineLessonIssue(sessionId: $sessionId, issue: $issue, idempotencyKey: $idempotencyKey)
  }
`;

export function useReportOnlineLessonIssueMutation() {
  return useMutation(REPORT_ONLINE_LESSON_ISSUE);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AdminReportOnlineLessonIssueMutation, AdminReportOnlineLessonIssueMutationVariables } from '../../../lib/graphql/generated';

/** An admin reports a problem with a session's online lesson (the reports queue); once per idempotency key. */
export const ADMIN_REPORT_ONLINE_LESSON_ISSUE: TypedDocumentNode<AdminReportOnlineLessonIssueMutation, AdminReportOnlineLessonIssueMutationVariables> = gql`
  mutation adminReportOnlineLessonIssue($sessionId: ID!, $issue: String!, $idempotencyKey: String) {
    adminReportOnlineLessonIssue(sessionId: $sessionId, issue: $issue, idempotencyKey: $idempotencyKey)
  }
`;

export function useAdminReportOnlineLessonIssueMutation() {
  return useMutation(ADMIN_REPORT_ONLINE_LESSON_ISSUE);
}

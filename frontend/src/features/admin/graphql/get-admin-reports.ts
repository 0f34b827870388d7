import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AdminReportsQuery, AdminReportsQueryVariables } from '../../../lib/graphql/generated';

/** The reports queue: user reports (with their conversation's last messages) and online-lesson issues. */
export const GET_ADMIN_REPORTS: TypedDocumentNode<AdminReportsQuery, AdminReportsQueryVariables> = gql`
  query adminReports($includeResolved: Boolean, $pageNumber: Int) {
    getAdminReports(includeResolved: $includeResolved, pageNumber: $pageNumber) {
      total
      pageNumber
      exhausted
      reports {
        id
        kind
        reporter {
          id
          name
        }
        reportedUser {
          id
          name
        }
        sessionId
        reason
        details
        reportedAt
        conversationId
        conversationContext {
          id
          fromUserId
          body
          sentAt
        }
        resolvedAt
        resolutionNote
      }
    }
  }
`;

export type AdminReport = AdminReportsQuery['getAdminReports']['reports'][number];

export function useAdminReportsQuery(includeResolved: boolean, pageNumber: number) {
  return useQuery(GET_ADMIN_REPORTS, { variables: { includeResolved, pageNumber }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

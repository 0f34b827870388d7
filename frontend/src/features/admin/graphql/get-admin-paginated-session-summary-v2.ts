import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminPaginatedSessionSummaryV2Query, GetAdminPaginatedSessionSummaryV2QueryVariables } from '../../../lib/graphql/generated';

export type AdminSessionSummaryPage = GetAdminPaginatedSessionSummaryV2Query['getAdminPaginatedSessionSummaryV2'];
export type AdminClientSessionSummary = AdminSessionSummaryPage['summaries'][number];

/** The month's ended sessions per client and tutor, filtered, 10 a page, with the totals. Admins only. */
export const GET_ADMIN_PAGINATED_SESSION_SUMMARY_V2: TypedDocumentNode<GetAdminPaginatedSessionSummaryV2Query, GetAdminPaginatedSessionSummaryV2QueryVariables> = gql`
  query getAdminPaginatedSessionSummaryV2($input: AdminSessionSummaryInput!) {
    getAdminPaginatedSessionSummaryV2(input: $input) {
      total
      pageNumber
      exhausted
      monthlySessions
      monthlyMins
      monthlyTotal
      monthlyTotalFee
      summaries {
        client {
          id
          firstName
          lastName
        }
        tutor {
          id
          firstName
          lastName
        }
        pairId
        numSessions
        numMins
        rate
        total
        totalFee
        clientFee
        tutorFee
        sessionIdsWithoutFeedback
        sessionIds
      }
    }
  }
`;

export function useAdminSessionSummaryQuery(variables: GetAdminPaginatedSessionSummaryV2QueryVariables) {
  return useQuery(GET_ADMIN_PAGINATED_SESSION_SUMMARY_V2, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetCompletedSessionSummaryV3Query, GetCompletedSessionSummaryV3QueryVariables } from '../../../lib/graphql/generated';

export type ClientSessionSummary = GetCompletedSessionSummaryV3Query['getCompletedSessionSummaryV3']['summaries'][number];

/** Spec section 3, Session summary per client: the month's ended sessions per person, with the monthly totals. */
export const GET_COMPLETED_SESSION_SUMMARY_V3: TypedDocumentNode<GetCompletedSessionSummaryV3Query, GetCompletedSessionSummaryV3QueryVariables> = gql`
  query getCompletedSessionSummaryV3($input: CompletedSessionSummaryInput!) {
    getCompletedSessionSummaryV3(input: $input) {
      monthlyTotal
      monthlyTotalFee
      monthlyRefunded
      summaries {
        user {
          id
          firstName
          lastName
          profileId
        }
        pairId
        numSessions
        numMins
        rate
        total
        totalFee
        refunded
        sessionIdsWithoutFeedback
      }
    }
  }
`;

export function useCompletedSessionSummaryQuery(variables: GetCompletedSessionSummaryV3QueryVariables) {
  return useQuery(GET_COMPLETED_SESSION_SUMMARY_V3, { variables, fetchPolicy: 'cache-and-network' });
}

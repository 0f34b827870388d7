import { gql, useQuery } from '@apollo/client';
import { SessionPerson } from './session-fields';

export interface CompletedSessionSummaryVariables {
  input: { isTutorContext: boolean; month: number; year: number };
}

export interface ClientSessionSummary {
  user: SessionPerson;
  pairId: string | null;
  numSessions: number;
  numMins: number;
  rate: number;
  total: number;
  totalFee: number;
  sessionIdsWithoutFeedback: string[];
}

export interface CompletedSessionSummaryData {
  getCompletedSessionSummaryV3: { monthlyTotal: number; monthlyTotalFee: number; summaries: ClientSessionSummary[] };
}

/** Spec section 3, Session summary per client: the month's ended sessions per person, with the monthly totals. */
export const GET_COMPLETED_SESSION_SUMMARY_V3 = gql`
  query getCompletedSessionSummaryV3($input: CompletedSessionSummaryInput!) {
    getCompletedSessionSummaryV3(input: $input) {
      monthlyTotal
      monthlyTotalFee
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
        sessionIdsWithoutFeedback
      }
    }
  }
`;

export function useCompletedSessionSummaryQuery(variables: CompletedSessionSummaryVariables) {
  return useQuery<CompletedSessionSummaryData, CompletedSessionSummaryVariables>(GET_COMPLETED_SESSION_SUMMARY_V3, { variables, fetchPolicy: 'cache-and-network' });
}

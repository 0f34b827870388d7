import { gql, useQuery } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface UpcomingSessionsVariables {
  isTutorContext: boolean;
  pageNum: number;
}

export interface UpcomingSessionsData {
  getUpcomingSessions: { sessions: Session[]; hasMore: boolean; pageNum: number; totalSessions: number };
}

/** Spec section 7: pages of 10 upcoming sessions, soonest first, as tutor or as client. */
export const GET_UPCOMING_SESSIONS = gql`
  query getUpcomingSessions($isTutorContext: Boolean!, $pageNum: Int) {
    getUpcomingSessions(isTutorContext: $isTutorContext, pageNum: $pageNum) {
      sessions {
        ${SESSION_FIELDS}
      }
      hasMore
      pageNum
      totalSessions
    }
  }
`;

export function useUpcomingSessionsQuery(variables: UpcomingSessionsVariables) {
  return useQuery<UpcomingSessionsData, UpcomingSessionsVariables>(GET_UPCOMING_SESSIONS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

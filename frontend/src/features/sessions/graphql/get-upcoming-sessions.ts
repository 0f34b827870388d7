import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetUpcomingSessionsQuery, GetUpcomingSessionsQueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** Spec section 7: pages of 10 upcoming sessions, soonest first, as tutor or as client. */
export const GET_UPCOMING_SESSIONS: TypedDocumentNode<GetUpcomingSessionsQuery, GetUpcomingSessionsQueryVariables> = gql`
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

export function useUpcomingSessionsQuery(variables: GetUpcomingSessionsQueryVariables) {
  return useQuery(GET_UPCOMING_SESSIONS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

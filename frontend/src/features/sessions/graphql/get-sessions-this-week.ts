import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetSessionsThisWeekQuery, GetSessionsThisWeekQueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/**
 * The tutor's calendar on these local dates (YYYY-MM-DD), for the dashboard's week and the session
 * dialog's day agenda. A slot without a session is one of the tutor's sessions with someone else:
 * the server tells a client only that the tutor is busy then.
 */
export const GET_SESSIONS_THIS_WEEK: TypedDocumentNode<GetSessionsThisWeekQuery, GetSessionsThisWeekQueryVariables> = gql`
  query getSessionsThisWeek($tutorId: ID!, $dates: [String!]!) {
    getSessionsThisWeek(tutorId: $tutorId, dates: $dates) {
      date
      startTime
      endTime
      session {
        ${SESSION_FIELDS}
      }
    }
  }
`;

export type CalendarSlot = GetSessionsThisWeekQuery['getSessionsThisWeek'][number];

export function useSessionsThisWeekQuery(variables: GetSessionsThisWeekQueryVariables, skip = false) {
  return useQuery(GET_SESSIONS_THIS_WEEK, { variables, skip, fetchPolicy: 'cache-and-network' });
}

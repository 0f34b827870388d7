import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetSessionsThisWeekQuery, GetSessionsThisWeekQueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** The tutor's sessions on these local dates (YYYY-MM-DD), for the calendar view of the session dialog. */
export const GET_SESSIONS_THIS_WEEK: TypedDocumentNode<GetSessionsThisWeekQuery, GetSessionsThisWeekQueryVariables> = gql`
  query getSessionsThisWeek($tutorId: ID!, $dates: [String!]!) {
    getSessionsThisWeek(tutorId: $tutorId, dates: $dates) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useSessionsThisWeekQuery(variables: GetSessionsThisWeekQueryVariables, skip = false) {
  return useQuery(GET_SESSIONS_THIS_WEEK, { variables, skip, fetchPolicy: 'cache-and-network' });
}

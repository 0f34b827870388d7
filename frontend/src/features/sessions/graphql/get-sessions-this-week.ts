import { gql, useQuery } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface SessionsThisWeekVariables {
  tutorId: string;
  dates: string[];
}

export interface SessionsThisWeekData {
  getSessionsThisWeek: Session[];
}

/** The tutor's sessions on these local dates (YYYY-MM-DD), for the calendar view of the session dialog. */
export const GET_SESSIONS_THIS_WEEK = gql`
  query getSessionsThisWeek($tutorId: ID!, $dates: [String!]!) {
    getSessionsThisWeek(tutorId: $tutorId, dates: $dates) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useSessionsThisWeekQuery(variables: SessionsThisWeekVariables, skip = false) {
  return useQuery<SessionsThisWeekData, SessionsThisWeekVariables>(GET_SESSIONS_THIS_WEEK, { variables, skip, fetchPolicy: 'cache-and-network' });
}

import { gql, useLazyQuery } from '@apollo/client';

export interface OpenLessonspaceSessionVariables {
  sessionId: string;
  tuteeId: string;
  tutorId: string;
}

export interface OpenLessonspaceSessionData {
  openLessonspaceSession: { roomId: string; url: string };
}

/** The viewer's own link into a one-on-one session's online lesson space. */
export const OPEN_LESSONSPACE_SESSION = gql`
  query openLessonspaceSession($sessionId: ID!, $tuteeId: ID!, $tutorId: ID!) {
    openLessonspaceSession(sessionId: $sessionId, tuteeId: $tuteeId, tutorId: $tutorId) {
      roomId
      url
    }
  }
`;

export function useOpenLessonspaceSessionLazyQuery() {
  return useLazyQuery<OpenLessonspaceSessionData, OpenLessonspaceSessionVariables>(OPEN_LESSONSPACE_SESSION, { fetchPolicy: 'network-only' });
}

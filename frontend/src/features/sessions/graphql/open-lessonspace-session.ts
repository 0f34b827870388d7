import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { OpenLessonspaceSessionQuery, OpenLessonspaceSessionQueryVariables } from '../../../lib/graphql/generated';

/** The viewer's own link into a one-on-one session's online lesson space. */
export const OPEN_LESSONSPACE_SESSION: TypedDocumentNode<OpenLessonspaceSessionQuery, OpenLessonspaceSessionQueryVariables> = gql`
  query openLessonspaceSession($sessionId: ID!, $tuteeId: ID!, $tutorId: ID!) {
    openLessonspaceSession(sessionId: $sessionId, tuteeId: $tuteeId, tutorId: $tutorId) {
      roomId
      url
    }
  }
`;

export function useOpenLessonspaceSessionLazyQuery() {
  return useLazyQuery(OPEN_LESSONSPACE_SESSION, { fetchPolicy: 'network-only' });
}

import { gql, useMutation } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface DropSessionData {
  dropSession: Session;
}

/** The viewer leaves an upcoming drop-in or group session. */
export const DROP_SESSION = gql`
  mutation dropSession($sessionId: ID!) {
    dropSession(sessionId: $sessionId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useDropSessionMutation() {
  return useMutation<DropSessionData, { sessionId: string }>(DROP_SESSION, { refetchQueries: ['getUpcomingSessions'] });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { DropSessionMutation, DropSessionMutationVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** The viewer leaves an upcoming drop-in or group session. */
export const DROP_SESSION: TypedDocumentNode<DropSessionMutation, DropSessionMutationVariables> = gql`
  mutation dropSession($sessionId: ID!) {
    dropSession(sessionId: $sessionId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useDropSessionMutation() {
  return useMutation(DROP_SESSION, { refetchQueries: ['getUpcomingSessions'] });
}

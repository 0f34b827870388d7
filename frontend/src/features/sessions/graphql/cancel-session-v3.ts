import { gql, useMutation } from '@apollo/client';
import { EditScope, Session, SESSION_FIELDS } from './session-fields';

export interface CancelSessionVariables {
  sessionId: string;
  cancelScope: EditScope;
}

export interface CancelSessionData {
  cancelSessionV3: Session & { cancellationNotice: boolean };
}

/** Cancels an upcoming session (or deletes a recently completed one before its processing time). */
export const CANCEL_SESSION_V3 = gql`
  mutation cancelSessionV3($sessionId: ID!, $cancelScope: EditScope) {
    cancelSessionV3(sessionId: $sessionId, cancelScope: $cancelScope) {
      ${SESSION_FIELDS}
      cancellationNotice
    }
  }
`;

export function useCancelSessionMutation() {
  return useMutation<CancelSessionData, CancelSessionVariables>(CANCEL_SESSION_V3, {
    refetchQueries: ['getUpcomingSessions', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

import { gql, useMutation } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface FixErrorSessionData {
  fixErrorSession: Session;
}

/** After the card is updated, the session whose payout failed is processed again. */
export const FIX_ERROR_SESSION = gql`
  mutation fixErrorSession($sessionId: ID!) {
    fixErrorSession(sessionId: $sessionId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useFixErrorSessionMutation() {
  return useMutation<FixErrorSessionData, { sessionId: string }>(FIX_ERROR_SESSION, {
    refetchQueries: ['getPaymentErrorSessionsForUserV2', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { FixErrorSessionMutation, FixErrorSessionMutationVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** After the card is updated, the session whose payout failed is processed again. */
export const FIX_ERROR_SESSION: TypedDocumentNode<FixErrorSessionMutation, FixErrorSessionMutationVariables> = gql`
  mutation fixErrorSession($sessionId: ID!) {
    fixErrorSession(sessionId: $sessionId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useFixErrorSessionMutation() {
  return useMutation(FIX_ERROR_SESSION, {
    refetchQueries: ['getPaymentErrorSessionsForUserV2', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CancelSessionV3Mutation, CancelSessionV3MutationVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** Cancels an upcoming session (or deletes a recently completed one before its processing time). */
export const CANCEL_SESSION_V3: TypedDocumentNode<CancelSessionV3Mutation, CancelSessionV3MutationVariables> = gql`
  mutation cancelSessionV3($sessionId: ID!, $cancelScope: EditScope, $expectedRevision: Int) {
    cancelSessionV3(sessionId: $sessionId, cancelScope: $cancelScope, expectedRevision: $expectedRevision) {
      ${SESSION_FIELDS}
      cancellationNotice
    }
  }
`;

export function useCancelSessionMutation() {
  return useMutation(CANCEL_SESSION_V3, {
    refetchQueries: ['getUpcomingSessions', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

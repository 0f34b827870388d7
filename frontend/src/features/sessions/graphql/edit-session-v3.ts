import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditSessionV3Mutation, EditSessionV3MutationVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

export type { EditSessionInput } from '../../../lib/graphql/generated';

/** Edits a session, or with editScope ALL every occurrence of its series not yet started. */
export const EDIT_SESSION_V3: TypedDocumentNode<EditSessionV3Mutation, EditSessionV3MutationVariables> = gql`
  mutation editSessionV3($sessionId: ID!, $editScope: EditScope, $input: EditSessionInput!, $expectedRevision: Int) {
    editSessionV3(sessionId: $sessionId, editScope: $editScope, input: $input, expectedRevision: $expectedRevision) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useEditSessionMutation() {
  return useMutation(EDIT_SESSION_V3, {
    refetchQueries: ['getUpcomingSessions', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

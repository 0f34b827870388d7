import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { UpdateArchiveStateMutation, UpdateArchiveStateMutationVariables } from '../../../lib/graphql/generated';

export const UPDATE_ARCHIVE_STATE: TypedDocumentNode<UpdateArchiveStateMutation, UpdateArchiveStateMutationVariables> = gql`
  mutation updateArchiveState($conversationId: ID!, $isArchived: Boolean!) {
    updateArchiveState(conversationId: $conversationId, isArchived: $isArchived) {
      id
      isArchived
    }
  }
`;

export function useUpdateArchiveStateMutation() {
  return useMutation(UPDATE_ARCHIVE_STATE, {
    refetchQueries: ['getPaginatedConversationList'],
  });
}

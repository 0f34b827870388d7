import { gql, useMutation } from '@apollo/client';

export const UPDATE_ARCHIVE_STATE = gql`
  mutation updateArchiveState($conversationId: ID!, $isArchived: Boolean!) {
    updateArchiveState(conversationId: $conversationId, isArchived: $isArchived) {
      id
      isArchived
    }
  }
`;

export function useUpdateArchiveStateMutation() {
  return useMutation<{ updateArchiveState: { id: string; isArchived: boolean } }, { conversationId: string; isArchived: boolean }>(UPDATE_ARCHIVE_STATE, {
    refetchQueries: ['getPaginatedConversationList'],
  });
}

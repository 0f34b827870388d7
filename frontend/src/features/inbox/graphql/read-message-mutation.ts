import { gql, useMutation } from '@apollo/client';

/** Marks every message of the conversation so far as read by the viewer. */
export const READ_MESSAGE_MUTATION = gql`
  mutation readMessageMutation($conversationId: ID!) {
    readMessageMutation(conversationId: $conversationId)
  }
`;

export function useReadMessageMutation() {
  return useMutation<{ readMessageMutation: boolean }, { conversationId: string }>(READ_MESSAGE_MUTATION, { refetchQueries: ['getUnreadMessageCount'] });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ReadMessageMutationMutation, ReadMessageMutationMutationVariables } from '../../../lib/graphql/generated';

/** Marks every message of the conversation so far as read by the viewer. */
export const READ_MESSAGE_MUTATION: TypedDocumentNode<ReadMessageMutationMutation, ReadMessageMutationMutationVariables> = gql`
  mutation readMessageMutation($conversationId: ID!) {
    readMessageMutation(conversationId: $conversationId)
  }
`;

export function useReadMessageMutation() {
  return useMutation(READ_MESSAGE_MUTATION, { refetchQueries: ['getUnreadMessageCount'] });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendErrorMessageFollowUpToUserMutation, SendErrorMessageFollowUpToUserMutationVariables } from '../../../lib/graphql/generated';

/** E-mails the client of a session in ERROR a reminder to update their card (at most once a day per session). */
export const SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER: TypedDocumentNode<SendErrorMessageFollowUpToUserMutation, SendErrorMessageFollowUpToUserMutationVariables> = gql`
  mutation sendErrorMessageFollowUpToUser($sessionId: ID!) {
    sendErrorMessageFollowUpToUser(sessionId: $sessionId)
  }
`;

export function useSendErrorMessageFollowUpMutation() {
  return useMutation(SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER);
}

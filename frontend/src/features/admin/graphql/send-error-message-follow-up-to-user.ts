import { gql, useMutation } from '@apollo/client';

export interface SendErrorMessageFollowUpData {
  sendErrorMessageFollowUpToUser: boolean;
}

/** E-mails the client of a session in ERROR a reminder to update their card (at most once a day per session). */
export const SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER = gql`
  mutation sendErrorMessageFollowUpToUser($sessionId: ID!) {
    sendErrorMessageFollowUpToUser(sessionId: $sessionId)
  }
`;

export function useSendErrorMessageFollowUpMutation() {
  return useMutation<SendErrorMessageFollowUpData, { sessionId: string }>(SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER);
}

import { gql } from '@apollo/client';

/** The Inbox badge. */
export const GET_UNREAD_MESSAGE_COUNT = gql`
  query getUnreadMessageCount {
    getUnreadMessageCount
  }
`;

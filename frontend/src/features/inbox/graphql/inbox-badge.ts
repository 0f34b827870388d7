import { gql } from '@apollo/client';

/** The Inbox badge's new count, pushed whenever it changes. */
export const INBOX_BADGE = gql`
  subscription inboxBadge {
    inboxBadge
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { InboxBadgeSubscription, InboxBadgeSubscriptionVariables } from '../../../lib/graphql/generated';

/** The Inbox badge's new count, pushed whenever it changes. */
export const INBOX_BADGE: TypedDocumentNode<InboxBadgeSubscription, InboxBadgeSubscriptionVariables> = gql`
  subscription inboxBadge {
    inboxBadge
  }
`;

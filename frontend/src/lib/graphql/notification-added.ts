import { gql, type TypedDocumentNode } from '@apollo/client';
import type { NotificationAddedSubscription, NotificationAddedSubscriptionVariables } from './generated';

/**
 * A notification's fields, as the notification list and every listener of the push select them.
 * Shared code (lib/): the notifications feature lists them, the inbox listens to the push.
 */
export const NOTIFICATION_FIELDS = `
  id
  type
  details
  fromName
  isRead
  link
  createdAt
`;

/** The push of the signed-in user's new notifications. */
export const NOTIFICATION_ADDED: TypedDocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables> = gql`
  subscription notificationAdded {
    notificationAdded {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

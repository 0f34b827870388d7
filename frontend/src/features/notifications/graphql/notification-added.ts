import { gql, type TypedDocumentNode } from '@apollo/client';
import type { NotificationAddedSubscription, NotificationAddedSubscriptionVariables } from '../../../lib/graphql/generated';
import { NOTIFICATION_FIELDS } from './get-notifications-query';

export const NOTIFICATION_ADDED: TypedDocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables> = gql`
  subscription notificationAdded {
    notificationAdded {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

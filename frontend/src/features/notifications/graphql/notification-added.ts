import { gql } from '@apollo/client';
import { AppNotification, NOTIFICATION_FIELDS } from './get-notifications-query';

export interface NotificationAddedData {
  notificationAdded: AppNotification;
}

export const NOTIFICATION_ADDED = gql`
  subscription notificationAdded {
    notificationAdded {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

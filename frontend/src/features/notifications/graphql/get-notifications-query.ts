import { gql } from '@apollo/client';

export interface AppNotification {
  id: string;
  type: string;
  details: string;
  fromName: string;
  isRead: boolean;
  link: string | null;
  createdAt: string;
}

export interface NotificationsData {
  getNotificationsQuery: AppNotification[];
}

export const NOTIFICATION_FIELDS = `
  id
  type
  details
  fromName
  isRead
  link
  createdAt
`;

/** The signed-in user's notifications, newest first. */
export const GET_NOTIFICATIONS_QUERY = gql`
  query getNotificationsQuery {
    getNotificationsQuery {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

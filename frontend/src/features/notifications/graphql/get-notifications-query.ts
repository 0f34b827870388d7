import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetNotificationsQueryQuery, GetNotificationsQueryQueryVariables } from '../../../lib/graphql/generated';

export interface AppNotification {
  id: string;
  type: string;
  details: string;
  fromName: string;
  isRead: boolean;
  link: string | null;
  createdAt: string;
}

export type NotificationsData = GetNotificationsQueryQuery;

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
export const GET_NOTIFICATIONS_QUERY: TypedDocumentNode<GetNotificationsQueryQuery, GetNotificationsQueryQueryVariables> = gql`
  query getNotificationsQuery {
    getNotificationsQuery {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

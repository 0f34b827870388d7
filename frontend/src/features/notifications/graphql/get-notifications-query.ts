import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetNotificationsQueryQuery, GetNotificationsQueryQueryVariables } from '../../../lib/graphql/generated';

/** A notification as NOTIFICATION_FIELDS selects it. */
export type AppNotification = GetNotificationsQueryQuery['getNotificationsQuery'][number];

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

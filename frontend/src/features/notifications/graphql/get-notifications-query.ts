import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetNotificationsQueryQuery, GetNotificationsQueryQueryVariables } from '../../../lib/graphql/generated';
import { NOTIFICATION_FIELDS } from '../../../lib/graphql/notification-added';

/** A notification as NOTIFICATION_FIELDS selects it. */
export type AppNotification = GetNotificationsQueryQuery['getNotificationsQuery'][number];

/** The signed-in user's notifications, newest first. */
export const GET_NOTIFICATIONS_QUERY: TypedDocumentNode<GetNotificationsQueryQuery, GetNotificationsQueryQueryVariables> = gql`
  query getNotificationsQuery {
    getNotificationsQuery {
      ${NOTIFICATION_FIELDS}
    }
  }
`;

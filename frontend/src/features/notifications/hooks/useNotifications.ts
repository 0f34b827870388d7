import { useQuery } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import { AppNotification, GET_NOTIFICATIONS_QUERY } from '../graphql/get-notifications-query';
import { NOTIFICATION_ADDED } from '../../../lib/graphql/notification-added';

export interface Notifications {
  notifications: AppNotification[];
  /** Unread ones, for the bell's badge; null until known. */
  unreadCount: number | null;
  /** Replaces the list held (after a click removes one, or clear all). */
  setNotifications: (notifications: AppNotification[]) => void;
}

/**
 * Spec section 6: notifications are fetched only for a signed-in user; notificationAdded puts new
 * ones at the top of the list.
 */
export function useNotifications(signedIn: boolean): Notifications {
  const { data, subscribeToMore, updateQuery } = useQuery(GET_NOTIFICATIONS_QUERY, { skip: !signedIn });
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToMore({
      document: NOTIFICATION_ADDED,
      updateQuery: (current, { subscriptionData }) => {
        const added = subscriptionData.data?.notificationAdded;
        if (!added || current.getNotificationsQuery.some((each) => each.id === added.id)) return current;
        return { getNotificationsQuery: [added, ...current.getNotificationsQuery] };
      },
    });
  }, [signedIn, subscribeToMore]);
  const setNotifications = useCallback((notifications: AppNotification[]) => updateQuery(() => ({ getNotificationsQuery: notifications })), [updateQuery]);
  const notifications = data?.getNotificationsQuery ?? [];
  return { notifications, unreadCount: data ? notifications.filter((each) => !each.isRead).length : null, setNotifications };
}

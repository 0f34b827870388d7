import { createContext, useContext } from 'react';

/**
 * The popover under the bell that holds the notifications list. A click on a notification leaves
 * the list open until its read is recorded, so a failure can be shown ('Error occurred.'); on
 * success the list calls `close` and goes to the notification's link.
 */
export interface NotificationsPanel {
  close: () => void;
}

export const NotificationsPanelContext = createContext<NotificationsPanel>({ close: () => undefined });

export function useNotificationsPanel(): NotificationsPanel {
  return useContext(NotificationsPanelContext);
}

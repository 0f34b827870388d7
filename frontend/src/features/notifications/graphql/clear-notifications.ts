import { gql, useMutation } from '@apollo/client';

/** Spec section 7: clear notifications (no arguments). */
export const CLEAR_NOTIFICATIONS = gql`
  mutation clearNotifications {
    clearNotifications
  }
`;

export function useClearNotificationsMutation() {
  return useMutation<{ clearNotifications: boolean }>(CLEAR_NOTIFICATIONS);
}

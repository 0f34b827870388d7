import { gql, useMutation } from '@apollo/client';

export const READ_NOTIFICATION = gql`
  mutation readNotification($notificationId: ID!) {
    readNotification(notificationId: $notificationId)
  }
`;

export function useReadNotificationMutation() {
  return useMutation<{ readNotification: boolean }, { notificationId: string }>(READ_NOTIFICATION);
}

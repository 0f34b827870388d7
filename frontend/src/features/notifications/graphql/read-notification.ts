import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ReadNotificationMutation, ReadNotificationMutationVariables } from '../../../lib/graphql/generated';

export const READ_NOTIFICATION: TypedDocumentNode<ReadNotificationMutation, ReadNotificationMutationVariables> = gql`
  mutation readNotification($notificationId: ID!) {
    readNotification(notificationId: $notificationId)
  }
`;

export function useReadNotificationMutation() {
  return useMutation(READ_NOTIFICATION);
}

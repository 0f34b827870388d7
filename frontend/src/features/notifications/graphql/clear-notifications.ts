import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ClearNotificationsMutation, ClearNotificationsMutationVariables } from '../../../lib/graphql/generated';

/** Spec section 7: clear notifications (no arguments). */
export const CLEAR_NOTIFICATIONS: TypedDocumentNode<ClearNotificationsMutation, ClearNotificationsMutationVariables> = gql`
  mutation clearNotifications {
    clearNotifications
  }
`;

export function useClearNotificationsMutation() {
  return useMutation(CLEAR_NOTIFICATIONS);
}

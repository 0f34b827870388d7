import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditNotificationSettingsMutation, EditNotificationSettingsMutationVariables } from '../../../lib/graphql/generated';

export const EDIT_NOTIFICATION_SETTINGS: TypedDocumentNode<EditNotificationSettingsMutation, EditNotificationSettingsMutationVariables> = gql`
  mutation editNotificationSettings($settings: NotificationSettingsInput!) {
    editNotificationSettings(settings: $settings) {
      id
      notificationSettings {
        requests { email text push }
        messages { email text push }
        sessions { email text push }
        payouts { email text push }
        newsletters { email text push }
      }
    }
  }
`;

export function useEditNotificationSettingsMutation() {
  return useMutation(EDIT_NOTIFICATION_SETTINGS);
}

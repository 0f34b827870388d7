import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetNotificationSettingsQuery, GetNotificationSettingsQueryVariables } from '../../../lib/graphql/generated';

export const GET_NOTIFICATION_SETTINGS: TypedDocumentNode<GetNotificationSettingsQuery, GetNotificationSettingsQueryVariables> = gql`
  query getNotificationSettings {
    getCurrentUserV2 {
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

export function useNotificationSettingsQuery() {
  return useQuery(GET_NOTIFICATION_SETTINGS, { fetchPolicy: 'network-only' });
}

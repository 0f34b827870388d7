import { gql, useQuery } from '@apollo/client';
import { PayoutSettings, PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

export interface PayoutSettingsData {
  getPayoutSettings: PayoutSettings;
}

/** The viewer's payout settings (/account-settings/tutor-payouts). */
export const GET_PAYOUT_SETTINGS = gql`
  query getPayoutSettings {
    getPayoutSettings {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function usePayoutSettingsQuery() {
  return useQuery<PayoutSettingsData>(GET_PAYOUT_SETTINGS, { fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPayoutSettingsQuery, GetPayoutSettingsQueryVariables } from '../../../lib/graphql/generated';
import { PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

/** The viewer's payout settings (/account-settings/tutor-payouts). */
export const GET_PAYOUT_SETTINGS: TypedDocumentNode<GetPayoutSettingsQuery, GetPayoutSettingsQueryVariables> = gql`
  query getPayoutSettings {
    getPayoutSettings {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function usePayoutSettingsQuery() {
  return useQuery(GET_PAYOUT_SETTINGS, { fetchPolicy: 'cache-and-network' });
}

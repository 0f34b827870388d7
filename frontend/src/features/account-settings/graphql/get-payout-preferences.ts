import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPayoutPreferencesQuery, GetPayoutPreferencesQueryVariables } from '../../../lib/graphql/generated';
import { PAYOUT_PREFERENCES_FIELDS } from './payout-preferences';

export const GET_PAYOUT_PREFERENCES: TypedDocumentNode<GetPayoutPreferencesQuery, GetPayoutPreferencesQueryVariables> = gql`
  query getPayoutPreferences {
    getCurrentUserV2 {
      ${PAYOUT_PREFERENCES_FIELDS}
    }
  }
`;

export function usePayoutPreferencesQuery() {
  return useQuery(GET_PAYOUT_PREFERENCES, { fetchPolicy: 'network-only' });
}

import { gql, useMutation } from '@apollo/client';
import { GET_PAYOUT_SETTINGS } from './get-payout-settings';
import { PayoutSettings, PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

export interface AssociateStripeConnectData {
  associateStripeConnect: PayoutSettings;
}

/** Links the tutor's Stripe Express account from the Connect OAuth redirect's code. */
export const ASSOCIATE_STRIPE_CONNECT = gql`
  mutation associateStripeConnect($authCode: String!) {
    associateStripeConnect(authCode: $authCode) {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function useAssociateStripeConnectMutation() {
  return useMutation<AssociateStripeConnectData, { authCode: string }>(ASSOCIATE_STRIPE_CONNECT, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_PAYOUT_SETTINGS, data: { getPayoutSettings: data.associateStripeConnect } });
    },
  });
}

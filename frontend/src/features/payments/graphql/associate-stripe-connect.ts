import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AssociateStripeConnectMutation, AssociateStripeConnectMutationVariables } from '../../../lib/graphql/generated';
import { GET_PAYOUT_SETTINGS } from './get-payout-settings';
import { PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

/** Links the tutor's Stripe Express account from the Connect OAuth redirect's code. */
export const ASSOCIATE_STRIPE_CONNECT: TypedDocumentNode<AssociateStripeConnectMutation, AssociateStripeConnectMutationVariables> = gql`
  mutation associateStripeConnect($authCode: String!) {
    associateStripeConnect(authCode: $authCode) {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function useAssociateStripeConnectMutation() {
  return useMutation(ASSOCIATE_STRIPE_CONNECT, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_PAYOUT_SETTINGS, data: { getPayoutSettings: data.associateStripeConnect } });
    },
  });
}

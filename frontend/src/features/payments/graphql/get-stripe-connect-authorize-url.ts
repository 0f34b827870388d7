import { gql, useLazyQuery } from '@apollo/client';

export interface StripeConnectAuthorizeUrlData {
  getStripeConnectAuthorizeUrl: string;
}

/** Where the browser goes to link a Stripe Express account; Stripe comes back to redirectUri with the code. */
export const GET_STRIPE_CONNECT_AUTHORIZE_URL = gql`
  query getStripeConnectAuthorizeUrl($redirectUri: String!) {
    getStripeConnectAuthorizeUrl(redirectUri: $redirectUri)
  }
`;

export function useStripeConnectAuthorizeUrlLazyQuery() {
  return useLazyQuery<StripeConnectAuthorizeUrlData, { redirectUri: string }>(GET_STRIPE_CONNECT_AUTHORIZE_URL, { fetchPolicy: 'network-only' });
}

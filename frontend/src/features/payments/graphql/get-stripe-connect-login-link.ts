import { gql, useLazyQuery } from '@apollo/client';

export interface StripeConnectLoginLinkData {
  getStripeConnectLoginLink: string;
}

/** A single-use link to the tutor's Stripe Express dashboard. */
export const GET_STRIPE_CONNECT_LOGIN_LINK = gql`
  query getStripeConnectLoginLink {
    getStripeConnectLoginLink
  }
`;

export function useStripeConnectLoginLinkLazyQuery() {
  return useLazyQuery<StripeConnectLoginLinkData>(GET_STRIPE_CONNECT_LOGIN_LINK, { fetchPolicy: 'network-only' });
}

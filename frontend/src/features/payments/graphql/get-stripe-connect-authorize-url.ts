import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetStripeConnectAuthorizeUrlQuery, GetStripeConnectAuthorizeUrlQueryVariables } from '../../../lib/graphql/generated';

/** Where the browser goes to link a Stripe Express account; Stripe comes back to redirectUri with the code. */
export const GET_STRIPE_CONNECT_AUTHORIZE_URL: TypedDocumentNode<GetStripeConnectAuthorizeUrlQuery, GetStripeConnectAuthorizeUrlQueryVariables> = gql`
  query getStripeConnectAuthorizeUrl($redirectUri: String!) {
    getStripeConnectAuthorizeUrl(redirectUri: $redirectUri)
  }
`;

export function useStripeConnectAuthorizeUrlLazyQuery() {
  return useLazyQuery(GET_STRIPE_CONNECT_AUTHORIZE_URL, { fetchPolicy: 'network-only' });
}

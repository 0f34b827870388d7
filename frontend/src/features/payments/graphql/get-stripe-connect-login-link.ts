import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetStripeConnectLoginLinkQuery, GetStripeConnectLoginLinkQueryVariables } from '../../../lib/graphql/generated';

/** A single-use link to the tutor's Stripe Express dashboard. */
export const GET_STRIPE_CONNECT_LOGIN_LINK: TypedDocumentNode<GetStripeConnectLoginLinkQuery, GetStripeConnectLoginLinkQueryVariables> = gql`
  query getStripeConnectLoginLink {
    getStripeConnectLoginLink
  }
`;

export function useStripeConnectLoginLinkLazyQuery() {
  return useLazyQuery(GET_STRIPE_CONNECT_LOGIN_LINK, { fetchPolicy: 'network-only' });
}

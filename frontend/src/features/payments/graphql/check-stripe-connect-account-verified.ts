import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CheckStripeConnectAccountVerifiedMutation, CheckStripeConnectAccountVerifiedMutationVariables } from '../../../lib/graphql/generated';

/** Asks Stripe whether the tutor's connected account can be paid out. */
export const CHECK_STRIPE_CONNECT_ACCOUNT_VERIFIED: TypedDocumentNode<CheckStripeConnectAccountVerifiedMutation, CheckStripeConnectAccountVerifiedMutationVariables> = gql`
  mutation checkStripeConnectAccountVerified {
    checkStripeConnectAccountVerified
  }
`;

export function useCheckStripeConnectAccountVerifiedMutation() {
  return useMutation(CHECK_STRIPE_CONNECT_ACCOUNT_VERIFIED, { refetchQueries: ['getPayoutSettings'] });
}

import { gql, useMutation } from '@apollo/client';

export interface CheckStripeConnectAccountVerifiedData {
  checkStripeConnectAccountVerified: boolean;
}

/** Asks Stripe whether the tutor's connected account can be paid out. */
export const CHECK_STRIPE_CONNECT_ACCOUNT_VERIFIED = gql`
  mutation checkStripeConnectAccountVerified {
    checkStripeConnectAccountVerified
  }
`;

export function useCheckStripeConnectAccountVerifiedMutation() {
  return useMutation<CheckStripeConnectAccountVerifiedData>(CHECK_STRIPE_CONNECT_ACCOUNT_VERIFIED, { refetchQueries: ['getPayoutSettings'] });
}

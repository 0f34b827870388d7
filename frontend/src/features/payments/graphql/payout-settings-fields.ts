export type PayoutMethod = 'stripeConnect' | 'venmo' | 'paypal';

/** A tutor's way of being paid. */
export interface PayoutSettings {
  hasStripeConnectAccount: boolean;
  stripeConnectVerified: boolean;
  primaryPayoutMethod: PayoutMethod | null;
  manualPayoutId: string | null;
}

export const PAYOUT_SETTINGS_FIELDS = `
  hasStripeConnectAccount
  stripeConnectVerified
  primaryPayoutMethod
  manualPayoutId
`;

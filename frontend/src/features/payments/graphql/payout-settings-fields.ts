import type { GetPayoutSettingsQuery } from '../../../lib/graphql/generated';

export type { PayoutMethod } from '../../../lib/graphql/generated';

/** A tutor's way of being paid, as PAYOUT_SETTINGS_FIELDS selects it. */
export type PayoutSettings = GetPayoutSettingsQuery['getPayoutSettings'];

export const PAYOUT_SETTINGS_FIELDS = `
  hasStripeConnectAccount
  stripeConnectVerified
  primaryPayoutMethod
  manualPayoutId
`;

/** What the payout preferences form shows and its mutations answer. */
export const PAYOUT_PREFERENCES_FIELDS = `
  id
  profile {
    paidPreference
    prefPaymentMethod
    payoutPhoneNumber
  }
`;

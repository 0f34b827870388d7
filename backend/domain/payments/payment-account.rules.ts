/** Messages of the payment settings (ours: the spec names the screens, not their texts). */
export const PaymentAccountMessages = {
  /** Spec section 8's alert for a client without a card. */
  missingPaymentInfo: 'Missing Payment Info!',
  unknownCard: 'This card is not on file.',
  venmoHandle: 'Please enter the Venmo username to be paid to.',
  paypalHandle: 'Please enter the PayPal email or username to be paid to.',
  handleTooLong: 'Payout handles are at most 100 characters.',
  handleCharacters: 'Payout handles may hold only letters, digits and . _ - + @',
  noConnectAccount: 'Please connect a Stripe account first.',
  otherConnectAccount: 'This is not your connected Stripe account.',
  connectAuthorization: 'We could not connect your Stripe account. Please try again.',
  cardNotSaved: 'This card could not be saved. Please check its details and try again.',
  cardDeclined: 'This card was declined. Please use another card.',
} as const;

export const MAX_PAYOUT_HANDLE_LENGTH = 100;

/** A Venmo username (@ana-lopez) or a PayPal e-mail or username: what finance types into those apps, nothing that could hide or mark up text. */
export function isPayoutHandle(handle: string): boolean {
  return /^[\p{L}\p{N}._+@-]+$/u.test(handle);
}

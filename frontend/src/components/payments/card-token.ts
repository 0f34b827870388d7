/**
 * The card-token step of 'Add Card', kept in this one module so a Stripe.js Elements version can
 * replace it. The embedded payment sandbox accepts Stripe's documented test tokens, so in the
 * embedded mode the user chooses one of Stripe's test cards and gets its token; the brand and last
 * four digits are what Stripe's test token stands for.
 */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface TestCard {
  token: string;
  brand: string;
  last4: string;
  /** Message id of a note beside the card (for the ones that fail). */
  noteId?: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { token: 'tok_visa', brand: 'visa', last4: '4242' },
  { token: 'tok_mastercard', brand: 'mastercard', last4: '4444' },
  { token: 'tok_amex', brand: 'amex', last4: '0005' },
  { token: 'tok_discover', brand: 'discover', last4: '1117' },
  { token: 'tok_chargeDeclined', brand: 'visa', last4: '0002', noteId: 'paymentMethods.testCard.declined' },
  { token: 'tok_chargeDeclinedInsufficientFunds', brand: 'visa', last4: '9995', noteId: 'paymentMethods.testCard.insufficientFunds' },
];

/** The token of a chosen test card, with an expiry date a few years ahead. */
export function testCardToken(card: TestCard, now = new Date()): CardToken {
  return { token: card.token, brand: card.brand, last4: card.last4, expMonth: 12, expYear: now.getFullYear() + 3 };
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand;
}

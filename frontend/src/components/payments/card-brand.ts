const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A card brand as the card provider reports it ("visa"), for display ("Visa"). */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand;
}

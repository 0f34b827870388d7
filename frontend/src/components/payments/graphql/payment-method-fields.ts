/** A card on file (spec: Payment method). */
export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export const PAYMENT_METHOD_FIELDS = `
  id
  brand
  last4
  expMonth
  expYear
  isDefault
`;

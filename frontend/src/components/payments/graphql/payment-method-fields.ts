import type { GetCreditCardDataQuery } from '../../../lib/graphql/generated';

/** A card on file (spec: Payment method), as PAYMENT_METHOD_FIELDS selects it. */
export type PaymentMethod = GetCreditCardDataQuery['getCreditCardData'][number];

export const PAYMENT_METHOD_FIELDS = `
  id
  brand
  last4
  expMonth
  expYear
  isDefault
`;

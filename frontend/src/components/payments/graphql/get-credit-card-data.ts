import { gql, useQuery } from '@apollo/client';
import { PaymentMethod, PAYMENT_METHOD_FIELDS } from './payment-method-fields';

export interface CreditCardData {
  getCreditCardData: PaymentMethod[];
}

/** The viewer's cards; none means the 'Missing Payment Info!' alert and the '!' profile badge for a client. */
export const GET_CREDIT_CARD_DATA = gql`
  query getCreditCardData {
    getCreditCardData {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useCreditCardDataQuery(skip = false) {
  return useQuery<CreditCardData>(GET_CREDIT_CARD_DATA, { skip, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
}

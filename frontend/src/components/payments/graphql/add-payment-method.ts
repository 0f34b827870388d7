import { gql, useMutation } from '@apollo/client';
import { GET_CREDIT_CARD_DATA } from './get-credit-card-data';
import { PaymentMethod, PAYMENT_METHOD_FIELDS } from './payment-method-fields';

export interface AddPaymentMethodVariables {
  cardToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface AddPaymentMethodData {
  addPaymentMethod: PaymentMethod[];
}

/** Saves a card from the card provider's token; answers every card on file. */
export const ADD_PAYMENT_METHOD = gql`
  mutation addPaymentMethod($cardToken: String!, $brand: String, $last4: String, $expMonth: Int, $expYear: Int, $idempotencyKey: String) {
    addPaymentMethod(cardToken: $cardToken, brand: $brand, last4: $last4, expMonth: $expMonth, expYear: $expYear, idempotencyKey: $idempotencyKey) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useAddPaymentMethodMutation() {
  return useMutation<AddPaymentMethodData, AddPaymentMethodVariables>(ADD_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.addPaymentMethod } });
    },
  });
}

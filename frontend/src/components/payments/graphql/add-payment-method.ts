import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddPaymentMethodMutation, AddPaymentMethodMutationVariables } from '../../../lib/graphql/generated';
import { GET_CREDIT_CARD_DATA } from './get-credit-card-data';
import { PAYMENT_METHOD_FIELDS } from './payment-method-fields';

/** Saves a card from the card provider's token; answers every card on file. */
export const ADD_PAYMENT_METHOD: TypedDocumentNode<AddPaymentMethodMutation, AddPaymentMethodMutationVariables> = gql`
  mutation addPaymentMethod($cardToken: String!, $brand: String, $last4: String, $expMonth: Int, $expYear: Int, $idempotencyKey: String) {
    addPaymentMethod(cardToken: $cardToken, brand: $brand, last4: $last4, expMonth: $expMonth, expYear: $expYear, idempotencyKey: $idempotencyKey) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useAddPaymentMethodMutation() {
  return useMutation(ADD_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.addPaymentMethod } });
    },
  });
}

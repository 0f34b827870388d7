import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RemovePaymentMethodMutation, RemovePaymentMethodMutationVariables } from '../../../lib/graphql/generated';
import { GET_CREDIT_CARD_DATA } from '../../../components/payments/graphql/get-credit-card-data';
import { PAYMENT_METHOD_FIELDS } from '../../../components/payments/graphql/payment-method-fields';

/** Removes one of the viewer's cards; the next card becomes the default. */
export const REMOVE_PAYMENT_METHOD: TypedDocumentNode<RemovePaymentMethodMutation, RemovePaymentMethodMutationVariables> = gql`
  mutation removePaymentMethod($paymentMethodId: ID!) {
    removePaymentMethod(paymentMethodId: $paymentMethodId) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useRemovePaymentMethodMutation() {
  return useMutation(REMOVE_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.removePaymentMethod } });
    },
  });
}

import { gql, useMutation } from '@apollo/client';
import { GET_CREDIT_CARD_DATA } from '../../../components/payments/graphql/get-credit-card-data';
import { PaymentMethod, PAYMENT_METHOD_FIELDS } from '../../../components/payments/graphql/payment-method-fields';

export interface RemovePaymentMethodData {
  removePaymentMethod: PaymentMethod[];
}

/** Removes one of the viewer's cards; the next card becomes the default. */
export const REMOVE_PAYMENT_METHOD = gql`
  mutation removePaymentMethod($paymentMethodId: ID!) {
    removePaymentMethod(paymentMethodId: $paymentMethodId) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useRemovePaymentMethodMutation() {
  return useMutation<RemovePaymentMethodData, { paymentMethodId: string }>(REMOVE_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.removePaymentMethod } });
    },
  });
}

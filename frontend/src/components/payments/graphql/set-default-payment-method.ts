import { gql, useMutation } from '@apollo/client';
import { GET_CREDIT_CARD_DATA } from './get-credit-card-data';
import { PaymentMethod, PAYMENT_METHOD_FIELDS } from './payment-method-fields';

export interface SetDefaultPaymentMethodData {
  setDefaultPaymentMethod: PaymentMethod[];
}

/** Makes one of the viewer's cards the one sessions are charged to. */
export const SET_DEFAULT_PAYMENT_METHOD = gql`
  mutation setDefaultPaymentMethod($paymentMethodId: ID!) {
    setDefaultPaymentMethod(paymentMethodId: $paymentMethodId) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useSetDefaultPaymentMethodMutation() {
  return useMutation<SetDefaultPaymentMethodData, { paymentMethodId: string }>(SET_DEFAULT_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.setDefaultPaymentMethod } });
    },
  });
}

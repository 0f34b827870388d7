import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SetDefaultPaymentMethodMutation, SetDefaultPaymentMethodMutationVariables } from '../../../lib/graphql/generated';
import { GET_CREDIT_CARD_DATA } from './get-credit-card-data';
import { PAYMENT_METHOD_FIELDS } from './payment-method-fields';

/** Makes one of the viewer's cards the one sessions are charged to. */
export const SET_DEFAULT_PAYMENT_METHOD: TypedDocumentNode<SetDefaultPaymentMethodMutation, SetDefaultPaymentMethodMutationVariables> = gql`
  mutation setDefaultPaymentMethod($paymentMethodId: ID!) {
    setDefaultPaymentMethod(paymentMethodId: $paymentMethodId) {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useSetDefaultPaymentMethodMutation() {
  return useMutation(SET_DEFAULT_PAYMENT_METHOD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_CREDIT_CARD_DATA, data: { getCreditCardData: data.setDefaultPaymentMethod } });
    },
  });
}

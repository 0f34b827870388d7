import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EditPrefPaymentMethodMutation, EditPrefPaymentMethodMutationVariables } from '../../../lib/graphql/generated';
import { PAYOUT_PREFERENCES_FIELDS } from './payout-preferences';

export const EDIT_PREF_PAYMENT_METHOD: TypedDocumentNode<EditPrefPaymentMethodMutation, EditPrefPaymentMethodMutationVariables> = gql`
  mutation editPrefPaymentMethod($prefPaymentMethod: String!) {
    editPrefPaymentMethod(prefPaymentMethod: $prefPaymentMethod) {
      ${PAYOUT_PREFERENCES_FIELDS}
    }
  }
`;

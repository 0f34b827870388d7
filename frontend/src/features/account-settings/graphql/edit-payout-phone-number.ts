import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EditPayoutPhoneNumberMutation, EditPayoutPhoneNumberMutationVariables } from '../../../lib/graphql/generated';
import { PAYOUT_PREFERENCES_FIELDS } from './payout-preferences';

export const EDIT_PAYOUT_PHONE_NUMBER: TypedDocumentNode<EditPayoutPhoneNumberMutation, EditPayoutPhoneNumberMutationVariables> = gql`
  mutation editPayoutPhoneNumber($phoneNumber: String!) {
    editPayoutPhoneNumber(phoneNumber: $phoneNumber) {
      ${PAYOUT_PREFERENCES_FIELDS}
    }
  }
`;

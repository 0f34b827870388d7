import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditPrimaryPayoutOptionMutation, EditPrimaryPayoutOptionMutationVariables } from '../../../lib/graphql/generated';
import { GET_PAYOUT_SETTINGS } from './get-payout-settings';
import { PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

/** Chooses Stripe Connect, or Venmo / PayPal with the handle finance pays to. */
export const EDIT_PRIMARY_PAYOUT_OPTION: TypedDocumentNode<EditPrimaryPayoutOptionMutation, EditPrimaryPayoutOptionMutationVariables> = gql`
  mutation editPrimaryPayoutOption($primaryPayoutMethod: PayoutMethod!, $manualPayoutId: String) {
    editPrimaryPayoutOption(primaryPayoutMethod: $primaryPayoutMethod, manualPayoutId: $manualPayoutId) {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function useEditPrimaryPayoutOptionMutation() {
  return useMutation(EDIT_PRIMARY_PAYOUT_OPTION, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_PAYOUT_SETTINGS, data: { getPayoutSettings: data.editPrimaryPayoutOption } });
    },
  });
}

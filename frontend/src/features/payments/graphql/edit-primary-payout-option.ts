import { gql, useMutation } from '@apollo/client';
import { GET_PAYOUT_SETTINGS } from './get-payout-settings';
import { PayoutMethod, PayoutSettings, PAYOUT_SETTINGS_FIELDS } from './payout-settings-fields';

export interface EditPrimaryPayoutOptionVariables {
  primaryPayoutMethod: PayoutMethod;
  manualPayoutId?: string | null;
}

export interface EditPrimaryPayoutOptionData {
  editPrimaryPayoutOption: PayoutSettings;
}

/** Chooses Stripe Connect, or Venmo / PayPal with the handle finance pays to. */
export const EDIT_PRIMARY_PAYOUT_OPTION = gql`
  mutation editPrimaryPayoutOption($primaryPayoutMethod: PayoutMethod!, $manualPayoutId: String) {
    editPrimaryPayoutOption(primaryPayoutMethod: $primaryPayoutMethod, manualPayoutId: $manualPayoutId) {
      ${PAYOUT_SETTINGS_FIELDS}
    }
  }
`;

export function useEditPrimaryPayoutOptionMutation() {
  return useMutation<EditPrimaryPayoutOptionData, EditPrimaryPayoutOptionVariables>(EDIT_PRIMARY_PAYOUT_OPTION, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_PAYOUT_SETTINGS, data: { getPayoutSettings: data.editPrimaryPayoutOption } });
    },
  });
}

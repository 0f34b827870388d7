import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EditPaidPreferenceMutation, EditPaidPreferenceMutationVariables } from '../../../lib/graphql/generated';
import { PAYOUT_PREFERENCES_FIELDS } from './payout-preferences';

export const EDIT_PAID_PREFERENCE: TypedDocumentNode<EditPaidPreferenceMutation, EditPaidPreferenceMutationVariables> = gql`
  mutation editPaidPreference($paidPreference: Boolean!) {
    editPaidPreference(paidPreference: $paidPreference) {
      ${PAYOUT_PREFERENCES_FIELDS}
    }
  }
`;

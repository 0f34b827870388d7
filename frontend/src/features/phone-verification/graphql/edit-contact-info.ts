import { gql, useMutation } from '@apollo/client';
import { CURRENT_USER_SELECTION, CurrentUser } from '../../../lib/session/get-current-user';

/** Saves the phone number (E.164); a new number needs verifying again. */
export const EDIT_CONTACT_INFO = gql`
  mutation editContactInfo($phoneNumber: String!) {
    editContactInfo(phoneNumber: $phoneNumber) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useEditContactInfoMutation() {
  return useMutation<{ editContactInfo: CurrentUser }, { phoneNumber: string }>(EDIT_CONTACT_INFO);
}

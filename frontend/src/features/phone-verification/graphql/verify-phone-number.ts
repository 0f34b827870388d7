import { gql, useMutation } from '@apollo/client';
import { CURRENT_USER_SELECTION, CurrentUser } from '../../../lib/session/get-current-user';

/** Checks the texted code; the user comes back with isPhoneNumberVerified. */
export const VERIFY_PHONE_NUMBER = gql`
  mutation verifyPhoneNumber($code: String!) {
    verifyPhoneNumber(code: $code) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useVerifyPhoneNumberMutation() {
  return useMutation<{ verifyPhoneNumber: CurrentUser }, { code: string }>(VERIFY_PHONE_NUMBER);
}

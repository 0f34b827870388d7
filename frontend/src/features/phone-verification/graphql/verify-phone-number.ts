import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables } from '../../../lib/graphql/generated';
import { CURRENT_USER_SELECTION } from '../../../lib/session/get-current-user';

/** Checks the texted code; the user comes back with isPhoneNumberVerified. */
export const VERIFY_PHONE_NUMBER: TypedDocumentNode<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables> = gql`
  mutation verifyPhoneNumber($code: String!) {
    verifyPhoneNumber(code: $code) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useVerifyPhoneNumberMutation() {
  return useMutation(VERIFY_PHONE_NUMBER);
}

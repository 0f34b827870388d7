import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendPhoneVerificationCodeMutation, SendPhoneVerificationCodeMutationVariables } from '../../../lib/graphql/generated';

/** Texts a 6-digit code to the saved phone number. */
export const SEND_PHONE_VERIFICATION_CODE: TypedDocumentNode<SendPhoneVerificationCodeMutation, SendPhoneVerificationCodeMutationVariables> = gql`
  mutation sendPhoneVerificationCode {
    sendPhoneVerificationCode
  }
`;

export function useSendPhoneVerificationCodeMutation() {
  return useMutation(SEND_PHONE_VERIFICATION_CODE);
}

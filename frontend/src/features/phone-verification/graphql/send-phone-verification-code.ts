import { gql, useMutation } from '@apollo/client';

/** Texts a 6-digit code to the saved phone number. */
export const SEND_PHONE_VERIFICATION_CODE = gql`
  mutation sendPhoneVerificationCode {
    sendPhoneVerificationCode
  }
`;

export function useSendPhoneVerificationCodeMutation() {
  return useMutation<{ sendPhoneVerificationCode: boolean }>(SEND_PHONE_VERIFICATION_CODE);
}

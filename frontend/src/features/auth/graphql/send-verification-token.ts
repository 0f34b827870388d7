import { gql, useMutation } from '@apollo/client';

export interface SendVerificationTokenData {
  sendVerificationToken: boolean;
}

export const SEND_VERIFICATION_TOKEN = gql`
  mutation sendVerificationToken {
    sendVerificationToken
  }
`;

export function useSendVerificationTokenMutation() {
  return useMutation<SendVerificationTokenData, Record<string, never>>(SEND_VERIFICATION_TOKEN);
}

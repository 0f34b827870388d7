import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendVerificationTokenMutation, SendVerificationTokenMutationVariables } from '../../../lib/graphql/generated';

export const SEND_VERIFICATION_TOKEN: TypedDocumentNode<SendVerificationTokenMutation, SendVerificationTokenMutationVariables> = gql`
  mutation sendVerificationToken {
    sendVerificationToken
  }
`;

export function useSendVerificationTokenMutation() {
  return useMutation(SEND_VERIFICATION_TOKEN);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendTutorReferralTextMutation, SendTutorReferralTextMutationVariables } from '../../../lib/graphql/generated';

export const SEND_TUTOR_REFERRAL_TEXT: TypedDocumentNode<SendTutorReferralTextMutation, SendTutorReferralTextMutationVariables> = gql`
  mutation sendTutorReferralText($input: TutorReferralTextInput!, $idempotencyKey: String) {
    sendTutorReferralText(input: $input, idempotencyKey: $idempotencyKey)
  }
`;

export function useSendTutorReferralTextMutation() {
  return useMutation(SEND_TUTOR_REFERRAL_TEXT);
}

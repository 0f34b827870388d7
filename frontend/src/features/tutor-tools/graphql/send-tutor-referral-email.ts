import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendTutorReferralEmailMutation, SendTutorReferralEmailMutationVariables } from '../../../lib/graphql/generated';

export const SEND_TUTOR_REFERRAL_EMAIL: TypedDocumentNode<SendTutorReferralEmailMutation, SendTutorReferralEmailMutationVariables> = gql`
  mutation sendTutorReferralEmail($input: TutorReferralEmailInput!, $idempotencyKey: String) {
    sendTutorReferralEmail(input: $input, idempotencyKey: $idempotencyKey)
  }
`;

export function useSendTutorReferralEmailMutation() {
  return useMutation(SEND_TUTOR_REFERRAL_EMAIL);
}

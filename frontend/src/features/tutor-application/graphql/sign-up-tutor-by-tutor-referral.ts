import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SignUpTutorByTutorReferralMutation, SignUpTutorByTutorReferralMutationVariables } from '../../../lib/graphql/generated';

export const SIGN_UP_TUTOR_BY_TUTOR_REFERRAL: TypedDocumentNode<SignUpTutorByTutorReferralMutation, SignUpTutorByTutorReferralMutationVariables> = gql`
  mutation signUpTutorByTutorReferral($input: SignUpTutorInput!, $referralCode: String!, $idempotencyKey: String) {
    signUpTutorByTutorReferral(input: $input, referralCode: $referralCode, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useSignUpTutorByTutorReferralMutation() {
  return useMutation(SIGN_UP_TUTOR_BY_TUTOR_REFERRAL);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CorporateReferralSignupMutation, CorporateReferralSignupMutationVariables } from '../../../lib/graphql/generated';

export const CORPORATE_REFERRAL_SIGNUP: TypedDocumentNode<CorporateReferralSignupMutation, CorporateReferralSignupMutationVariables> = gql`
  mutation corporateReferralSignup($input: CorporateReferralSignupInput!, $idempotencyKey: String) {
    corporateReferralSignup(input: $input, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useCorporateReferralSignupMutation() {
  return useMutation(CORPORATE_REFERRAL_SIGNUP);
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FacebookSignupReferralMutation, FacebookSignupReferralMutationVariables } from '../../../lib/graphql/generated';

export const FACEBOOK_SIGNUP_REFERRAL: TypedDocumentNode<FacebookSignupReferralMutation, FacebookSignupReferralMutationVariables> = gql`
  mutation facebookSignupReferral($accessToken: String!, $referralCode: String!, $profileType: SignupProfileType!, $clientProfileType: ClientProfileType, $idempotencyKey: String) {
    facebookSignupReferral(accessToken: $accessToken, referralCode: $referralCode, profileType: $profileType, clientProfileType: $clientProfileType, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

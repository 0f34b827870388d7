import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GoogleSignupReferralMutation, GoogleSignupReferralMutationVariables } from '../../../lib/graphql/generated';

export const GOOGLE_SIGNUP_REFERRAL: TypedDocumentNode<GoogleSignupReferralMutation, GoogleSignupReferralMutationVariables> = gql`
  mutation googleSignupReferral($accessToken: String!, $referralCode: String!, $profileType: SignupProfileType!, $clientProfileType: ClientProfileType, $idempotencyKey: String) {
    googleSignupReferral(accessToken: $accessToken, referralCode: $referralCode, profileType: $profileType, clientProfileType: $clientProfileType, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

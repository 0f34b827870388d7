import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GoogleSignupMutation, GoogleSignupMutationVariables } from '../../../lib/graphql/generated';

export const GOOGLE_SIGNUP: TypedDocumentNode<GoogleSignupMutation, GoogleSignupMutationVariables> = gql`
  mutation googleSignup($accessToken: String!, $profileType: SignupProfileType!, $clientProfileType: ClientProfileType, $idempotencyKey: String) {
    googleSignup(accessToken: $accessToken, profileType: $profileType, clientProfileType: $clientProfileType, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

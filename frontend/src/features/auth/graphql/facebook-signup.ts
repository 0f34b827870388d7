import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FacebookSignupMutation, FacebookSignupMutationVariables } from '../../../lib/graphql/generated';

export const FACEBOOK_SIGNUP: TypedDocumentNode<FacebookSignupMutation, FacebookSignupMutationVariables> = gql`
  mutation facebookSignup($accessToken: String!, $profileType: SignupProfileType!, $clientProfileType: ClientProfileType, $idempotencyKey: String) {
    facebookSignup(accessToken: $accessToken, profileType: $profileType, clientProfileType: $clientProfileType, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

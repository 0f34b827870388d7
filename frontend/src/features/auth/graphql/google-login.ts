import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GoogleLoginMutation, GoogleLoginMutationVariables } from '../../../lib/graphql/generated';

export const GOOGLE_LOGIN: TypedDocumentNode<GoogleLoginMutation, GoogleLoginMutationVariables> = gql`
  mutation googleLogin($accessToken: String!) {
    googleLogin(accessToken: $accessToken) {
      token
      status
    }
  }
`;
